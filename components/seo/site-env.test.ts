/** @jest-environment node */
import { absoluteUrl } from './absolute-url';
import { siteEnv } from '@/lib/site-env';
import { robotsMeta, robotsRules } from './site-env';

describe('siteEnv', () => {
  it('is production only when NEXT_PUBLIC_SITE_ENV is "production"', () => {
    expect(siteEnv({ siteEnv: 'production' }).production).toBe(true);
    expect(siteEnv({ siteEnv: ' production ' }).production).toBe(true);
    for (const value of [undefined, '', 'preview', 'staging', 'Production', 'prod']) {
      expect(siteEnv({ siteEnv: value }).production).toBe(false);
    }
  });

  it('carries the branch and commit, dropping empty ones', () => {
    expect(siteEnv({ branch: 'main', commit: 'abc1234' })).toEqual({ production: false, branch: 'main', commit: 'abc1234' });
    expect(siteEnv({ branch: '', commit: ' ' })).toEqual({ production: false, branch: undefined, commit: undefined });
  });

  it('reads the build-time variables by default', () => {
    expect(siteEnv()).toEqual(expect.objectContaining({ production: process.env.NEXT_PUBLIC_SITE_ENV === 'production' }));
  });
});

describe('production build', () => {
  const env = siteEnv({ siteEnv: 'production', branch: 'main', commit: 'abc1234' });

  it('lets every crawler in and names the sitemap', () => {
    expect(robotsRules(env, 'https://www.hazaraglobal.example')).toEqual({
      rules: { userAgent: '*', allow: '/' },
      sitemap: 'https://www.hazaraglobal.example/sitemap.xml',
    });
  });

  it('puts no robots meta tag on pages', () => {
    expect(robotsMeta(env)).toBeUndefined();
  });
});

describe('preview build', () => {
  const env = siteEnv({ siteEnv: undefined, branch: 'spring-campaign', commit: 'abc1234' });

  it('keeps every crawler out and names no sitemap', () => {
    expect(robotsRules(env, 'https://preview.example.pages.dev')).toEqual({ rules: { userAgent: '*', disallow: '/' } });
  });

  it('marks every page noindex, nofollow', () => {
    expect(robotsMeta(env)).toEqual({ index: false, follow: false });
  });
});

describe('absoluteUrl', () => {
  it('joins the site URL and a path without doubling slashes, keeping a sub-path', () => {
    expect(absoluteUrl('/about', 'https://www.example.com/')).toBe('https://www.example.com/about');
    expect(absoluteUrl('/', 'https://www.example.com')).toBe('https://www.example.com/');
    expect(absoluteUrl('/sitemap.xml', 'https://user.github.io/site')).toBe('https://user.github.io/site/sitemap.xml');
  });
});
