/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { localePath } from '@/content/locale-path';
import { localeCodes, locales } from '@/content/locales';
import { getRepoPosts } from '@/content/posts';
import { getSite } from '@/content/site';
import { getProducts, productLanguages } from '@/content/products';
import { getServices } from '@/content/services';
import { absoluteUrl } from './absolute-url';
import { indexedPages, sitemapEntries, sitemapRoutes, unlistedPages } from './site-routes';

const services = getServices('en');
const site = getSite('en');

const app = path.join(process.cwd(), 'app', '[locale]');

/** Every folder under app/[locale]/ with a page.tsx, as a route pattern: "/", "/about", "/services/[slug]". */
function pageFolders(dir = app): string[] {
  const here = existsSync(path.join(dir, 'page.tsx'))
    ? [`/${path.relative(app, dir).split(path.sep).join('/')}`.replace(/\/$/, '') || '/']
    : [];
  const below = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => pageFolders(path.join(dir, entry.name)));
  return [...here, ...below];
}

describe('site routes', () => {
  const folders = pageFolders();

  it('puts every page of app/ in the sitemap or in the list of pages left out of it', () => {
    const fixed = folders.filter((route) => !route.includes('['));
    expect([...indexedPages, ...unlistedPages].sort()).toEqual(fixed.sort());
  });

  it('lists the 20 categories and the repo posts, and no search, log-in or sign-up page', () => {
    const paths = sitemapRoutes().map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(services.map(({ slug }) => `/services/${slug}`)));
    expect(paths.filter((p) => /^\/services\/[^/]+$/.test(p))).toHaveLength(20);
    expect(paths).toEqual(expect.arrayContaining(getRepoPosts('en').map(({ slug }) => `/blog/${slug}`)));
    for (const page of unlistedPages) expect(paths).not.toContain(page);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists every product page, with the languages it is written in', () => {
    const products = getProducts('en').filter((product) => product.hasPage);
    const routes = sitemapRoutes().filter((route) => /^\/services\/[^/]+\/[^/]+$/.test(route.path));
    expect(routes.map((route) => route.path).sort()).toEqual(
      products.map((product) => `/services/${product.category}/${product.id}`).sort(),
    );
    for (const route of routes) expect(route.languages).toContain('en');
  });

  it('lists every product page in each language it is written in, and only there', () => {
    const urls = new Set(sitemapEntries().map((entry) => entry.url));
    const products = getProducts('en').filter((product) => product.hasPage);
    expect(products.length).toBeGreaterThan(0);
    for (const { category, id } of products) {
      const path = `/services/${category}/${id}`;
      const listedIn = localeCodes.filter((code) => urls.has(absoluteUrl(localePath(code, path))));
      expect({ path, listedIn }).toEqual({ path, listedIn: productLanguages(id) });
    }
  });

  it('lists a product translated into some languages in those only, each naming only those versions', () => {
    const base = site.url.replace(/\/$/, '');
    const [product] = getProducts('en').filter((candidate) => candidate.hasPage);
    const path = `/services/${product!.category}/${product!.id}`;
    const second = locales[1]!;
    const entries = sitemapEntries([{ path, languages: ['en', second.code] }]);
    expect(entries.map((entry) => entry.url)).toEqual([`${base}${path}`, `${base}/${second.code}${path}`]);
    for (const entry of entries)
      expect(entry.alternates.languages).toEqual({
        en: `${base}${path}`,
        [second.lang]: `${base}/${second.code}${path}`,
        'x-default': `${base}${path}`,
      });
  });

  it('dates each post by its front matter', () => {
    const post = getRepoPosts('en')[0];
    expect(sitemapRoutes()).toContainEqual(expect.objectContaining({ path: `/blog/${post?.slug}`, lastModified: post?.date }));
  });

  it('lists every page in every language, each naming all its versions', () => {
    const entries = sitemapEntries();
    const everywhere = sitemapRoutes().filter((route) => !route.path.startsWith('/blog/'));
    expect(entries.filter((entry) => !entry.url.includes('/blog/'))).toHaveLength(everywhere.length * localeCodes.length);
    const base = site.url.replace(/\/$/, '');
    const about = entries.filter((entry) => entry.url.endsWith('/about'));
    expect(about.map((entry) => entry.url)).toEqual(localeCodes.map((code) => `${base}${code === 'en' ? '' : `/${code}`}/about`));
    expect(about[1]!.alternates.languages).toMatchObject({
      ar: `${base}/ar/about`,
      'zh-Hans': `${base}/zh/about`,
      'x-default': `${base}/about`,
    });
  });

  it('lists an article only in the languages it is written in, naming only those versions', () => {
    const base = site.url.replace(/\/$/, '');
    const translated = getRepoPosts('ar').find((post) => post.lang === 'ar')!;
    const untranslated = getRepoPosts('ar').find((post) => post.lang === 'en')!;
    expect(translated && untranslated).toBeTruthy();
    const urls = sitemapEntries().map((entry) => entry.url);
    expect(urls).toContain(`${base}/ar/blog/${translated.slug}`);
    expect(urls).toContain(`${base}/blog/${untranslated.slug}`);
    expect(urls).not.toContain(`${base}/ar/blog/${untranslated.slug}`);
    const english = sitemapEntries().find((entry) => entry.url === `${base}/blog/${untranslated.slug}`)!;
    expect(english.alternates.languages).not.toHaveProperty('ar');
    expect(english.alternates.languages).toMatchObject({
      en: `${base}/blog/${untranslated.slug}`,
      'x-default': `${base}/blog/${untranslated.slug}`,
    });
  });
});
