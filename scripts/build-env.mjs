// Plain JavaScript because next.config.mjs imports it: the branch and commit a build was made
// from, read from the host's build environment, else from git. Types in build-env.d.mts.
import { execFileSync } from 'node:child_process';

/** The host's own variables, in the order the hosts are tried. A host is recognised by its marker. */
const hosts = [
  { marker: 'CF_PAGES', branch: ['CF_PAGES_BRANCH'], commit: ['CF_PAGES_COMMIT_SHA'] },
  { marker: 'NETLIFY', branch: ['BRANCH', 'HEAD'], commit: ['COMMIT_REF'] },
  { marker: 'VERCEL', branch: ['VERCEL_GIT_COMMIT_REF'], commit: ['VERCEL_GIT_COMMIT_SHA'] },
  { marker: 'GITHUB_ACTIONS', branch: ['GITHUB_HEAD_REF', 'GITHUB_REF_NAME'], commit: ['GITHUB_SHA'] },
];

const first = (env, names) => names.map((name) => env[name]?.trim()).find(Boolean);

/** A branch name as git allows it (no spaces or control characters), at most 100 characters; "HEAD" (detached) is none. */
function cleanBranch(value) {
  if (!value || value === 'HEAD' || value.length > 100 || /[\s\p{Cc}~^:?*[\\]/u.test(value)) return undefined;
  return value;
}

/** The 7-character short form of a commit hash. */
function cleanCommit(value) {
  return value && /^[0-9a-f]{7,40}$/i.test(value) ? value.slice(0, 7).toLowerCase() : undefined;
}

/** Runs git in the working directory; undefined when git or the repository is missing. */
export function readGit(args) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }).trim();
  } catch {
    return undefined;
  }
}

/**
 * The branch and short commit of this build: from the host's variables when a known host runs
 * the build, else from git; either may be undefined.
 * @param {Record<string, string | undefined>} env
 * @param {(args: string[]) => string | undefined} git
 */
export function buildInfo(env = process.env, git = readGit) {
  const host = hosts.find(({ marker }) => Boolean(env[marker]?.trim()));
  if (host) return { branch: cleanBranch(first(env, host.branch)), commit: cleanCommit(first(env, host.commit)) };
  return {
    branch: cleanBranch(git(['rev-parse', '--abbrev-ref', 'HEAD'])),
    commit: cleanCommit(git(['rev-parse', '--short', 'HEAD'])),
  };
}

/** What next.config.mjs hands the app as build-time NEXT_PUBLIC_ variables (empty when unknown). */
export function buildEnv(env = process.env, git = readGit) {
  const { branch, commit } = buildInfo(env, git);
  return { NEXT_PUBLIC_BUILD_BRANCH: branch ?? '', NEXT_PUBLIC_BUILD_COMMIT: commit ?? '' };
}
