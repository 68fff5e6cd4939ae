/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import subsetFont from 'subset-font';
import { cssFonts, pageFonts } from './budget.mjs';
import {
  alphabets,
  characters,
  charactersIn,
  contentCharacters,
  cutFace,
  describeUncovered,
  facesCss,
  fontCodePoints,
  inRange,
  interFaces,
  languageFaceFiles,
  languageFaces,
  ranges,
  readLocales,
  shareFaces,
  uncovered,
  webFaces,
} from './build-font.mjs';
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
  const faces = webFaces().filter(({ file }) => file.startsWith('ibm-plex-sans-arabic-'));
  expect(faces.map(({ file }) => file)).toEqual([
    'ibm-plex-sans-arabic-400.woff2',
    'ibm-plex-sans-arabic-600.woff2',
    'ibm-plex-sans-arabic-700.woff2',
  ]);
  for (const face of faces) {
    const { font, kept, missing } = await cutFace(face, contentText, 'sfnt');
    const mapped = fontCodePoints(font);
    expect(arabicOfContent.filter((char) => !mapped.has(char.codePointAt(0)))).toEqual([]);
    expect(missing).toBe('');
    expect(kept).not.toMatch(/[A-Za-z0-9]/);
  }
});

test('Inter is cut per script: Latin with ASCII and Latin-1, Cyrillic with every Russian letter, used yet or not', async () => {
  expect(cyrillicOfContent.length).toBeGreaterThan(50);
  const face = (file) => interFaces.find((item) => item.file === file);
  const latin = fontCodePoints((await cutFace(face('inter-latin.woff2'), contentText, 'sfnt')).font);
  for (const char of 'AZaz09éñçœ€“”…') expect(latin.has(char.codePointAt(0))).toBe(true);
  expect(latin.has('Ж'.codePointAt(0))).toBe(false);
  const cyrillic = fontCodePoints((await cutFace(face('inter-cyrillic.woff2'), contentText, 'sfnt')).font);
  expect(cyrillicOfContent.filter((char) => !cyrillic.has(char.codePointAt(0)))).toEqual([]);
  // An all-caps eyebrow is set in one face whatever letters an editor types: Ё Й Ц Щ Ъ Ы Ь Ю too.
  const russian = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя';
  expect([...russian].filter((char) => !cyrillic.has(char.codePointAt(0))).join('')).toBe('');
  // Even when the content has no Russian at all.
  const bare = fontCodePoints((await cutFace(face('inter-cyrillic.woff2'), 'Hazara', 'sfnt')).font);
  expect([...russian].filter((char) => !bare.has(char.codePointAt(0))).join('')).toBe('');
});

test('an Arabic-script face holds the whole alphabet, Urdu’s letters and punctuation included, whatever the content uses', async () => {
  const [face] = languageFaceFiles(languageFaces([{ code: 'ur', lang: 'ur', dir: 'rtl' }])[0]);
  const mapped = fontCodePoints((await cutFace(face, 'Hazara', 'sfnt')).font);
  const urdu = 'ابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھءیے۔،؟';
  expect([...urdu].filter((char) => !mapped.has(char.codePointAt(0))).join('')).toBe('');
  // Arabic's own face keeps Arabic's alphabet without the letters only Urdu uses.
  const [arabic] = languageFaceFiles(languageFaces([{ code: 'ar', lang: 'ar', dir: 'rtl' }])[0]);
  const arabicMapped = fontCodePoints((await cutFace(arabic, 'Hazara', 'sfnt')).font);
  expect([...alphabets.Arabic].filter((char) => !arabicMapped.has(char.codePointAt(0))).join('')).toBe('');
  expect(arabicMapped.has('ے'.codePointAt(0))).toBe(false);
});

