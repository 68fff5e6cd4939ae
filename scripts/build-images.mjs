#!/usr/bin/env node
// Turns every photo under public/images/ into AVIF, WebP and fallback variants for <ContentImage>, checks and
// encodes only the uploads content uses, and (--ship) drops from out/ the originals no page links (docs/images.md).
//
//   node scripts/build-images.mjs            (part of `npm run art`, so of every build and test run)
//   node scripts/build-images.mjs --ship out (in `npm run build`, after `next build`)
//
// Outputs, in public/images/responsive/ (generated, not committed):
//   {path}-{width}.{avif,webp,jpg|png|webp}  e.g. photos/warehouse-640.avif for images/photos/warehouse.jpg
//   manifest.json  { "/images/photos/warehouse.jpg": { width, height, widths, fallback, base } }
// A variant newer than its photo is kept; variants of photos that are gone are deleted.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import sharp from 'sharp';

/** Widths a photo is offered at, in pixels: phone, phone at 2x and 3x, tablet, desktop at 2x. */
export const WIDTHS = [320, 640, 960, 1280, 1920];
/** Sources worth encoding; SVG is already as small and sharp as it gets. */
const PHOTO = /\.(jpe?g|png|webp|avif|gif)$/i;
/** The fallback format of a source, by sharp's name for it: its own, or the closest old browsers take. */
const FALLBACK = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'png' };
const fallbackOf = (meta) => FALLBACK[meta.format] ?? (meta.hasAlpha ? 'png' : 'jpg');
const ENCODE = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 72, effort: 5 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, palette: true, quality: 85 }),
};

/** The widths a photo `width` pixels wide is offered at: the standard ones below it, then itself (at most 1920). */
export function widthsFor(width) {
  const largest = Math.min(width, WIDTHS.at(-1));
  return [...WIDTHS.filter((candidate) => candidate < largest), largest];
}

function* photosIn(dir, skip) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(full)) yield* photosIn(full, skip);
    } else if (PHOTO.test(entry.name)) {
      yield full;
    }
  }
}

/** The project's own code (content/image-size.ts is TypeScript: jiti compiles it). */
const CODE = join(dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url);

