#!/usr/bin/env node
// Cuts the site's typefaces to what they set, once per script, so a page downloads only the faces for the
// characters it shows; which face a language gets and what each cut keeps: docs/languages.md, "Typefaces".
//
//   node scripts/build-font.mjs   (part of `npm run art`)
//
// Output (not committed): components/layout/generated/ (*.woff2, faces.css, and share/ for og-image.tsx).
// Exits 1, naming file and character, when content uses a letter its script's face does not draw.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { parse } from 'yaml';
import { runAsScript } from './process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const modules = join(root, 'node_modules');
export const generatedDir = join(root, 'components', 'layout', 'generated');
export const shareDir = join(generatedDir, 'share');

/** unicode-range of each face (CSS syntax): the ranges of @fontsource's subsets; components/layout/fonts.ts repeats them. */
export const ranges = {
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  // Without the Latin face's few characters in this block (ı, Œ, œ): ranges that overlap would have the browser fetch both.
  'latin-ext':
    'U+0100-0130, U+0132-0151, U+0154-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  cyrillic: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116',
  arabic:
    'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC',
  // Han, CJK punctuation, kana and full-width forms, and the quotes and dashes Chinese sets full-width.
  chinese:
    'U+2018-2019, U+201C-201D, U+2014, U+2026, U+00B7, U+2E80-2FDF, U+3000-30FF, U+3400-4DBF, U+4E00-9FFF, U+F900-FAFF, U+FE30-FE4F, U+FF00-FFEF',
};

