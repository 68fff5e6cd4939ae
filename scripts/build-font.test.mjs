/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import subsetFont from 'subset-font';
import { cssFonts, pageFonts } from './budget.mjs';
import { characters, charactersIn, cutFace, fontCodePoints, inRange, ranges, shareFaces, webFaces } from './build-font.mjs';
import { parseHtml } from './out-pages.mjs';

const root = path.join(__dirname, '..');

test('the font keeps ASCII, Latin-1 for names, and every character of the content, and nothing else', () => {
  const content = mkdtempSync(path.join(os.tmpdir(), 'build-font-'));
  try {
    mkdirSync(path.join(content, 'blog'));
    writeFileSync(path.join(content, 'site.ts'), "export const name = 'Łódź ⇄ Haripur';\n");
    writeFileSync(path.join(content, 'blog', 'post.md'), '# Ship to Köln ✈\n');
    writeFileSync(path.join(content, 'site.yml'), 'ar:\n  tagline: تيسير\nzh:\n  tagline: 贸易\n');
    writeFileSync(path.join(content, 'site.test.ts'), "expect('Ж').toBe('Ж');\n");

    const kept = characters(content);
    for (const char of 'AZaz09 !~') expect(kept).toContain(char);
    for (const char of 'éüñßÖ£©') expect(kept).toContain(char);
    for (const char of '–—‘’“”…') expect(kept).toContain(char);
    // From the content files, Markdown included.
    for (const char of 'Łź⇄✈') expect(kept).toContain(char);
    // And from the YAML, in every script.
    for (const char of 'تيسر贸易') expect(kept).toContain(char);
    // Tests are not content; nor are control characters.
    expect(kept).not.toContain('Ж');
    expect(kept).not.toContain('\n');
    expect(new Set(kept).size).toBe([...kept].length);
  } finally {
    rmSync(content, { recursive: true, force: true });
  }
});

const contentText = characters();
const arabicOfContent = [...new Set(contentText)].filter((char) => /\p{Script=Arabic}/u.test(char));
const cyrillicOfContent = [...new Set(contentText)].filter((char) => /\p{Script=Cyrillic}/u.test(char));

test('fontCodePoints reads what a cut maps, and a cut keeps what it was asked for and nothing else', async () => {
  const source = readFileSync(path.join(root, 'node_modules', '@fontsource', 'inter', 'files', 'inter-latin-400-normal.woff'));
  const cut = await subsetFont(source, 'Hazr', { targetFormat: 'sfnt' });
  expect([...fontCodePoints(cut)].map((code) => String.fromCodePoint(code)).sort()).toEqual(['H', 'a', 'r', 'z']);
  expect(inRange(ranges.arabic, 'ب')).toBe(true);
  expect(inRange(ranges.arabic, 'b')).toBe(false);
  expect(charactersIn(ranges.cyrillic, 'Mир')).toBe('ир');
});

test('the Arabic cut, in each weight, holds every Arabic character of the content and no Latin letter', async () => {
  expect(arabicOfContent.length).toBeGreaterThan(30);
  const faces = webFaces.filter(({ file }) => file.startsWith('arabic-'));
  expect(faces.map(({ file }) => file)).toEqual(['arabic-400.woff2', 'arabic-600.woff2', 'arabic-700.woff2']);
  for (const face of faces) {
    const { font, kept, missing } = await cutFace(face, contentText, 'sfnt');
    const mapped = fontCodePoints(font);
    expect(arabicOfContent.filter((char) => !mapped.has(char.codePointAt(0)))).toEqual([]);
    expect(missing).toBe('');
    expect(kept).not.toMatch(/[A-Za-z0-9]/);
  }
});

test('Inter is cut per script: Latin with ASCII and Latin-1, Cyrillic with every Russian letter of the content', async () => {
  expect(cyrillicOfContent.length).toBeGreaterThan(50);
  const face = (file) => webFaces.find((item) => item.file === file);
  const latin = fontCodePoints((await cutFace(face('inter-latin.woff2'), contentText, 'sfnt')).font);
  for (const char of 'AZaz09éñçœ€“”…') expect(latin.has(char.codePointAt(0))).toBe(true);
  expect(latin.has('Ж'.codePointAt(0))).toBe(false);
  const cyrillic = fontCodePoints((await cutFace(face('inter-cyrillic.woff2'), contentText, 'sfnt')).font);
  expect(cyrillicOfContent.filter((char) => !cyrillic.has(char.codePointAt(0)))).toEqual([]);
});

