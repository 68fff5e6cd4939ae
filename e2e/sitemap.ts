import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

// The sitemap as a search engine reads it: /sitemap.xml is an index (<sitemapindex>) of
// per-language files (components/seo/sitemap-files.ts), each a <urlset>. Their <loc>s name the
// site's own address (NEXT_PUBLIC_SITE_URL); the tests ask the server they run against for the
// same path.

export type Sitemap = {
  /** The index's <loc>s: one per file. */
  files: string[];
  /** Every file's XML, one after the other, for tests that look for an entry or an hreflang. */
  xml: string;
  /** Every page's <loc>, across the files, in order. */
  locs: string[];
};

const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!);

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => unescape(match[1] ?? ''));

/** Reads /sitemap.xml and every file it lists, checking each answers as XML. */
export async function readSitemap(request: APIRequestContext): Promise<Sitemap> {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/xml/);
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex');
  const files = locsOf(indexXml);
  expect(files.length).toBeGreaterThan(0);
  const bodies: string[] = [];
  for (const file of files) {
    const response = await request.get(new URL(file).pathname);
    expect(response.status(), `${file} in the sitemap index answers`).toBe(200);
    expect(response.headers()['content-type'], file).toMatch(/xml/);
    const body = await response.text();
    expect(body, file).toContain('<urlset');
    bodies.push(body);
  }
  return { files, xml: bodies.join('\n'), locs: bodies.flatMap(locsOf) };
}