/** The code point intervals of a CSS unicode-range: [[from, to], …]. */
export function parseRange(range) {
  return range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** Whether `char` (one code point) lies in `range` (CSS unicode-range). */
export function inRange(range, char) {
  const code = char.codePointAt(0);
  return parseRange(range).some(([from, to]) => code >= from && code <= to);
}

const span = (from, to) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');

/**
 * The letters of each script a face must draw whether or not the content uses them yet: the basic
 * alphabet in capitals and small letters, and the script's own punctuation and digits.
 */
export const alphabets = {
  Latin: span(0x41, 0x5a) + span(0x61, 0x7a),
  // А–я with Ё ё, and the numero sign.
  Cyrillic: span(0x410, 0x44f) + 'Ёё№',
  // The Arabic letters and marks, Arabic-Indic digits and punctuation.
  Arabic: span(0x621, 0x63a) + span(0x640, 0x652) + span(0x660, 0x66d) + '،؛؟',
};

/** The letters a language adds to its script's alphabet (by its lang's first subtag): cut into its face only when such a language is in content/locales.yml. */
export const languageLetters = {
  // Urdu: ٹ ڈ ڑ ں ھ ہ ۂ ۃ ے ۓ and پ چ ژ ک گ ی, Extended Arabic-Indic digits and its full stop.
  ur: 'ٹپچڈڑژکگںھہۂۃیےۓ۔' + span(0x6f0, 0x6f9),
  fa: 'پچژکگی' + span(0x6f0, 0x6f9),
};

/** The @fontsource package that sets a script (ISO 15924, as Intl.Locale(lang).maximize() gives it) when a language's line names none. Latin and Cyrillic are Inter's; Chinese is the platform's. */
export const scriptDefaults = { Arab: '@fontsource/ibm-plex-sans-arabic' };

/** A script's @fontsource subset and its Unicode name (for \p{Script=…}). */
export const scripts = {
  Arab: { subset: 'arabic', name: 'Arabic' },
  Hebr: { subset: 'hebrew', name: 'Hebrew' },
  Deva: { subset: 'devanagari', name: 'Devanagari' },
  Beng: { subset: 'bengali', name: 'Bengali' },
  Guru: { subset: 'gurmukhi', name: 'Gurmukhi' },
  Taml: { subset: 'tamil', name: 'Tamil' },
  Thai: { subset: 'thai', name: 'Thai' },
  Grek: { subset: 'greek', name: 'Greek' },
  Armn: { subset: 'armenian', name: 'Armenian' },
  Geor: { subset: 'georgian', name: 'Georgian' },
  Ethi: { subset: 'ethiopic', name: 'Ethiopic' },
};

/** Scripts set by the platform's fonts, never cut (content/locales.yml's Chinese; see app/globals.css). */
const platformScripts = ['Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo'];

/** The weights the design uses; a face is cut in those its package has. */
const designWeights = [400, 600, 700];

/** The languages of content/locales.yml, as written (the build checks them again with content/locales.ts). */
export function readLocales(file = join(root, 'content', 'locales.yml')) {
  return parse(readFileSync(file, 'utf8'));
}

/**
 * The faces the languages set their own script in, one per @fontsource package: a line's `font`, else scriptDefaults.
 * Throws naming content/locales.yml when a named package is missing or lacks the script.
 */
export function languageFaces(locales, modulesDir = modules) {
  const faces = new Map();
  for (const locale of locales) {
    const script = new Intl.Locale(locale.lang).maximize().script;
    const pkg = locale.font ?? scriptDefaults[script];
    if (!pkg) continue;
    const where = `content/locales.yml: ${locale.code}.font`;
    if (!/^@fontsource\/[a-z0-9-]+$/.test(pkg))
      throw new Error(`${where}: "${pkg}" must name a @fontsource package, e.g. @fontsource/noto-nastaliq-urdu`);
    const dir = join(modulesDir, ...pkg.split('/'));
    let metadata;
    let unicode;
    try {
      metadata = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8'));
      unicode = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8'));
    } catch {
      throw new Error(`${where}: ${pkg} is not installed; add it with \`npm install --save-dev ${pkg}\``);
    }
    const subset = scripts[script]?.subset;
    if (!subset || !unicode[subset])
      throw new Error(`${where}: ${pkg} has no ${subset ?? script} subset for ${locale.lang} (it has ${Object.keys(unicode).join(', ')})`);
    if (!faces.has(pkg)) {
      const weights = designWeights.filter((weight) => metadata.weights.includes(weight));
      faces.set(pkg, {
        package: pkg,
        id: metadata.id,
        family: metadata.family,
        script,
        subset,
        range: unicode[subset].split(',').join(', '),
        weights: weights.length ? weights : [metadata.weights.find((weight) => weight >= 400) ?? metadata.weights.at(-1)],
        dir,
        langs: [],
      });
    }
    faces.get(pkg).langs.push(locale.lang);
  }
  return [...faces.values()];
}

/** The woff2 files of a language face, one a weight, by file name in components/layout/generated/. */
export function languageFaceFiles(face) {
  return face.weights.map((weight) => ({
    file: `${face.id}-${weight}.woff2`,
    family: face.family,
    weight,
    range: face.range,
    alphabet: (alphabets[scripts[face.script].name] ?? '') + face.langs.map((lang) => languageLetters[lang.split('-')[0]] ?? '').join(''),
    source: join(face.dir, 'files', `${face.id}-${face.subset}-${weight}-normal.woff2`),
  }));
}

/** components/layout/generated/faces.css: each language face's @font-face rules, and its languages' stack (Inter after it, for Latin letters and figures). */
export function facesCss(faces) {
  const lines = ['/* Written by scripts/build-font.mjs from content/locales.yml; not committed. */'];
  for (const face of faces) {
    for (const { file, weight, range } of languageFaceFiles(face))
      lines.push(
        `@font-face {\n  font-family: '${face.family}';\n  src: url('./${file}') format('woff2');\n  font-weight: ${weight};\n  font-style: normal;\n  font-display: optional;\n  unicode-range: ${range};\n}`,
      );
    lines.push(
      `${face.langs.map((lang) => `html:lang(${lang})`).join(',\n')} {\n  --font-sans: '${face.family}', 'Inter', var(--font-inter);\n}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const fontsource = (pkg, file) => join(modules, '@fontsource', pkg, 'files', file);
const variable = (file) => join(modules, '@fontsource-variable', 'inter', 'files', file);

/** Inter's web faces (woff2), by file name in components/layout/generated/, declared by components/layout/fonts.ts. */
export const interFaces = [
  {
    file: 'inter-latin.woff2',
    range: ranges.latin,
    alphabet: alphabets.Latin,
    source: variable('inter-latin-wght-normal.woff2'),
    axes: true,
  },
  { file: 'inter-latin-ext.woff2', range: ranges['latin-ext'], source: variable('inter-latin-ext-wght-normal.woff2'), axes: true },
  {
    file: 'inter-cyrillic.woff2',
    range: ranges.cyrillic,
    alphabet: alphabets.Cyrillic,
    source: variable('inter-cyrillic-wght-normal.woff2'),
    axes: true,
  },
];

/** Every web face: Inter's, then the languages' own faces (content/locales.yml). */
export function webFaces(locales = readLocales()) {
  return [...interFaces, ...languageFaces(locales).flatMap(languageFaceFiles)];
}

/** The share images' faces (TrueType/OpenType for Pango), by file name in components/layout/generated/share/. */
export const shareFaces = [400, 700].flatMap((weight) => [
  ...['latin', 'latin-ext', 'cyrillic'].map((subset) => ({
    file: `inter-${subset}-${weight}.ttf`,
    range: ranges[subset],
    source: fontsource('inter', `inter-${subset}-${weight}-normal.woff`),
  })),
  // The space too, so that an Arabic line is one run of one face.
  {
    file: `arabic-${weight}.ttf`,
    range: `U+0020, U+00A0, ${ranges.arabic}`,
    source: fontsource('ibm-plex-sans-arabic', `ibm-plex-sans-arabic-arabic-${weight}-normal.woff`),
  },
  {
    file: `chinese-${weight}.otf`,
    range: ranges.chinese,
    source: join(modules, '@embedpdf', 'fonts-sc', 'fonts', weight === 700 ? 'NotoSansHans-Bold.otf' : 'NotoSansHans-Regular.otf'),
  },
]);

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (/\.(ts|md|ya?ml|json)$/.test(entry.name) && !entry.name.includes('.test.')) yield full;
  }
}

/** Each character of the files of content/ (YAML, Markdown, JSON, TypeScript; not tests) and the first file it is in, relative to the project. */
export function contentCharacters(contentDir = join(root, 'content')) {
  const found = new Map();
  for (const file of textFiles(contentDir))
    for (const char of readFileSync(file, 'utf8')) if (char >= ' ' && !found.has(char)) found.set(char, relative(root, file));
  return found;
}

/** Every character the site may set, sorted: ASCII, Latin-1, typographic punctuation and everything in content/. */
export function characters(contentDir = join(root, 'content')) {
  const chars = new Set(span(0x20, 0x7e) + span(0xa0, 0xff) + '‐–—‘’‚“”„…•·′″‹›€→←↑↓×−≤≥™✓');
  for (const char of contentCharacters(contentDir).keys()) chars.add(char);
  return [...chars].sort().join('');
}

const scriptOf = (char) =>
  ['Latin', 'Cyrillic', ...Object.values(scripts).map(({ name }) => name), ...platformScripts].find((name) =>
    new RegExp(`\\p{Script=${name}}`, 'u').test(char),
  );

/** The content's letters, outside the platform's scripts, that no face (or not every face of its script) draws. */
export function uncovered(found, cuts) {
  const problems = [];
  for (const [char, file] of found) {
    const script = scriptOf(char);
    if (!script || platformScripts.includes(script)) continue;
    const own = cuts.filter((cut) => cut.script === script);
    if (!own.length) problems.push({ file, char, script, face: undefined });
    for (const cut of own)
      if (!cut.kept.includes(char) && (script !== 'Latin' || !own.some((other) => other.kept.includes(char))))
        problems.push({ file, char, script, face: cut.file });
  }
  return problems;
}

/** One line for a problem of uncovered(): the file, the character, its code point and script, and the face. */
export function describeUncovered({ file, char, script, face }) {
  const code = `U+${char.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  return face
    ? `${file}: "${char}" (${code}, ${script}) is not in ${face}, the ${script} face`
    : `${file}: "${char}" (${code}, ${script}): no face sets the ${script} script; name one on the language's line of content/locales.yml (font:)`;
}

/** The characters of `text` inside `range`. */
export function charactersIn(range, text) {
  return [...text].filter((char) => inRange(range, char)).join('');
}

/** The Unicode code points a TrueType/OpenType (sfnt) font maps, from its cmap (formats 4 and 12). */
export function fontCodePoints(sfnt) {
  const data = Buffer.from(sfnt);
  const tables = data.readUInt16BE(4);
  let cmap = -1;
  for (let index = 0; index < tables; index++) {
    const record = 12 + index * 16;
    if (data.toString('latin1', record, record + 4) === 'cmap') cmap = data.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error('the font has no cmap table');
  const points = new Set();
  const subtables = data.readUInt16BE(cmap + 2);
  for (let index = 0; index < subtables; index++) {
    const table = cmap + data.readUInt32BE(cmap + 4 + index * 8 + 4);
    const format = data.readUInt16BE(table);
    if (format === 4) {
      const segments = data.readUInt16BE(table + 6) / 2;
      const ends = table + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const offsets = deltas + segments * 2;
      for (let segment = 0; segment < segments; segment++) {
        const start = data.readUInt16BE(starts + segment * 2);
        const end = data.readUInt16BE(ends + segment * 2);
        const delta = data.readUInt16BE(deltas + segment * 2);
        const offset = data.readUInt16BE(offsets + segment * 2);
        for (let code = start; code <= end && code !== 0xffff; code++) {
          let glyph;
          if (offset === 0) glyph = (code + delta) & 0xffff;
          else {
            const at = offsets + segment * 2 + offset + (code - start) * 2;
            glyph = data.readUInt16BE(at);
            if (glyph) glyph = (glyph + delta) & 0xffff;
          }
          if (glyph) points.add(code);
        }
      }
    } else if (format === 12) {
      const groups = data.readUInt32BE(table + 12);
      for (let group = 0; group < groups; group++) {
        const at = table + 16 + group * 12;
        const start = data.readUInt32BE(at);
        const end = data.readUInt32BE(at + 4);
        if (data.readUInt32BE(at + 8) === 0 && start === end) continue;
        for (let code = start; code <= end; code++) points.add(code);
      }
    }
  }
  return points;
}

/** Cuts `face` to the characters of `text` in its range: { font, kept, missing } (missing: in range, not in the source). */
export async function cutFace(face, text, targetFormat) {
  const wanted = [...new Set(charactersIn(face.range, text + (face.alphabet ?? '')))].join('');
  const input = readFileSync(face.source);
  const options = { targetFormat, ...(face.axes ? { variationAxes: { wght: { min: 400, max: 700 } } } : {}) };
  const font = await subsetFont(input, wanted, options);
  const mapped = fontCodePoints(targetFormat === 'woff2' ? await subsetFont(input, wanted, { ...options, targetFormat: 'sfnt' }) : font);
  const kept = [...wanted].filter((char) => mapped.has(char.codePointAt(0)));
  const missing = [...wanted].filter((char) => !mapped.has(char.codePointAt(0)) && char.trim() && !/\p{Cf}/u.test(char));
  return { font, kept: kept.join(''), missing: missing.join(''), sourceBytes: input.length };
}

/** Writes `bytes` to `file` only when they changed, so Next's cache stays warm. */
function writeIfChanged(file, bytes) {
  mkdirSync(dirname(file), { recursive: true });
  let same = false;
  try {
    same = statSync(file).size === bytes.length && readFileSync(file).equals(bytes);
  } catch {}
  if (!same) writeFileSync(file, bytes);
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  const started = Date.now();
  const found = contentCharacters();
  const text = characters();
  const locales = readLocales();
  const faces = languageFaces(locales);
  const problems = [];
  const lines = [];
  const cuts = [];
  const scriptOfFile = (file) => (file.startsWith('inter-cyrillic') ? 'Cyrillic' : file.startsWith('inter-') ? 'Latin' : undefined);
  const faceScript = new Map(faces.flatMap((face) => languageFaceFiles(face).map(({ file }) => [file, scripts[face.script].name])));
  for (const [list, dir, format] of [
    [webFaces(locales), generatedDir, 'woff2'],
    [shareFaces, shareDir, 'sfnt'],
  ]) {
    for (const face of list) {
      const { font, kept, missing, sourceBytes } = await cutFace(face, text, format);
      writeIfChanged(join(dir, face.file), Buffer.from(font));
      if (format === 'woff2') {
        cuts.push({ file: face.file, script: faceScript.get(face.file) ?? scriptOfFile(face.file), kept });
        lines.push(
          `  ${face.file.padEnd(32)} ${String([...kept].length).padStart(5)} characters  ${kB(font.length).padStart(9)} (was ${kB(sourceBytes)})`,
        );
      }
      // The Latin face's range holds symbols Inter does not draw (they fall back); any other face must draw its script.
      if (missing && face.range !== ranges.latin) problems.push(`${face.file} does not draw ${missing}`);
    }
  }
  writeIfChanged(join(generatedDir, 'faces.css'), Buffer.from(facesCss(faces)));
  problems.push(...uncovered(found, cuts).map(describeUncovered));
  console.log(`font: web faces cut to their scripts' alphabets and the characters of content/:\n${lines.join('\n')}`);
  for (const face of faces) console.log(`font: ${face.langs.join(', ')} set in ${face.family} (${face.package})`);
  const shareBytes = shareFaces.reduce((sum, face) => sum + statSync(join(shareDir, face.file)).size, 0);
  console.log(
    `font: share-image faces (${shareFaces.length} files, ${kB(shareBytes)}, not shipped) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (problems.length) throw new Error(`characters of the content that their face does not draw:\n  ${problems.join('\n  ')}`);
}

runAsScript(import.meta.url, 'font', main);
