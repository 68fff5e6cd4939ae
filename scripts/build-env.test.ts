/** @jest-environment node */
import { buildEnv, buildInfo, readGit } from './build-env.mjs';

const noGit = () => undefined;
const git = (answers: Record<string, string>) => (args: string[]) => answers[args.join(' ')];
const localGit = git({ 'rev-parse --abbrev-ref HEAD': 'feature/new-hero', 'rev-parse --short HEAD': 'abc1234' });

describe('buildInfo', () => {
  it('reads Cloudflare Pages', () => {
    const env = { CF_PAGES: '1', CF_PAGES_BRANCH: 'spring-campaign', CF_PAGES_COMMIT_SHA: '0123456789abcdef0123456789abcdef01234567' };
    expect(buildInfo(env, localGit)).toEqual({ branch: 'spring-campaign', commit: '0123456' });
  });

  it('reads Netlify, BRANCH before HEAD', () => {
    expect(buildInfo({ NETLIFY: 'true', BRANCH: 'copy-edits', HEAD: 'other', COMMIT_REF: 'ABCDEF0123' }, noGit)).toEqual({
      branch: 'copy-edits',
      commit: 'abcdef0',
    });
    expect(buildInfo({ NETLIFY: 'true', HEAD: 'deploy-preview-branch', COMMIT_REF: 'abcdef0123' }, noGit).branch).toBe(
      'deploy-preview-branch',
    );
  });

  it('reads Vercel', () => {
    const env = { VERCEL: '1', VERCEL_GIT_COMMIT_REF: 'main', VERCEL_GIT_COMMIT_SHA: 'fedcba9876543210' };
    expect(buildInfo(env, noGit)).toEqual({ branch: 'main', commit: 'fedcba9' });
  });

  it('reads GitHub Actions: the pull request head branch, else the ref name', () => {
    const push = { GITHUB_ACTIONS: 'true', GITHUB_HEAD_REF: '', GITHUB_REF_NAME: 'main', GITHUB_SHA: '1111111222222' };
    expect(buildInfo(push, noGit)).toEqual({ branch: 'main', commit: '1111111' });
    const pr = { ...push, GITHUB_HEAD_REF: 'fix/typo', GITHUB_REF_NAME: '42/merge' };
    expect(buildInfo(pr, noGit).branch).toBe('fix/typo');
  });

  it('prefers the host over git, and takes the first host whose marker is set', () => {
    expect(buildInfo({ CF_PAGES: '1', CF_PAGES_BRANCH: 'cf', NETLIFY: 'true', BRANCH: 'nl' }, localGit).branch).toBe('cf');
  });

  it('ignores a host variable without its host marker (BRANCH set on a laptop)', () => {
    expect(buildInfo({ BRANCH: 'stray', COMMIT_REF: 'deadbeef' }, localGit)).toEqual({ branch: 'feature/new-hero', commit: 'abc1234' });
  });

  it('falls back to git, and omits what git cannot tell', () => {
    expect(buildInfo({}, localGit)).toEqual({ branch: 'feature/new-hero', commit: 'abc1234' });
    expect(buildInfo({}, noGit)).toEqual({ branch: undefined, commit: undefined });
  });

  it('drops a detached HEAD, junk and over-long values', () => {
    expect(buildInfo({}, git({ 'rev-parse --abbrev-ref HEAD': 'HEAD', 'rev-parse --short HEAD': 'abc1234' }))).toEqual({
      branch: undefined,
      commit: 'abc1234',
    });
    expect(buildInfo({ CF_PAGES: '1', CF_PAGES_BRANCH: 'a b', CF_PAGES_COMMIT_SHA: 'not-a-sha' }, noGit)).toEqual({});
    expect(buildInfo({ CF_PAGES: '1', CF_PAGES_BRANCH: 'x'.repeat(101) }, noGit).branch).toBeUndefined();
  });
});

describe('buildEnv', () => {
  it('gives next.config.mjs strings, empty when unknown', () => {
    expect(buildEnv({}, noGit)).toEqual({ NEXT_PUBLIC_BUILD_BRANCH: '', NEXT_PUBLIC_BUILD_COMMIT: '' });
    expect(buildEnv({}, localGit)).toEqual({ NEXT_PUBLIC_BUILD_BRANCH: 'feature/new-hero', NEXT_PUBLIC_BUILD_COMMIT: 'abc1234' });
  });
});

describe('readGit', () => {
  it('answers undefined instead of throwing when git fails', () => {
    expect(readGit(['no-such-git-command'])).toBeUndefined();
  });
});
