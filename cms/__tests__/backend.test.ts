import { authHost, backendConfig, cloudflarePreviewContext } from '../backend';

// Decap's backend block per host: where an editor signs in, which repository and branch the
// editor commits to, and which commit status holds a draft's preview link.

const live = { NEXT_PUBLIC_SITE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://www.example.test/' };

describe('backendConfig', () => {
  it("on Netlify: Netlify's GitHub OAuth provider for the site's main domain, and Netlify's own deploy-preview status", () => {
    const env = { ...live, NETLIFY: 'true', URL: 'https://www.example.test', CMS_REPO: 'acme/website' };
    expect(backendConfig(env)).toEqual({
      name: 'github',
      repo: 'acme/website',
      branch: 'main',
      base_url: 'https://api.netlify.com',
      auth_endpoint: 'auth',
      site_domain: 'www.example.test',
      auth_scope: 'repo',
      squash_merges: true,
      commit_messages: expect.objectContaining({ create: 'New {{collection}} “{{slug}}”', update: 'Edit {{collection}} “{{slug}}”' }),
    });
  });

  it("on Cloudflare Pages: the site's own /api/auth at the live origin, and the preview workflow's status by name", () => {
    const env = { ...live, CF_PAGES: '1', CMS_REPO: 'acme/website', CMS_BRANCH: 'production', CMS_AUTH_SCOPE: 'public_repo' };
    expect(backendConfig(env)).toEqual({
      name: 'github',
      repo: 'acme/website',
      branch: 'production',
      base_url: 'https://www.example.test',
      auth_endpoint: 'api/auth',
      auth_scope: 'public_repo',
      squash_merges: true,
      commit_messages: expect.objectContaining({ create: 'New {{collection}} “{{slug}}”', update: 'Edit {{collection}} “{{slug}}”' }),
      preview_context: 'cloudflare-pages/preview',
    });
  });

  it('CMS_AUTH picks the sign-in whatever host builds; anything else is refused', () => {
    expect(authHost({ NETLIFY: 'true', CMS_AUTH: 'cloudflare' })).toBe('cloudflare');
    expect(authHost({ CF_PAGES: '1', CMS_AUTH: 'netlify' })).toBe('netlify');
    expect(authHost({ CF_PAGES: '1' })).toBe('cloudflare');
    expect(authHost({})).toBe('cloudflare');
    expect(() => authHost({ CMS_AUTH: 'vercel' })).toThrow('CMS_AUTH must be "netlify" or "cloudflare", not "vercel"');
  });

  it('CMS_PREVIEW_CONTEXT names the status on either host', () => {
    expect(backendConfig({ NETLIFY: 'true', CMS_PREVIEW_CONTEXT: 'netlify/acme/deploy-preview' }).preview_context).toBe(
      'netlify/acme/deploy-preview',
    );
    expect(backendConfig({ CF_PAGES: '1', CMS_PREVIEW_CONTEXT: 'deploy/other' }).preview_context).toBe('deploy/other');
    expect(cloudflarePreviewContext).toBe('cloudflare-pages/preview');
  });

  it('a production build refuses to ship an editor without a repository', () => {
    expect(() => backendConfig({ ...live, CF_PAGES: '1' })).toThrow(
      /^CMS_REPO is not set: the editor at \/admin\/ would have no repository/,
    );
  });

  it('a preview or local build without CMS_REPO still builds, naming what to set where the repository goes (the local proxy needs none)', () => {
    const config = backendConfig({ CF_PAGES: '1', NEXT_PUBLIC_SITE_URL: 'https://www.example.test' });
    expect(config).toHaveProperty('repo', 'set-CMS_REPO/in-the-build-settings');
    expect(config).toMatchObject({ name: 'github', branch: 'main', base_url: 'https://www.example.test' });
  });

  it.each([
    ['https://github.com/acme/website', 'CMS_REPO must be a GitHub repository as owner/name'],
    ['acme/website.git', 'CMS_REPO must be a GitHub repository as owner/name'],
    ['acme', 'CMS_REPO must be a GitHub repository as owner/name'],
  ])('refuses CMS_REPO=%s', (repo, message) => {
    expect(() => backendConfig({ CMS_REPO: repo })).toThrow(message);
  });

  it('refuses a CMS_BRANCH git would not take, an unknown scope and a site address that is no URL', () => {
    expect(() => backendConfig({ CMS_BRANCH: 'my branch' })).toThrow('CMS_BRANCH is not a branch name: "my branch"');
    expect(() => backendConfig({ CMS_AUTH_SCOPE: 'admin:org' })).toThrow('CMS_AUTH_SCOPE must be "repo"');
    expect(() => backendConfig({ NEXT_PUBLIC_SITE_URL: 'www.example.test' })).toThrow('NEXT_PUBLIC_SITE_URL is not an http(s) URL');
  });

  it('a production build for the function sign-in needs the live address', () => {
    expect(() => backendConfig({ NEXT_PUBLIC_SITE_ENV: 'production', CF_PAGES: '1', CMS_REPO: 'acme/website' })).toThrow(
      'NEXT_PUBLIC_SITE_URL is not set',
    );
  });
});
