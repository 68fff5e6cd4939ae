/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { localeCodes, locales } from '@/content/locales';
import { getSite } from '@/content/site';
import type { SitemapEntry } from './site-routes';
import { sitemapEntries } from './site-routes';
import {
  escapeXml,
  maxBytesPerFile,
  maxUrlsPerFile,
  sitemapFilePath,
  sitemapFiles,
  sitemapIndexXml,
  urlsetXml,
  urlXml,
} from './sitemap-files';

const base = getSite('en').url.replace(/\/$/, '');
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** n pages in one language, at /p1, /p2 …, each naming itself as its only version. */
function pages(locale: string, n: number, prefix = '/p'): SitemapEntry[] {
  return Array.from({ length: n }, (_, index) => {
    const url = `${base}${locale === 'en' ? '' : `/${locale}`}${prefix}${index + 1}`;
    return { url, locale, alternates: { languages: { en: url, 'x-default': url } } };
  });
}

/** The XML parsed as a search engine reads it; a file that is not well-formed fails the test. */
function parse(xml: string): Document {
  const document = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

/** Every <loc>'s address, unescaped. */
const locs = (xml: string) => [...parse(xml).getElementsByTagName('loc')].map((loc) => loc.textContent);

describe('sitemap files', () => {
  it("keeps sitemaps.org's limits", () => {
    expect(maxUrlsPerFile).toBe(50_000);
    expect(maxBytesPerFile).toBe(52_428_800);
  });

  it('gives each language of content/locales.yml one file of its own pages today', () => {
    const files = sitemapFiles();
    expect(files.map((file) => file.name)).toEqual(localeCodes.map((code) => `${code}.xml`));
    const entries = sitemapEntries();
    for (const file of files) {
      expect(file.entries.length).toBeGreaterThan(0);
      expect(file.entries).toEqual(entries.filter((entry) => entry.locale === file.locale));
    }
    expect(files.flatMap((file) => file.entries)).toHaveLength(entries.length);
  });

  it('splits a language into numbered parts before a file passes the URL limit', () => {
    const english = pages('en', 7);
    const arabic = pages('ar', 2);
    const files = sitemapFiles([...english, ...arabic], { urls: 3, bytes: maxBytesPerFile });
    expect(files.map((file) => file.name)).toEqual(['en.xml', 'en-2.xml', 'en-3.xml', 'ar.xml']);
    expect(files.map((file) => file.entries.length)).toEqual([3, 3, 1, 2]);
    expect(files.flatMap((file) => file.entries)).toEqual([...english, ...arabic]);
  });

  it('splits a language before a file passes the size limit, counting the bytes of its XML', () => {
    // Cyrillic paths take two bytes a letter: the size is counted in UTF-8, not in characters.
    const entries = pages('ru', 10, '/страница-');
    const limit = bytes(urlsetXml(entries.slice(0, 4))) + 1;
    const files = sitemapFiles(entries, { urls: maxUrlsPerFile, bytes: limit });
    expect(files.map((file) => file.entries.length)).toEqual([4, 4, 2]);
    for (const file of files) expect(bytes(urlsetXml(file.entries))).toBeLessThanOrEqual(limit);
    // One byte less and four pages no longer fit.
    expect(sitemapFiles(entries, { urls: maxUrlsPerFile, bytes: limit - 2 }).map((file) => file.entries.length)).toEqual([3, 3, 3, 1]);
  });

  it('refuses a page too large for any file', () => {
    const [entry] = pages('en', 1);
    expect(() => sitemapFiles([entry!], { urls: 10, bytes: bytes(urlsetXml([])) + 10 })).toThrow(entry!.url);
  });

  it('writes each page with its address, its date and every version, escaped', () => {
    const url = `${base}/blog/a&b`;
    const entry: SitemapEntry = {
      url,
      locale: 'en',
      lastModified: '2024-05-01',
      alternates: { languages: { en: url, 'zh-Hans': `${base}/zh/blog/a&b`, 'x-default': url } },
    };
    const xml = urlsetXml([entry]);
    expect(locs(xml)).toEqual([url]);
    const links = [...parse(xml).getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
    expect(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
      ['en', url],
      ['zh-Hans', `${base}/zh/blog/a&b`],
      ['x-default', url],
    ]);
    expect(xml).toContain(`<loc>${base}/blog/a&amp;b</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hans" href="${base}/zh/blog/a&amp;b" />`);
    expect(xml).toContain('<lastmod>2024-05-01</lastmod>');
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    expect(urlXml({ ...entry, lastModified: undefined })).not.toContain('<lastmod>');
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it("names every language's file in the index, with the latest date of its pages", () => {
    const english = pages('en', 2).map((entry, index) => ({ ...entry, lastModified: ['2024-01-05', '2024-03-02'][index] }));
    const files = sitemapFiles([...english, ...pages('ar', 3)], { urls: 2, bytes: maxBytesPerFile });
    const xml = sitemapIndexXml(files, 'https://example.com/site/');
    expect(parse(xml).documentElement.localName).toBe('sitemapindex');
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual(['en.xml', 'ar.xml', 'ar-2.xml'].map((name) => `https://example.com/site/sitemaps/${name}`));
    expect(xml).toContain('<loc>https://example.com/site/sitemaps/en.xml</loc>\n<lastmod>2024-03-02</lastmod>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
    expect(sitemapFilePath(files[2]!)).toBe('/sitemaps/ar-2.xml');
  });

  it('lists every page of the site once, across the files, with its hreflang alternates', () => {
    const files = sitemapFiles();
    const listed = files.flatMap((file) => locs(urlsetXml(file.entries)));
    expect(listed).toHaveLength(new Set(listed).size);
    expect(listed).toHaveLength(sitemapEntries().length);
    const arabic = urlsetXml(files.find((file) => file.locale === 'ar')!.entries);
    expect(parse(arabic).documentElement.localName).toBe('urlset');
    for (const { lang } of locales) expect(arabic).toContain(`hreflang="${lang}"`);
  });
});
