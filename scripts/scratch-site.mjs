// A scratch copy of this checkout to build apart from it (the browser tests that build a site of
// their own, the scale bench): its files without what git or a build makes, its packages
// hard-linked (Turbopack does not follow a node_modules symlink out of the project), and, to build
// only what a test reads, its content cut to some of its languages and products.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const skipped = new Set(['node_modules', 'out', '.next', '.git', 'test-results', '.screenshots', 'playwright-report']);

/** Copies the checkout into a new folder under the system's temporary one; returns its path. */
export function scratchCopy(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  cpSync(root, dir, {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => !skipped.has(path.relative(root, source).split(path.sep)[0]),
  });
  linkPackages(dir);
  return dir;
}

/** Hard-links this checkout's node_modules into `dir`. */
export function linkPackages(dir) {
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
}

/**
 * Leaves `dir`'s content in the languages `codes` only: their lines of content/locales.yml, their
 * folders where a folder holds one per language, their blocks where a file holds one per language.
 * A build then makes those languages' pages only.
 */
export function keepLanguages(dir, codes) {
  const content = path.join(dir, 'content');
  const kept = new Set(codes);
  const localesFile = path.join(content, 'locales.yml');
  const locales = parse(readFileSync(localesFile, 'utf8'));
  writeFileSync(localesFile, stringify(locales.filter((locale) => kept.has(locale.code))));
  const walk = (folder) => {
    const entries = readdirSync(folder, { withFileTypes: true });
    const byLanguage = entries.some((entry) => entry.isDirectory() && entry.name === 'en');
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!byLanguage) walk(full);
        else if (!kept.has(entry.name)) rmSync(full, { recursive: true });
      } else if (entry.name.endsWith('.yml') && full !== localesFile) {
        const data = parse(readFileSync(full, 'utf8'));
        if (!data || typeof data !== 'object' || Array.isArray(data) || !('en' in data)) continue;
        writeFileSync(full, stringify(Object.fromEntries(Object.entries(data).filter(([code]) => kept.has(code)))));
      }
    }
  };
  walk(content);
}

/**
 * Leaves `dir` with the first `perCategory` products of each category (in its productOrder, then by
 * id, as the site lists them) and those `also` names, in every language: a build then makes a few
 * product pages of each category, not all. A category's productOrder passes over the ids it loses.
 */
export function keepProducts(dir, perCategory, also = []) {
  const folder = path.join(dir, 'content', 'products');
  const categories = path.join(dir, 'content', 'services', 'en');
  const byCategory = new Map();
  for (const name of readdirSync(path.join(folder, 'en')).filter((file) => file.endsWith('.yml'))) {
    const { id, category } = parse(readFileSync(path.join(folder, 'en', name), 'utf8'));
    byCategory.set(category, [...(byCategory.get(category) ?? []), id]);
  }
  const kept = new Set(also);
  for (const [category, ids] of byCategory) {
    const order = parse(readFileSync(path.join(categories, `${category}.yml`), 'utf8')).productOrder ?? [];
    const listed = order.filter((id) => ids.includes(id));
    const rest = ids.filter((id) => !listed.includes(id)).sort();
    for (const id of [...listed, ...rest].slice(0, perCategory)) kept.add(id);
  }
  for (const language of readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()))
    for (const name of readdirSync(path.join(folder, language.name)))
      if (name.endsWith('.yml') && !kept.has(name.slice(0, -'.yml'.length))) rmSync(path.join(folder, language.name, name));
}

/** Runs `npm run build` in `dir` (`started` is handed its process); resolves with its output, rejects with its last 4,000 characters. */
export function buildSite(dir, started = () => undefined) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started(child);
    child.once('error', (error) => reject(new Error(`npm run build in ${dir} could not start: ${error.message}`)));
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`npm run build in ${dir} exited ${code}:\n${output.slice(-4000)}`)),
    );
  });
}
