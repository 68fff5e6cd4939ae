/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseHtml } from './out-pages.mjs';
import { facesToPreload, preloadExport, withPreloads } from './preload-faces.mjs';

// A site in small: Inter for Latin (preloaded by Next), its Cyrillic cut, and an Arabic face only
// Arabic pages name, as components/layout/fonts.ts and the generated faces.css declare them.
const css = `
@font-face { font-family: 'Inter'; src: url('/m/inter-latin.woff2') format('woff2'); unicode-range: U+0000-00FF; }
@font-face { font-family: 'Inter'; src: url('/m/inter-cyrillic.woff2') format('woff2'); unicode-range: U+0400-045F; }
@font-face { font-family: 'Plex Arabic'; src: url('./plex-400.woff2') format('woff2'); font-weight: 400; unicode-range: U+0600-06FF; }
@font-face { font-family: 'Plex Arabic'; src: url('./plex-700.woff2') format('woff2'); font-weight: 700; unicode-range: U+0600-06FF; }
html { --font-sans: 'Inter'; }
html:lang(ar) { --font-sans: 'Plex Arabic', 'Inter'; }
body { font-family: var(--font-sans); }
`;
const stylesheets = [{ url: '/m/site.css', css }];
const latinPreload = '<link rel="preload" href="/m/inter-latin.woff2" as="font" crossorigin="" type="font/woff2"/>';
const page = (lang, body) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/>${latinPreload}<link rel="stylesheet" href="/m/site.css"/></head><body>${body}</body></html>`;
const menu = '<nav><a href="/ru">Русский</a> <a href="/ar">العربية</a></nav>';

it('preloads the faces that set a language’s own text, not those of a few words in its menu', () => {
  const arabic = page('ar', `${menu}<h1>مورّد موثوق من باكستان</h1><p>نصدّر بالجملة إلى المشترين في الخارج منذ سنوات.</p>`);
  const russian = page('ru', `${menu}<h1>Надёжный поставщик из Пакистана</h1><p>Оптовые поставки покупателям за рубежом.</p>`);
  const english = page('en', `${menu}<h1>A reliable supplier from Pakistan</h1><p>Wholesale exports to buyers abroad.</p>`);
  expect(facesToPreload(parseHtml(arabic), stylesheets)).toEqual(['/m/plex-400.woff2', '/m/plex-700.woff2']);
  expect(facesToPreload(parseHtml(russian), stylesheets)).toEqual(['/m/inter-cyrillic.woff2']);
  // English: Inter Latin is preloaded already, "Русский" is a few letters, and no rule names the Arabic face.
  expect(facesToPreload(parseHtml(english), stylesheets)).toEqual([]);
});

it('puts the links after the font preload already there, else after the charset, and refuses a page with neither', () => {
  const links = '<link rel="preload" href="/x.woff2" as="font"/>';
  expect(withPreloads(page('ru', 'x'), links)).toContain(`${latinPreload}${links}<link rel="stylesheet"`);
  expect(withPreloads('<html><head><meta charSet="utf-8"/><title>t</title></head></html>', links)).toBe(
    `<html><head><meta charSet="utf-8"/>${links}<title>t</title></head></html>`,
  );
  expect(withPreloads('<p>x</p>', '')).toBe('<p>x</p>');
  expect(() => withPreloads('<html><head></head></html>', links)).toThrow(/neither a font preload nor/);
});

it('gives every page of a language the preloads its home page needs, once however often it runs', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'preload-faces-'));
  try {
    mkdirSync(path.join(out, 'm'));
    mkdirSync(path.join(out, 'ru', 'about'), { recursive: true });
    writeFileSync(path.join(out, 'm', 'site.css'), css);
    writeFileSync(
      path.join(out, 'index.html'),
      page('en', `${menu}<h1>A reliable supplier from Pakistan</h1><p>Wholesale exports to buyers abroad.</p>`),
    );
    writeFileSync(path.join(out, 'ru.html'), page('ru', `${menu}<h1>Надёжный поставщик из Пакистана</h1>`));
    // A page of the language whose own words are few (a table of figures) still gets its language's faces.
    writeFileSync(path.join(out, 'ru', 'about.html'), page('ru', '<table><tr><td>1 050 kg</td></tr></table>'));
    const cyrillic = '<link rel="preload" href="/m/inter-cyrillic.woff2" as="font" crossorigin="" type="font/woff2"/>';
    for (let run = 0; run < 2; run += 1) {
      expect(preloadExport(out)).toEqual(
        run === 0
          ? ['en: nothing more (1 pages)', 'ru: inter-cyrillic.woff2 (2 pages)']
          : ['en: nothing more (1 pages)', 'ru: nothing more (2 pages)'],
      );
      for (const file of ['ru.html', 'ru/about.html']) expect(readFileSync(path.join(out, file), 'utf8').split(cyrillic)).toHaveLength(2);
      expect(readFileSync(path.join(out, 'index.html'), 'utf8')).not.toContain('inter-cyrillic');
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
