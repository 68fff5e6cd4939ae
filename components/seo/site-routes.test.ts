/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { localePath } from '@/content/locale-path';
import { localeCodes, locales } from '@/content/locales';
import { articleLanguages, getRepoPosts } from '@/content/posts';
import { getSite } from '@/content/site';
import { getProducts, productLanguages } from '@/content/products';
import { getCategories } from '@/content/categories';
import { absoluteUrl } from './absolute-url';
import { indexedPages, sitemapEntries, sitemapRoutes, unlistedPages } from './site-routes';

const services = getCategories('en');
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

  it('lists the categories and the repo posts, and no search, log-in or sign-up page', () => {
    const paths = sitemapRoutes().map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(services.map(({ slug }) => `/services/${slug}`)));
    expect(paths.filter((p) => /^\/services\/[^/]+$/.test(p))).toHaveLength(services.length);
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
    // Products and articles are listed in the languages they are written in (above and below).
    const everywhere = sitemapRoutes().filter((route) => !route.languages);
    expect(sitemapEntries(everywhere)).toHaveLength(everywhere.length * localeCodes.length);
    const base = site.url.replace(/\/$/, '');
    const about = sitemapEntries().filter((entry) => entry.url.endsWith('/about'));
    const url = (code: string) => `${base}${code === 'en' ? '' : `/${code}`}/about`;
    expect(about.map((entry) => entry.url)).toEqual(localeCodes.map(url));
    for (const entry of about)
      expect(entry.alternates.languages).toEqual({
        ...Object.fromEntries(locales.map(({ code, lang }) => [lang, url(code)])),
        'x-default': url('en'),
      });
  });

  it('lists an article only in the languages it is written in, naming only those versions', () => {
    const entries = sitemapEntries();
    const posts = getRepoPosts('en');
    expect(posts.length).toBeGreaterThan(0);
    for (const { slug } of posts) {
      const path = `/blog/${slug}`;
      const written = articleLanguages(slug);
      const listed = entries.filter((entry) => entry.url === absoluteUrl(localePath(entry.locale, path)));
      expect({ path, listedIn: listed.map((entry) => entry.locale) }).toEqual({ path, listedIn: written });
      const versions = locales.filter(({ code }) => written.includes(code)).map(({ lang }) => lang);
      for (const entry of listed) expect(Object.keys(entry.alternates.languages).sort()).toEqual([...versions, 'x-default'].sort());
    }
  });
});
