/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getCategories } from '../content/categories';
import { productArtIcons } from '../content/schema';

const services = getCategories('en');
import { duotoneIcon, categoryArtProblems } from './phosphor.mjs';

const BRAND = ['#0B1F3A', '#0F7B5F', '#F2B544']; // navy, emerald, saffron
const NEUTRALS = ['#FFF', '#F4F6F2']; // white disc and cards, the tile's paper

let out;
const read = (rel) => readFileSync(path.join(out, rel), 'utf8');
const colours = (svg) => [...new Set([...svg.matchAll(/#[0-9a-f]{3,6}\b/gi)].map(([hex]) => hex.toUpperCase()))];

beforeAll(() => {
  out = mkdtempSync(path.join(os.tmpdir(), 'build-art-'));
  execFileSync(process.execPath, ['scripts/build-art.mjs'], { env: { ...process.env, ART_OUT: out }, stdio: 'pipe' });
}, 60_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

test('draws one 320x240 tile per category, and no other', () => {
  const files = readdirSync(path.join(out, 'services')).sort();
  expect(files).toEqual(services.map(({ slug }) => `${slug}.svg`).sort());
  for (const file of files) expect(read(`services/${file}`)).toMatch(/^<svg [^>]*width="320" height="240" viewBox="0 0 320 240"/);
});

test('every tile is a few kB, in the brand palette only, with a duotone pictogram', () => {
  for (const { slug } of services) {
    const svg = read(`services/${slug}.svg`);
    expect(Buffer.byteLength(svg)).toBeLessThan(3000);
    expect([...BRAND, ...NEUTRALS]).toEqual(expect.arrayContaining(colours(svg)));
    // The pictogram's outline is navy and its fill layer emerald.
    expect(svg).toMatch(/<svg x="[\d.]+" y="[\d.]+" width="104" height="104" viewBox="0 0 256 256" color="#0B1F3A">/);
    expect(svg).toContain('fill="#0F7B5F" opacity="0.3"');
    expect(svg).not.toMatch(/emoji/i);
  }
});

test('the twenty tiles share one frame: only the pictogram (and the ids) differ', () => {
  const frame = (slug) =>
    read(`services/${slug}.svg`)
      .replaceAll(slug, 'SLUG')
      .replace(/<svg x=.*?<\/svg>/, 'PICTOGRAM');
  const first = frame(services[0].slug);
  expect(first).toContain('PICTOGRAM');
  for (const { slug } of services) expect(frame(slug)).toBe(first);
});

test('draws every drawing a product may show, each in the category tiles’ frame and palette', () => {
  const files = readdirSync(path.join(out, 'products')).sort();
  expect(files).toEqual(productArtIcons.map((icon) => `${icon}.svg`).sort());
  const frame = (svg, id) => svg.replaceAll(id, 'SLUG').replace(/<svg x=.*?<\/svg>/, 'PICTOGRAM');
  const tile = frame(read(`services/${services[0].slug}.svg`), services[0].slug);
  for (const icon of productArtIcons) {
    const svg = read(`products/${icon}.svg`);
    expect(frame(svg, `product-${icon}`)).toBe(tile);
    expect([...BRAND, ...NEUTRALS]).toEqual(expect.arrayContaining(colours(svg)));
    expect(svg).toContain('fill="#0F7B5F" opacity="0.3"');
  }
});

test('the about picture uses the same pictograms and palette', () => {
  const svg = read('about.svg');
  expect(svg).toMatch(/^<svg [^>]*width="640" height="480"/);
  expect(Buffer.byteLength(svg)).toBeLessThan(8000);
  expect([...BRAND, ...NEUTRALS]).toEqual(expect.arrayContaining(colours(svg)));
  expect(svg.match(/ color="#0B1F3A"/g)).toHaveLength(5); // the globe and four step cards
});

describe('the categories in content/services/', () => {
  const set = {
    icons: {
      'gift-duotone': { body: '<path opacity=".2" d="M0 0"/><path d="M1 1"/>' },
      'car-bold': { body: '<path d="M1 1"/>' },
      'car-duotone': { body: '<path d="M1 1"/>' },
    },
    aliases: { 'present-duotone': { parent: 'gift-duotone' } },
  };
  const tints = { paper: ['#F4F6F2', '#0F7B5F'] };
  const category = (slug, icon, tint = 'paper') => ({ slug, art: { icon, tint } });

  test('each can be drawn with the icon and tint it names', () => {
    expect(categoryArtProblems(services, JSON.parse(readFileSync(require.resolve('@iconify-json/ph/icons.json'), 'utf8')), tints)).toEqual(
      [],
    );
  });

  test('an icon missing from the set, or without a duotone layer, fails naming the category', () => {
    expect(duotoneIcon(set, 'present')).toEqual({ body: set.icons['gift-duotone'].body, width: 256, height: 256 });
    expect(
      categoryArtProblems(
        [category('gift-items', 'present'), category('toys-games', 'puzle-piece'), category('automotive', 'car')],
        set,
        tints,
      ),
    ).toEqual([
      'toys-games: art.icon "puzle-piece" is not a Phosphor duotone icon in @iconify-json/ph',
      'automotive: art.icon "car" is not a Phosphor duotone icon in @iconify-json/ph',
    ]);
  });

  test('a tint the build does not draw fails naming the category', () => {
    expect(categoryArtProblems([category('gift-items', 'gift', 'sand')], set, tints)).toEqual([
      'gift-items: art.tint "sand" is not one of paper',
    ]);
  });
});
