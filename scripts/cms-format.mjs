#!/usr/bin/env node
// Lays the content files out as Decap writes them on save (its YAML library, key order, front matter), so an edit in
// /admin/ changes only the lines it touches, not every long line of a file. Data never changes; the run checks that.
//
//   node scripts/cms-format.mjs           rewrites the files that differ
//   node scripts/cms-format.mjs --check   lists them and exits 1 (a unit test runs this check)
//
// Comments do not survive a Decap save, nor this: guidance for editors lives in cms/fields.yml.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import matter from 'gray-matter';
import { createJiti } from 'jiti';
import { runAsScript } from './process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
// Decap's own copies of the YAML library (1.x, which lays text out differently from 2.x) and of
// Immutable, which holds an entry while it is edited: a map of more than eight keys comes out of it
// in its own (hashed) order, not the file's, and Decap writes it so.
const decapRequire = createRequire(createRequire(import.meta.url).resolve('decap-cms-core/package.json'));
const yaml = decapRequire('yaml');
const { fromJS } = decapRequire('immutable');

/** YAML text as Decap's formatter writes `data`: top-level keys in `order` (the collection's fields), the rest as they come. */
export function decapYaml(data, order = []) {
  const contents = yaml.createNode(fromJS(data).toJS());
  contents.items.sort((a, b) => {
    const [first, second] = [order.indexOf(String(a.key)), order.indexOf(String(b.key))];
    return first === -1 || second === -1 ? 0 : first - second;
  });
  const doc = new yaml.Document();
  doc.contents = contents;
  return doc.toString();
}

const parseYaml = (text) => yaml.parse(text);

/** A Markdown file with YAML front matter as Decap writes it (`body` is the Markdown after the front matter). */
export function decapMarkdown(text, order = []) {
  const { data, content } = matter(text, { engines: { yaml: { parse: parseYaml, stringify: (meta) => decapYaml(meta, order) } } });
  const file = matter.stringify(content, data, { engines: { yaml: { parse: parseYaml, stringify: (meta) => decapYaml(meta, order) } } });
  return content.slice(-1) !== '\n' && file.slice(-1) === '\n' ? file.slice(0, -1) : file;
}

function contentFiles(dir = path.join(ROOT, 'content')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(full);
    return /\.(yml|md)$/.test(entry.name) ? [full] : [];
  });
}

/** Every content file the editor writes (`config`: cms/config.ts's), with the top-level key order Decap gives it. */
function editedFiles(config) {
  const files = new Map();
  for (const collection of config.collections) {
    if (collection.folder) {
      const order = collection.fields.map((field) => field.name);
      for (const file of contentFiles(path.join(ROOT, collection.folder)))
        if (file.endsWith(`.${collection.extension ?? 'md'}`)) files.set(file, order);
    }
    // A page's file holds every language (single_file): Decap writes them in the configuration's order.
    for (const entry of collection.files ?? [])
      files.set(path.join(ROOT, entry.file), collection.i18n ? config.i18n.locales : entry.fields.map((field) => field.name));
  }
  return files;
}

/** The files whose layout is not Decap's, each with its text as Decap would write it. */
export function unformatted(config) {
  const changes = [];
  for (const [file, order] of editedFiles(config)) {
    const text = readFileSync(file, 'utf8');
    const markdown = file.endsWith('.md');
    const formatted = markdown ? decapMarkdown(text, order) : decapYaml(parseYaml(text), order);
    if (formatted === text) continue;
    const same = markdown
      ? isDeepStrictEqual(matter(text).data, matter(formatted).data) && matter(text).content === matter(formatted).content
      : isDeepStrictEqual(parseYaml(text), parseYaml(formatted));
    if (!same) throw new Error(`${path.relative(ROOT, file)}: laying it out as Decap does would change its data; fix the file by hand`);
    changes.push({ file: path.relative(ROOT, file), formatted });
  }
  return changes;
}

runAsScript(import.meta.url, 'cms-format', async () => {
  const jiti = createJiti(import.meta.url, { alias: { '@': ROOT } });
  const { cmsConfig } = await jiti.import(path.join(ROOT, 'cms/config.ts'));
  const changes = unformatted(cmsConfig({}));
  if (process.argv.includes('--check')) {
    if (changes.length === 0) return console.log('cms-format: every content file is laid out as the editor writes it');
    console.error(
      `cms-format: ${changes.length} content files are not laid out as the editor writes them (run node scripts/cms-format.mjs):`,
    );
    for (const { file } of changes) console.error(`  ${file}`);
    process.exitCode = 1;
    return;
  }
  for (const { file, formatted } of changes) writeFileSync(path.join(ROOT, file), formatted);
  console.log(`cms-format: ${changes.length} content files laid out as the editor writes them`);
});