describe('the faces of the languages of content/locales.yml', () => {
  const locales = [
    { code: 'en', lang: 'en', dir: 'ltr' },
    { code: 'ar', lang: 'ar', dir: 'rtl' },
    { code: 'ru', lang: 'ru', dir: 'ltr' },
    { code: 'zh', lang: 'zh-Hans', dir: 'ltr' },
  ];

  it('gives a language its script’s default face, and none to Latin, Cyrillic or Chinese (Inter and the platform’s)', () => {
    const faces = languageFaces(locales);
    expect(faces.map(({ family, langs, weights }) => ({ family, langs, weights }))).toEqual([
      { family: 'IBM Plex Sans Arabic', langs: ['ar'], weights: [400, 600, 700] },
    ]);
  });

  it('sets a language in the face its line names, and only its pages', () => {
    // Noto Nastaliq Urdu in production (docs/languages.md); an installed package stands in for it here.
    const faces = languageFaces([...locales, { code: 'ur', lang: 'ur', dir: 'rtl', font: '@fontsource/ibm-plex-sans-arabic' }]);
    expect(faces).toHaveLength(1);
    expect(faces[0].langs).toEqual(['ar', 'ur']);
    const css = facesCss(faces);
    expect(css).toMatch(/html:lang\(ar\),\nhtml:lang\(ur\) \{\n {2}--font-sans: 'IBM Plex Sans Arabic', 'Inter', var\(--font-inter\);/);
    expect(css.match(/@font-face/g)).toHaveLength(3);
    expect(css).toContain("src: url('./ibm-plex-sans-arabic-700.woff2') format('woff2');");
    const rules = cssFonts(css).rules.filter(({ families }) => families.includes('ibm plex sans arabic'));
    for (const { selectors } of rules) for (const selector of selectors) expect(selector).toMatch(/^html:lang\((ar|ur)\)$/);
  });

  it('refuses a face that is not installed or does not draw the language’s script, naming content/locales.yml', () => {
    expect(() => languageFaces([{ code: 'ur', lang: 'ur', dir: 'rtl', font: '@fontsource/noto-nastaliq-urdu-missing' }])).toThrow(
      'content/locales.yml: ur.font: @fontsource/noto-nastaliq-urdu-missing is not installed; add it with `npm install --save-dev @fontsource/noto-nastaliq-urdu-missing`',
    );
    expect(() => languageFaces([{ code: 'ur', lang: 'ur', dir: 'rtl', font: '@fontsource/inter' }])).toThrow(
      /content\/locales\.yml: ur\.font: @fontsource\/inter has no arabic subset for ur/,
    );
  });
});

test('the build names the file and the character when the content uses a letter its script’s face does not draw', async () => {
  const content = mkdtempSync(path.join(os.tmpdir(), 'build-font-'));
  try {
    // Ӂ is Cyrillic but outside the cut's range; Ω is Greek, which no face sets; 中 is the platform's.
    writeFileSync(path.join(content, 'about.yml'), 'ru:\n  title: Ӂуков\n  note: Ω 中\n');
    const found = contentCharacters(content);
    const text = characters(content);
    const cuts = [];
    for (const face of interFaces) {
      const { kept } = await cutFace(face, text, 'sfnt');
      cuts.push({ file: face.file, script: face.file.includes('cyrillic') ? 'Cyrillic' : 'Latin', kept });
    }
    const problems = uncovered(found, cuts).map((problem) => ({ ...problem, file: path.basename(problem.file) }));
    expect(problems.map(describeUncovered)).toEqual([
      'about.yml: "Ӂ" (U+04C1, Cyrillic) is not in inter-cyrillic.woff2, the Cyrillic face',
      'about.yml: "Ω" (U+03A9, Greek): no face sets the Greek script; name one on the language\'s line of content/locales.yml (font:)',
    ]);
  } finally {
    rmSync(content, { recursive: true, force: true });
  }
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

test('every letter of today’s content is drawn by its script’s face', async () => {
  const locales = readLocales();
  const script = (file) =>
    file.includes('cyrillic') ? 'Cyrillic' : file.startsWith('inter-') ? 'Latin' : languageFaces(locales).length && 'Arabic';
  const cuts = [];
  for (const face of webFaces(locales))
    cuts.push({ file: face.file, script: script(face.file), kept: (await cutFace(face, contentText, 'sfnt')).kept });
  expect(uncovered(contentCharacters(), cuts).map(describeUncovered)).toEqual([]);
}, 30_000);

test('components/layout/fonts.ts declares each face with the unicode-range build-font.mjs cuts it to', () => {
  const source = readFileSync(path.join(root, 'components', 'layout', 'fonts.ts'), 'utf8');
  const calls = source.split(/localFont\(/).slice(1);
  const declared = new Map();
  for (const call of calls) {
    const range = /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(call)?.[1];
    for (const [, file] of call.matchAll(/'\.\/generated\/([\w-]+\.woff2)'/g)) declared.set(file, range);
  }
  expect([...declared.keys()].sort()).toEqual(interFaces.map(({ file }) => file).sort());
  for (const face of interFaces) expect([face.file, declared.get(face.file)]).toEqual([face.file, face.range]);
});

test('app/globals.css names the Arabic face only for right-to-left pages: a Latin page downloads no Arabic file', () => {
  const globals = readFileSync(path.join(root, 'app', 'globals.css'), 'utf8');
  // next/font's output for fonts.ts as Turbopack writes it, shortened: its @font-face rules with the
  // families fonts.ts sets, and its classes on <html>, whose properties carry names of its own.
  const nextFont = `
    @font-face { font-family: Inter; src: url(../media/inter-latin.woff2); unicode-range: ${ranges.latin}; }
    @font-face { font-family: interLatin Fallback; src: local(Arial); }
    .fonts_variable { --font-inter: 'interLatin', 'interLatin Fallback'; }
    body { font-family: var(--font-sans), sans-serif; }`;
  // The languages' own faces, as build-font.mjs writes them (generated/faces.css), urls as the bundler rewrites them.
  const languages = languageFaces(readLocales());
  const faces = facesCss(languages).replace(/url\('\.\/([\w-]+\.woff2)'\)/g, 'url(../media/$1)');
  const css = `${nextFont}\n${faces}\n${globals.replace(/@import[^;]+;|@config[^;]+;|@apply[^;]+;/g, '')}`;
  const arabicRules = cssFonts(css).rules.filter(({ families }) => families.includes('ibm plex sans arabic'));
  expect(arabicRules.length).toBeGreaterThan(0);
  // Only the pages of the languages set in it (Arabic, and any other content/locales.yml sets in it).
  const itsPages = new RegExp(`:lang\\((${languages.find(({ family }) => family === 'IBM Plex Sans Arabic').langs.join('|')})\\)`);
  for (const { selectors } of arabicRules) for (const selector of selectors) expect(selector).toMatch(itsPages);
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
    '/_next/static/media/ibm-plex-sans-arabic-400.woff2',
    '/_next/static/media/ibm-plex-sans-arabic-600.woff2',
    '/_next/static/media/ibm-plex-sans-arabic-700.woff2',
    '/_next/static/media/inter-latin.woff2',
  ]);
});
