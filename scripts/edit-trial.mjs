#!/usr/bin/env node
// The edit trial: a marketing person's edits in /admin/, and a seventh language, applied to a
// scratch copy of this checkout as the editor writes them, then the unit tests there. No edit of
// content may fail a test: a test checks a rule over whatever the content is, or brings its own
// fixture. npm test runs its unit tests here, once: the copy holds every file of the checkout, with
// the edits on top (docs/development.md, "The edit trial"). Lint and tsc read no edited file: the
// trial asks ESLint's and Prettier's own ignore rules and tsc's extensions, and fails if they would.
//
//   node scripts/edit-trial.mjs [--keep] [--content] [-- <jest arguments>]
//   --keep  keeps the scratch copy and prints where; --content  runs only the tests that read content/
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { decapYaml } from './cms-format.mjs';
import { runAsScript } from './process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const notCopied = new Set(['node_modules', '.git', '.next', 'out', 'coverage', 'test-results', 'playwright-report', '.screenshots']);

const read = (dir, file) => parse(readFileSync(path.join(dir, file), 'utf8'));
const write = (dir, file, data) => writeFileSync(path.join(dir, file), decapYaml(data));
const productFiles = (dir, code) =>
  readdirSync(path.join(dir, 'content/products', code))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => `content/products/${code}/${name}`);

/**
 * Puts a category's products in `order` (ids; the others keep theirs after them), as the editor
 * stores a category's order (its `productOrder` list): the one place that knows how, should that change.
 */
export function reorderCategory(dir, category, order) {
  const file = `content/services/en/${category}.yml`;
  const data = read(dir, file);
  const listed = data.productOrder ?? [];
  write(dir, file, { ...data, productOrder: [...listed].sort((a, b) => rank(order, a) - rank(order, b)) });
  return [file];
}
const rank = (order, id) => (order.includes(id) ? order.indexOf(id) : order.length);