test('the share images have a face for every character of the content in Arabic and Chinese, and Latin and Cyrillic', async () => {
  const han = [...new Set(contentText)].filter((char) => /\p{Script=Han}/u.test(char));
  expect(han.length).toBeGreaterThan(500);
  for (const [file, wanted] of [
    ['arabic-700.ttf', arabicOfContent],
    ['chinese-700.otf', han],
    ['inter-cyrillic-700.ttf', cyrillicOfContent],
  ]) {
    const { font } = await cutFace(
      shareFaces.find((face) => face.file === file),
      contentText,
      'sfnt',
    );
    const mapped = fontCodePoints(font);
    expect([file, wanted.filter((char) => !mapped.has(char.codePointAt(0))).join('')]).toEqual([file, '']);
  }
}, 30_000);

test('components/layout/fonts.ts declares each face with the unicode-range build-font.mjs cuts it to', () => {
  const source = readFileSync(path.join(root, 'components', 'layout', 'fonts.ts'), 'utf8');
  const calls = source.split(/localFont\(/).slice(1);
  const declared = new Map();
  for (const call of calls) {
    const range = /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(call)?.[1];
    for (const [, file] of call.matchAll(/'\.\/generated\/([\w-]+\.woff2)'/g)) declared.set(file, range);
  }
  expect([...declared.keys()].sort()).toEqual(webFaces.map(({ file }) => file).sort());
  for (const face of webFaces) expect([face.file, declared.get(face.file)]).toEqual([face.file, face.range]);
});

test('app/globals.css names the Arabic face only for right-to-left pages: a Latin page downloads no Arabic file', () => {
  const globals = readFileSync(path.join(root, 'app', 'globals.css'), 'utf8');
  // next/font's output for fonts.ts as Turbopack writes it, shortened: its @font-face rules with the
  // families fonts.ts sets, and its classes on <html>, whose properties carry names of its own.
  const nextFont = `
    @font-face { font-family: Inter; src: url(../media/inter-latin.woff2); unicode-range: ${ranges.latin}; }
    @font-face { font-family: interLatin Fallback; src: local(Arial); }
    @font-face { font-family: IBM Plex Sans Arabic; src: url(../media/arabic-400.woff2); unicode-range: ${ranges.arabic}; }
    .fonts_variable { --font-inter: 'interLatin', 'interLatin Fallback'; --font-arabic: 'arabic'; }
    body { font-family: var(--font-sans), sans-serif; }`;
  const css = `${nextFont}\n${globals.replace(/@import[^;]+;|@config[^;]+;|@apply[^;]+;/g, '')}`;
  const arabicRules = cssFonts(css).rules.filter(({ families }) => families.includes('ibm plex sans arabic'));
  expect(arabicRules.length).toBeGreaterThan(0);
  for (const { selectors } of arabicRules) for (const selector of selectors) expect(selector).toMatch(/\[dir='rtl'\]|:lang\(ar\)/);
  // Every page's stack names Inter itself, not only next/font's property (whose family no face has).
  const stacks = cssFonts(css).rules.filter(({ selectors }) => selectors.some((selector) => /^(:root|html)/.test(selector)));
  expect(stacks.length).toBeGreaterThanOrEqual(3);
  for (const { selectors, families } of stacks) expect([selectors, families.includes('inter')]).toEqual([selectors, true]);
  const sheets = [{ url: '/_next/static/chunks/app.css', css }];
  const document = (lang, dir) =>
    parseHtml(`<!DOCTYPE html><html lang="${lang}" dir="${dir}" class="fonts_variable"><body><p>Hazara · العربية · 中文</p></body></html>`);
  expect(pageFonts(document('en', 'ltr'), sheets)).toEqual(['/_next/static/media/inter-latin.woff2']);
  expect(pageFonts(document('zh-Hans', 'ltr'), sheets)).toEqual(['/_next/static/media/inter-latin.woff2']);
  expect(pageFonts(document('ar', 'rtl'), sheets).sort()).toEqual([
    '/_next/static/media/arabic-400.woff2',
    '/_next/static/media/inter-latin.woff2',
  ]);
});