/** Checks every upload in `{root}/public/images/uploads/` (dot files aside); throws listing each refused file and why. */
export async function checkUploads(root) {
  // jiti's synchronous load: its import() needs a dynamic import that Jest's VM does not allow.
  const { checkUpload, uploadsFolder } = jiti(join(CODE, 'content', 'image-size.ts'));
  const problems = [];
  for (const file of filesIn(join(root, uploadsFolder))) {
    if (file.split(sep).at(-1).startsWith('.')) continue;
    try {
      checkUpload(relative(root, file).split(sep).join('/'), root);
    } catch (error) {
      problems.push(error.message);
    }
  }
  if (problems.length > 0)
    throw new Error(
      `refused ${problems.length === 1 ? 'an upload' : `${problems.length} uploads`} in ${uploadsFolder}/:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
}

function* filesIn(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

/** Where content refers to an upload: `/images/uploads/…` up to a quote, space, bracket or the line's end. */
const UPLOAD_REF = /\/images\/uploads\/[^\s"'()<>\[\]]+/g;
/** The same in a Markdown image (`![alt](…)`) or an HTML `<img src>`: the page links the file itself. */
const LINKED_REF = /(?:!\[[^\]]*\]\(\s*<?|<img\b[^>]*?\bsrc\s*=\s*["']?)(\/images\/uploads\/[^\s"'()<>\[\]]+)/gi;
const CONTENT_TEXT = /\.(ya?ml|md|markdown|json|html?)$/i;

/** `/images/uploads/a/../b.jpg` as the path of a file in the uploads folder ("b.jpg"), or undefined when it leaves it. */
function uploadName(ref) {
  let decoded = ref;
  try {
    decoded = decodeURIComponent(ref);
  } catch {
    // Not percent-encoded after all: read as it is.
  }
  const normal = posix.normalize(decoded.replace(/[?#].*$/, ''));
  return normal.startsWith('/images/uploads/') ? normal.slice('/images/uploads/'.length) : undefined;
}

/**
 * Which uploads content/ names, as { used, linked }: upload → content files; `linked` those an article's text
 * links as they are, which the site serves as the original file.
 */
export function uploadUses(root) {
  const used = new Map();
  const linked = new Map();
  const add = (map, name, file) =>
    map.set(
      name,
      [...(map.get(name) ?? []), file].filter((v, i, all) => all.indexOf(v) === i),
    );
  for (const file of filesIn(join(root, 'content'))) {
    if (!CONTENT_TEXT.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const where = relative(root, file).split(sep).join('/');
    for (const [ref] of text.matchAll(UPLOAD_REF)) {
      const name = uploadName(ref);
      if (name) add(used, name, where);
    }
    for (const [, ref] of text.matchAll(LINKED_REF)) {
      const name = uploadName(ref);
      if (name) add(linked, name, where);
    }
  }
  return { used, linked };
}

/** The files in the uploads folder (dot files aside), by name ("crate.jpg", "2026/crate.jpg"). */
function uploadNames(root) {
  const folder = join(root, 'public', 'images', 'uploads');
  return [...filesIn(folder)]
    .map((file) => relative(folder, file).split(sep).join('/'))
    .filter((name) => !name.split('/').at(-1).startsWith('.'));
}

/** The warning for uploads no content uses: each file, and how to remove it. Empty when every upload is used. */
export function unusedUploadsWarning(names) {
  if (names.length === 0) return '';
  const files = names.map((name) => `public/images/uploads/${name}`);
  return [
    `build-images: ${names.length === 1 ? '1 upload is' : `${names.length} uploads are`} used by no content, so neither encoded nor shipped:`,
    ...files.map((file) => `  - ${file}`),
    `  Delete ${names.length === 1 ? 'it' : 'them'} in /admin/ (Media, select, Delete) or with: git rm ${files.join(' ')}`,
  ].join('\n');
}

/** After `next build`: deletes from out/ the uploads no page links as originals, and the manifest; returns kept and deleted. */
export function shipUploads({ root, outDir }) {
  // The variants' manifest is read at build from public/; no visitor asks for it.
  rmSync(join(outDir, 'images', 'responsive', 'manifest.json'), { force: true });
  const { used, linked } = uploadUses(root);
  const folder = join(outDir, 'images', 'uploads');
  const kept = [];
  const deleted = [];
  for (const file of filesIn(folder)) {
    const name = relative(folder, file).split(sep).join('/');
    if (name.split('/').at(-1).startsWith('.')) {
      rmSync(file);
      continue;
    }
    const original = linked.has(name) || (used.has(name) && !PHOTO.test(name));
    if (original) kept.push(name);
    else {
      rmSync(file);
      deleted.push(name);
    }
  }
  return { kept, deleted };
}

/** Encodes the photos under `{root}/public/images` and writes the manifest; returns it and how many were encoded. */
export async function buildImages({ root, log = () => {}, warn = () => {} }) {
  const images = join(root, 'public', 'images');
  const out = join(images, 'responsive');
  const manifest = {};
  const wanted = new Set([join(out, 'manifest.json')]);
  let encoded = 0;
  await checkUploads(root);
  const { used } = uploadUses(root);
  const unused = uploadNames(root).filter((name) => !used.has(name));
  const uploads = join(images, 'uploads');

  for (const file of photosIn(images, [join(images, 'art'), out])) {
    const src = `/${relative(join(root, 'public'), file).split(sep).join('/')}`;
    if (file.startsWith(uploads + sep) && !used.has(relative(uploads, file).split(sep).join('/'))) continue;
    const name = relative(images, file).split(sep).join('/').replace(PHOTO, '');
    let meta;
    try {
      meta = await sharp(file).metadata();
    } catch (error) {
      throw new Error(`${relative(root, file)}: not a readable image (${error.message})`, { cause: error });
    }
    // Photos from cameras carry their rotation in EXIF; the variants are stored upright.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    const fallback = fallbackOf(meta);
    const widths = widthsFor(width);
    manifest[src] = { width, height, widths, fallback, base: `/images/responsive/${name}` };

    const changed = statSync(file).mtimeMs;
    for (const size of widths) {
      for (const format of new Set(['avif', 'webp', fallback])) {
        const target = join(out, `${name}-${size}.${format}`);
        wanted.add(target);
        if (existsSync(target) && statSync(target).mtimeMs >= changed) continue;
        mkdirSync(dirname(target), { recursive: true });
        const resized = sharp(file).rotate().resize({ width: size, withoutEnlargement: true });
        await ENCODE[format](resized).toFile(target);
        encoded += 1;
      }
    }
    log(`  ${src}: ${width}×${height} → ${widths.join(', ')} px`);
  }

  for (const file of filesIn(out)) if (!wanted.has(file)) rmSync(file);
  mkdirSync(out, { recursive: true });
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  const manifestFile = join(out, 'manifest.json');
  if (!existsSync(manifestFile) || readFileSync(manifestFile, 'utf8') !== json) writeFileSync(manifestFile, json);
  if (unused.length > 0) warn(unusedUploadsWarning(unused));
  return { manifest, encoded, unused };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const ship = process.argv.indexOf('--ship');
  if (ship !== -1) {
    const { kept, deleted } = shipUploads({ root, outDir: join(root, process.argv[ship + 1] ?? 'out') });
    console.log(
      `images: uploads shipped as originals: ${kept.length} (linked by a page), left out: ${deleted.length} (shown through their variants, or unused)`,
    );
    process.exit(0);
  }
  buildImages({ root, log: console.log, warn: console.warn })
    .then(({ manifest, encoded }) => {
      console.log(`images: ${Object.keys(manifest).length} photos, ${encoded} variants encoded → public/images/responsive/`);
    })
    .catch((error) => {
      console.error(`build-images: ${error.message}`);
      process.exit(1);
    });
}
