import { localeCodes } from '@/content/locales';
import { absoluteUrl } from './absolute-url';
import { sitemapEntries, type SitemapEntry } from './site-routes';

// sitemap.xml indexes a file per language, split before sitemaps.org's limits (docs/languages.md, "Addresses").
// The route handlers under app/ write what these functions return.

/** sitemaps.org's limits for one sitemap file (and for the index). */
export const maxUrlsPerFile = 50_000;
export const maxBytesPerFile = 50 * 1024 * 1024;

export type SitemapLimits = { urls: number; bytes: number };

/** One file the index lists: its name under /sitemaps/ ("ar.xml", "ar-2.xml") and its pages. */
export type SitemapFile = { name: string; locale: string; entries: SitemapEntry[] };

/** The folder of the per-language files, in out/ and in their addresses. */
const sitemapFolder = 'sitemaps';

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlsetOpen = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const urlsetClose = '</urlset>\n';

/** Text and attribute values in XML: every character that could end or open markup. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`);
}

/** One <url> element: the address, its date where known, and every language's version. */
export function urlXml({ url, lastModified, alternates }: SitemapEntry): string {
  const links = Object.entries(alternates.languages).map(
    ([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}" />\n`,
  );
  return [
    '<url>\n',
    `<loc>${escapeXml(url)}</loc>\n`,
    ...links,
    ...(lastModified ? [`<lastmod>${escapeXml(lastModified)}</lastmod>\n`] : []),
    '</url>\n',
  ].join('');
}

/** A sitemap file: <urlset> of these pages. */
export function urlsetXml(entries: SitemapEntry[]): string {
  return `${xmlDeclaration}${urlsetOpen}${entries.map(urlXml).join('')}${urlsetClose}`;
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** Each language's pages in files within `limits` ("<code>.xml", "<code>-2.xml" …), counted on the XML itself. */
export function sitemapFiles(
  entries: SitemapEntry[] = sitemapEntries(),
  limits: SitemapLimits = { urls: maxUrlsPerFile, bytes: maxBytesPerFile },
): SitemapFile[] {
  const frame = bytes(xmlDeclaration + urlsetOpen + urlsetClose);
  return localeCodes.flatMap((locale) => {
    const parts: SitemapEntry[][] = [];
    let part: SitemapEntry[] = [];
    let size = frame;
    for (const entry of entries.filter((candidate) => candidate.locale === locale)) {
      const entrySize = bytes(urlXml(entry));
      if (frame + entrySize > limits.bytes) throw new Error(`sitemap: ${entry.url} alone is larger than ${limits.bytes} bytes`);
      if (part.length >= limits.urls || size + entrySize > limits.bytes) {
        parts.push(part);
        part = [];
        size = frame;
      }
      part.push(entry);
      size += entrySize;
    }
    if (part.length > 0) parts.push(part);
    return parts.map((partEntries, index) => ({
      name: index === 0 ? `${locale}.xml` : `${locale}-${index + 1}.xml`,
      locale,
      entries: partEntries,
    }));
  });
}

/** A file's address on the site: /sitemaps/ar.xml. */
export const sitemapFilePath = (file: Pick<SitemapFile, 'name'>) => `/${sitemapFolder}/${file.name}`;

/** The latest date of a file's pages, where any page has one. */
function latest(entries: SitemapEntry[]): string | undefined {
  const dates = entries.flatMap((entry) => (entry.lastModified ? [entry.lastModified] : []));
  return dates.length > 0 ? dates.reduce((a, b) => (new Date(b) > new Date(a) ? b : a)) : undefined;
}

/** sitemap.xml: <sitemapindex> of every file, with absolute addresses. */
export function sitemapIndexXml(files: SitemapFile[], base?: string): string {
  if (files.length > maxUrlsPerFile) throw new Error(`sitemap: ${files.length} files are more than one index may list`);
  const items = files.map((file) => {
    const lastmod = latest(file.entries);
    return [
      '<sitemap>\n',
      `<loc>${escapeXml(absoluteUrl(sitemapFilePath(file), base))}</loc>\n`,
      ...(lastmod ? [`<lastmod>${escapeXml(lastmod)}</lastmod>\n`] : []),
      '</sitemap>\n',
    ].join('');
  });
  return `${xmlDeclaration}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`;
}
