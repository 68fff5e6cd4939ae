/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { getAbout } from '../about';
import { getHome } from '../home';
import { getNavigation } from '../navigation';
import { ContentError, certificationSchema, defineContent, imageSchema, productEntrySchema, siteSchema } from '../schema';
import { getCategories } from '../categories';
import { getSite } from '../site';
import { getStats } from '../stats';

const about = getAbout('en');
const home = getHome('en');
const navigation = getNavigation('en');
const services = getCategories('en');
const site = getSite('en');
const stats = getStats('en');

const root = path.resolve(__dirname, '../..');

/** Every `src` of an image anywhere in a content value. */
function imagePaths(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imagePaths);
  if (value && typeof value === 'object') {
    const parsed = imageSchema.safeParse(value);
    if (parsed.success) return [parsed.data.src];
    return Object.values(value).flatMap(imagePaths);
  }
  return [];
}

describe('defineContent', () => {
  it('names the file and the field of a missing or malformed value', () => {
    const broken = { ...site, email: 'not-an-email', address: { ...site.address, postcode: undefined } };
    expect(() => defineContent('content/site.ts', siteSchema, broken as never)).toThrow(ContentError);
    try {
      defineContent('content/site.ts', siteSchema, broken as never);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('Invalid content in content/site.ts');
      expect(message).toMatch(/^ {2}- email: /m);
      expect(message).toMatch(/^ {2}- address\.postcode: /m);
    }
  });

  it('returns the parsed data when it is valid', () => {
    expect(defineContent('x.ts', z.object({ a: z.number() }), { a: 1 })).toEqual({ a: 1 });
  });

  it('reads optional text an editor cleared as not given, and required text left blank as an error', () => {
    // Decap writes '' for a field emptied in the editor.
    const fans = { id: 'fans', category: 'electronics' };
    const read = defineContent('x.yml', productEntrySchema, { ...fans, name: 'Fans', leadTime: '', spec: '  ' });
    expect(read).toMatchObject({ ...fans, name: 'Fans' });
    expect([read.leadTime, read.spec]).toEqual([undefined, undefined]);
    expect(() => defineContent('x.yml', productEntrySchema, { ...fans, name: ' ' })).toThrow(/- name: must not be empty/);
  });

  it('takes links to other sites only as https:// addresses on a named host', () => {
    const social = (url: string) => ({ ...site, socials: [{ name: 'Instagram', url }] });
    const refused = /socials\.0\.url: must be an https:\/\/ address/;
    for (const url of ['javascript://example.com/%0aalert(1)', 'http://www.instagram.com/', 'data://text/html,x', 'https://localhost/'])
      expect(() => defineContent('content/site.yml', siteSchema, social(url))).toThrow(refused);
    expect(defineContent('content/site.yml', siteSchema, social('https://www.instagram.com/x')).socials[0]!.url).toBe(
      'https://www.instagram.com/x',
    );
    const certification = certificationSchema.safeParse({
      id: 'iso',
      icon: 'award',
      title: 'ISO',
      text: 'Text',
      reference: { label: 'No.', value: '1' },
      issuer: 'Issuer',
      validUntil: '2027',
      verify: { label: 'Verify', url: 'javascript:alert(1)' },
    });
    expect(certification.success).toBe(false);
  });
});

describe('site content', () => {
  it('gives each statistic a figure a visitor can read: a percentage is no more than 100', () => {
    for (const { target, suffix } of stats) if (suffix.trim() === '%') expect(target).toBeLessThanOrEqual(100);
  });

  it('names each strength and each reason once', () => {
    for (const items of [home.strengths.items, about.reasons.items]) {
      const titles = items.map(({ title }) => title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('links only to pages that exist', () => {
    const pages = new Set(
      readdirSync(path.join(root, 'app', '[locale]'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('page.tsx'))
        .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/').replace(/^\/\.?$/, '/')),
    );
    const categoryPages = new Set(services.map(({ slug }) => `/services/${slug}`));
    const links = [...navigation.main, navigation.store, ...navigation.account, ...navigation.footerQuick, ...navigation.offerings];
    for (const link of links) {
      const pathname = link.href.split(/[?#]/)[0]!;
      expect(pages.has(pathname) || categoryPages.has(pathname) ? pathname : `missing page for ${link.href}`).toBe(pathname);
    }
  });
});

describe('copy that agrees with itself', () => {
  /** Every content file's text (data modules, YAML and Markdown articles), by file name. */
  const files = readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|md|yml)$/.test(file) && !file.includes('__tests__') && !file.endsWith('.test.ts'))
    .map((file) => ({ file, text: readFileSync(path.join(root, 'content', file), 'utf8') }));
  const found = (pattern: RegExp) => files.flatMap(({ file, text }) => (text.match(pattern) ?? []).map((match) => `${file}: ${match}`));

  it('promises no round-the-clock answers beside "we reply within one business day"', () => {
    expect(found(/24\/7|24 hours|round[- ]the[- ]clock|same day|within (an|one|the) hour/gi)).toEqual([]);
  });

  it('says how many countries we can ship to in one figure, apart from where we have shipped so far', () => {
    const figures = found(/(\d+\+|more than \d+) countries/gi).map((claim) => claim.match(/\d+/g)!.at(-1));
    expect(new Set(figures).size).toBeLessThanOrEqual(1);
    expect(found(/(shipping|shipped|exporting) (across|to) (\d+\+|more than \d+) countries/gi)).toEqual([]);
  });
});

describe('images', () => {
  const content = { site, home, services };

  it('every image path in content/ exists under public/ (run `npm run art` first)', () => {
    const missing = imagePaths(content).filter((src) => !existsSync(path.join(root, 'public', src)));
    expect(missing).toEqual([]);
  });
});