/** The edits, each as the editor would save it; each returns the files it changed. */
export const edits = {
  'every product renamed, in every language': (dir) =>
    readdirSync(path.join(dir, 'content/products')).flatMap((code) =>
      productFiles(dir, code).flatMap((file) => {
        const data = read(dir, file);
        if (!data.name) return [];
        write(dir, file, { ...data, name: `${data.name} (${code === 'en' ? 'new' : '+'})` });
        return [file];
      }),
    ),
  'a specification value': (dir) => {
    const file = productFiles(dir, 'en').find((name) => read(dir, name).specs?.length);
    const data = read(dir, file);
    data.specs[0].value = `${data.specs[0].value}; more on request`;
    write(dir, file, data);
    return [file];
  },
  'a category reversed': (dir) => {
    const category = read(dir, productFiles(dir, 'en')[0]).category;
    const order = [...(read(dir, `content/services/en/${category}.yml`).productOrder ?? [])].reverse();
    return reorderCategory(dir, category, order);
  },
  'the phone number': (dir) => {
    const site = read(dir, 'content/site.yml');
    site.en.phone = { display: '+92 345 6789012', e164: '+923456789012' };
    write(dir, 'content/site.yml', site);
    return ['content/site.yml'];
  },
  'a minimum order': (dir) => {
    const file = productFiles(dir, 'en').find((name) => read(dir, name).moq?.quantity);
    const data = read(dir, file);
    data.moq.quantity += 50;
    write(dir, file, data);
    return [file];
  },
  'the statistics': (dir) => {
    const stats = read(dir, 'content/stats.yml');
    stats.en.figures.forEach((figure, index) => (figure.target = figure.suffix === '%' ? 97 : figure.target * 2 + index + 1));
    write(dir, 'content/stats.yml', stats);
    return ['content/stats.yml'];
  },
  'the copyright year and the postcode': (dir) => {
    const site = read(dir, 'content/site.yml');
    site.en.copyrightYear -= 1;
    site.en.address.postcode = String(Number(site.en.address.postcode) + 1);
    write(dir, 'content/site.yml', site);
    return ['content/site.yml'];
  },
  'an about-page title, in English and Arabic': (dir) => {
    const about = read(dir, 'content/about.yml');
    about.en.whoWeAre.title = `${about.en.whoWeAre.title} today`;
    about.en.title = `${about.en.title} and our work`;
    if (about.ar?.title) about.ar.title = `${about.ar.title} وعملنا`;
    write(dir, 'content/about.yml', about);
    return ['content/about.yml'];
  },
  // As the editor writes a new product: English's file, Arabic's words, the photo in uploads; no
  // other language yet (its pages show English's words until it is translated).
  'a new product with a photo, in English and Arabic only': (dir) => {
    const category = read(dir, productFiles(dir, 'en')[0]).category;
    const id = 'edit-trial-copper-pot';
    const photo = `public/images/uploads/${id}.png`;
    // The smallest PNG a browser shows: one white pixel (the build measures and checks uploads).
    writeFileSync(
      path.join(dir, photo),
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC', 'base64'),
    );
    write(dir, `content/products/en/${id}.yml`, {
      id,
      category,
      checked: false,
      name: 'Hammered copper pots',
      summary: 'Hand-hammered copper cooking pots with brass handles, made to order.',
      description: 'Copper pots hammered by hand in Peshawar, tinned inside for cooking.',
      images: [{ src: `/images/uploads/${id}.png`, alt: 'A hammered copper pot' }],
      specs: [
        { label: 'Material', value: 'Copper, tin-lined' },
        { label: 'Sizes', value: '1 to 10 litres' },
      ],
      options: [],
      certificates: [],
      moq: { quantity: 200, unit: 'pieces', note: 'per size' },
      terms: { incoterms: [], ports: [] },
    });
    write(dir, `content/products/ar/${id}.yml`, {
      name: 'قدور نحاسية مطروقة',
      summary: 'قدور طبخ نحاسية مطروقة يدويًا بمقابض نحاسية، تُصنع حسب الطلب.',
      description: 'قدور نحاسية تُطرق يدويًا في بيشاور، ومبطّنة بالقصدير للطبخ.',
      images: [{ alt: 'قدر نحاسي مطروق' }],
      specs: [
        { label: 'الخامة', value: 'نحاس مبطّن بالقصدير' },
        { label: 'المقاسات', value: 'من 1 إلى 10 لترات' },
      ],
      moq: { note: 'لكل مقاس' },
    });
    return [photo, `content/products/en/${id}.yml`, `content/products/ar/${id}.yml`];
  },
  // Not the editor's: content/locales.yml is edited by hand. A draft with nothing translated.
  'a seventh language (a draft, untranslated)': (dir) => {
    const fixture = readFileSync(path.join(dir, 'e2e/fixtures/seventh-language/locale.yml'), 'utf8');
    const line = fixture.split('\n').find((text) => text.startsWith('- {'));
    const file = path.join(dir, 'content/locales.yml');
    writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n${line}\n`);
    return ['content/locales.yml'];
  },
};

/** A copy of this checkout (its uncommitted changes and generated files included) with this checkout's packages. */
function scratchCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), 'edit-trial-'));
  cpSync(ROOT, dir, {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => !notCopied.has(path.relative(ROOT, source).split(path.sep)[0]),
  });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** Every file of `dir` below the folders not copied, relative to it. */
function sourceFiles(dir, at = '') {
  return readdirSync(path.join(dir, at), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(at, entry.name);
    if (entry.isDirectory()) return notCopied.has(relative) || relative === 'e2e' ? [] : sourceFiles(dir, relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [relative.split(path.sep).join('/')] : [];
  });
}

/**
 * The code that reads content/ from disk: it uses node:fs and names the folder. Jest's
 * --findRelatedTests then picks every test that imports one of them, directly or not.
 */
export function contentReaders(dir) {
  return sourceFiles(dir).filter((file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    return /from 'node:fs'|from 'fs'|require\('(node:)?fs'\)/.test(text) && /\bcontent\//.test(text);
  });
}

/** Fails when lint or the type check would read an edited file: then they must run on the copy too. */
async function assertUnlinted(dir, files) {
  const { ESLint } = await import('eslint');
  const { getFileInfo } = await import('prettier');
  const eslint = new ESLint({ cwd: dir });
  const read = [];
  for (const file of files) {
    const full = path.join(dir, file);
    if (/\.(ts|tsx|json)$/.test(file)) read.push(`${file} (tsc)`);
    if (!(await eslint.isPathIgnored(full))) read.push(`${file} (ESLint)`);
    // Prettier reads a file it is not told to ignore and has a parser for (not a picture).
    const prettier = await getFileInfo(full, { ignorePath: path.join(dir, '.prettierignore') });
    if (!prettier.ignored && prettier.inferredParser) read.push(`${file} (Prettier)`);
  }
  if (read.length) throw new Error(`an edit changed files that lint or the type check read; run them on the copy: ${read.join(', ')}`);
}

runAsScript(import.meta.url, 'edit-trial', async () => {
  const keep = process.argv.includes('--keep');
  const onlyContent = process.argv.includes('--content');
  const jestArgs = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];
  const started = Date.now();
  const dir = scratchCopy();
  let passed = false;
  try {
    const changed = new Set();
    for (const [name, edit] of Object.entries(edits)) {
      const files = edit(dir);
      console.log(`edit-trial: ${name} (${files.length} files)`);
      files.forEach((file) => changed.add(file));
    }
    // Laid out as Decap writes them (keys in the collection's order).
    execFileSync(process.execPath, ['scripts/cms-format.mjs'], { cwd: dir, stdio: 'inherit' });
    await assertUnlinted(dir, [...changed]);
    console.log(
      `edit-trial: copied, edited and checked in ${Math.round((Date.now() - started) / 1000)} s; ${onlyContent ? 'the unit tests that read content/' : 'the unit tests'}:`,
    );
    const only = onlyContent ? ['--findRelatedTests', ...contentReaders(dir)] : [];
    const jest = spawnSync('npx', ['jest', ...only, ...jestArgs], { cwd: dir, stdio: 'inherit' });
    passed = jest.status === 0;
    if (!passed)
      throw new Error(
        'a test failed on the edited copy (above): if it passes on this checkout (npm run test:unit), it pins content staff may change (--keep keeps the copy)',
      );
  } finally {
    console.log(`edit-trial: ${passed ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`);
    if (keep) console.log(`edit-trial: the copy is kept at ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
});
