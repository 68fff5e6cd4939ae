import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { siteImagePath } from '../lib/site-image';

// The pixel size of an image file, read from its header, synchronously (the content loaders are
// synchronous): PNG, JPEG, WebP, AVIF, GIF and SVG. A content image names only its file and its
// alt text; its width and height (for the <img>, so nothing moves while it loads) come from here.
// Errors name the file: "public/images/uploads/x.jpg: not an image (starts with %PDF)".
//
// Photos are measured upright, as scripts/build-images.mjs stores them: a camera photo saved
// sideways with EXIF orientation 5–8 has its width and height swapped.

export type Size = { width: number; height: number };

/** The file's type as its first bytes say, or undefined. */
export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' | 'svg';

export class ImageSizeError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    // "x.jpg does not exist", "x.jpg: not an image (…)"
    super(`${file}${/^(does|is|cannot)\b/.test(reason) ? ' ' : ': '}${reason}`);
    this.name = 'ImageSizeError';
  }
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** What a file starts with, up to its first 16 characters or first line, for the message about what it is instead. */
function opening(bytes: Buffer): string {
  const shown = ascii(bytes, 0, 16)
    .split(/[^\x20-\x7e]/)[0]!
    .trim();
  return shown ? `starts with ${shown}` : `starts with bytes ${bytes.subarray(0, 4).toString('hex') || '(none: the file is empty)'}`;
}

/** What the first bytes of a file say it is. */
export function imageTypeOf(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (/^GIF8[79]a/.test(ascii(bytes, 0, 6))) return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const size = bytes.readUInt32BE(0);
    const brands = ascii(bytes, 8, Math.min(size, bytes.length));
    if (/avif|avis/.test(brands)) return 'avif';
  }
  // SVG is text: an optional BOM, XML declaration, comments and doctype, then <svg.
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head)) return 'svg';
  return undefined;
}

/** The EXIF orientation (1–8) in a TIFF block that starts at `start`, or 1. */
function exifOrientation(bytes: Buffer, start: number): number {
  if (start + 8 > bytes.length) return 1;
  const order = ascii(bytes, start, start + 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const ifd = start + u32(start + 4);
  if (ifd + 2 > bytes.length) return 1;
  const count = u16(ifd);
  for (let entry = 0; entry < count; entry += 1) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > bytes.length) return 1;
    if (u16(at) === 0x0112) {
      const value = u16(at + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

const upright = (size: Size, orientation: number): Size => (orientation >= 5 ? { width: size.height, height: size.width } : size);

function png(bytes: Buffer): Size | undefined {
  if (bytes.length < 24 || ascii(bytes, 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function gif(bytes: Buffer): Size | undefined {
  if (bytes.length < 10) return undefined;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

/** Start-of-frame markers: C0–CF but DHT (C4), JPG (C8) and DAC (CC). */
const startOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function jpeg(bytes: Buffer): Size | undefined {
  let orientation = 1;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // image data before any frame header
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xe1 && ascii(bytes, at + 4, at + 10) === 'Exif\0\0') orientation = exifOrientation(bytes, at + 10);
    if (startOfFrame(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return upright({ width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) }, orientation);
    }
    at += 2 + length;
  }
  return undefined;
}

function webp(bytes: Buffer): Size | undefined {
  let size: Size | undefined;
  let orientation = 1;
  for (let at = 12; at + 8 <= bytes.length;) {
    const chunk = ascii(bytes, at, at + 4);
    const length = bytes.readUInt32LE(at + 4);
    const data = at + 8;
    if (chunk === 'VP8X' && data + 10 <= bytes.length) {
      size = { width: bytes.readUIntLE(data + 4, 3) + 1, height: bytes.readUIntLE(data + 7, 3) + 1 };
    } else if (chunk === 'VP8 ' && !size && data + 10 <= bytes.length) {
      // A key frame: 3 bytes of frame tag, the start code 9d 01 2a, then 14-bit width and height.
      if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return undefined;
      size = { width: bytes.readUInt16LE(data + 6) & 0x3fff, height: bytes.readUInt16LE(data + 8) & 0x3fff };
    } else if (chunk === 'VP8L' && !size && data + 5 <= bytes.length) {
      if (bytes[data] !== 0x2f) return undefined;
      const bits = bytes.readUInt32LE(data + 1);
      size = { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    } else if (chunk === 'EXIF') {
      const exif = ascii(bytes, data, data + 6) === 'Exif\0\0' ? data + 6 : data;
      orientation = exifOrientation(bytes, exif);
    }
    at = data + length + (length % 2);
  }
  return size && upright(size, orientation);
}

type Box = { type: string; start: number; end: number };

/** The ISO base media boxes between `start` and `end`. */
function* boxes(bytes: Buffer, start: number, end: number): Generator<Box> {
  for (let at = start; at + 8 <= end;) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) return;
    yield { type: ascii(bytes, at + 4, at + 8), start: at + header, end: at + size };
    at += size;
  }
}

const child = (bytes: Buffer, box: Box | undefined, type: string, skip = 0) =>
  box ? [...boxes(bytes, box.start + skip, box.end)].find((inner) => inner.type === type) : undefined;

/** AVIF (HEIF): the primary item's `ispe` size, turned by its `irot` (as decoders show it). */
function avif(bytes: Buffer): Size | undefined {
  const meta = [...boxes(bytes, 0, bytes.length)].find((box) => box.type === 'meta');
  if (!meta) return undefined;
  const full = 4; // meta, pitm and ipma are "full boxes": a version and flags first
  const pitm = child(bytes, meta, 'pitm', full);
  const iprp = child(bytes, meta, 'iprp', full);
  const ipco = child(bytes, iprp, 'ipco');
  const ipma = child(bytes, iprp, 'ipma');
  if (!ipco) return undefined;
  const properties = [...boxes(bytes, ipco.start, ipco.end)];

  // The property indices (1-based) associated with the primary item; all of them when unknown.
  let associated: number[] | undefined;
  if (pitm && ipma) {
    const version = bytes[pitm.start]!;
    const primary = version === 0 ? bytes.readUInt16BE(pitm.start + 4) : bytes.readUInt32BE(pitm.start + 4);
    const ipmaVersion = bytes[ipma.start]!;
    const wide = (bytes.readUIntBE(ipma.start + 1, 3) & 1) === 1;
    let at = ipma.start + 4;
    const entries = bytes.readUInt32BE(at);
    at += 4;
    for (let entry = 0; entry < entries && at < ipma.end; entry += 1) {
      const item = ipmaVersion < 1 ? bytes.readUInt16BE(at) : bytes.readUInt32BE(at);
      at += ipmaVersion < 1 ? 2 : 4;
      const count = bytes[at]!;
      at += 1;
      const indices: number[] = [];
      for (let index = 0; index < count; index += 1) {
        indices.push(wide ? bytes.readUInt16BE(at) & 0x7fff : bytes[at]! & 0x7f);
        at += wide ? 2 : 1;
      }
      if (item === primary) associated = indices;
    }
  }
  const mine = associated ? associated.map((index) => properties[index - 1]).filter((box) => box !== undefined) : properties;
  const ispe = mine.find((box) => box.type === 'ispe');
  if (!ispe || ispe.start + 12 > ispe.end) return undefined;
  const size = { width: bytes.readUInt32BE(ispe.start + 4), height: bytes.readUInt32BE(ispe.start + 8) };
  const irot = mine.find((box) => box.type === 'irot');
  const quarterTurns = irot ? bytes[irot.start]! & 3 : 0;
  return quarterTurns % 2 === 1 ? { width: size.height, height: size.width } : size;
}

/** A length in an SVG attribute: a number with px or no unit; anything else (%, em, cm) is not a pixel size. */
function svgLength(value: string | undefined): number | undefined {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?|\.\d+)(px)?$/);
  return match ? Number(match[1]) : undefined;
}

function svg(bytes: Buffer): Size | undefined {
  const text = bytes.toString('utf8');
  const tag = text.match(/<svg\b([^>]*)>/i)?.[1];
  if (tag === undefined) return undefined;
  const attribute = (name: string) =>
    tag
      .match(new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i'))
      ?.slice(1)
      .find((v) => v !== undefined);
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const view =
    box?.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0 ? { width: box[2]!, height: box[3]! } : undefined;
  const size =
    width && height
      ? { width, height }
      : width && view
        ? { width, height: (width * view.height) / view.width }
        : height && view
          ? { width: (height * view.width) / view.height, height }
          : view;
  return size && { width: Math.round(size.width), height: Math.round(size.height) };
}

const readers: Record<ImageType, (bytes: Buffer) => Size | undefined> = { png, jpeg, gif, webp, avif, svg };

/** The size of an image held in `bytes`; `file` names it in errors. */
export function imageSizeOf(bytes: Buffer, file: string): Size & { type: ImageType } {
  const type = imageTypeOf(bytes);
  if (!type) throw new ImageSizeError(file, `not an image (${opening(bytes)}); use a PNG, JPEG, WebP, AVIF, GIF or SVG file`);
  let size: Size | undefined;
  try {
    size = readers[type](bytes);
  } catch {
    size = undefined; // a header cut short reads past the end
  }
  if (!size) {
    const why = type === 'svg' ? 'its <svg> has no width and height in pixels, nor a viewBox' : 'its header is broken or cut short';
    throw new ImageSizeError(file, `${type.toUpperCase()} file whose size cannot be read (${why})`);
  }
  if (!(size.width >= 1 && size.height >= 1))
    throw new ImageSizeError(file, `${type.toUpperCase()} file of ${size.width}×${size.height} pixels: an image must be at least 1×1`);
  return { ...size, type };
}

const cache = new Map<string, { stamp: string; size: Size }>();

/**
 * The pixel size of the image `file` (a path, relative to the working directory or absolute).
 * Throws an ImageSizeError naming the file when it is missing, unreadable or not an image.
 */
export function imageSize(file: string): Size {
  const full = path.resolve(file);
  let stamp: string;
  try {
    const stat = statSync(full);
    if (!stat.isFile()) throw new ImageSizeError(file, 'is not a file');
    stamp = `${stat.mtimeMs}:${stat.size}`;
  } catch (error) {
    if (error instanceof ImageSizeError) throw error;
    throw new ImageSizeError(
      file,
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : `cannot be read (${(error as Error).message})`,
    );
  }
  const known = cache.get(full);
  if (known?.stamp === stamp) return known.size;
  let bytes: Buffer;
  try {
    bytes = readFileSync(full);
  } catch (error) {
    throw new ImageSizeError(file, `cannot be read (${(error as Error).message})`);
  }
  const { width, height } = imageSizeOf(bytes, file);
  cache.set(full, { stamp, size: { width, height } });
  return { width, height };
}

/**
 * The art `npm run art` draws into public/images/art/ (scripts/build-art.mjs; generated, not
 * committed), at the fixed sizes that script draws it. Its size is taken from here, not from the
 * file: build-art itself loads the categories before it has drawn anything, and a fresh clone has
 * no art yet. A unit test (content/image-size.test.ts) checks each against the drawn file.
 */
export const artSizes: readonly { src: RegExp; width: number; height: number }[] = [
  { src: /^\/images\/art\/services\/[a-z0-9]+(-[a-z0-9]+)*\.svg$/, width: 320, height: 240 },
  { src: /^\/images\/art\/products\/[a-z0-9]+(-[a-z0-9]+)*\.svg$/, width: 320, height: 240 },
  { src: /^\/images\/art\/hero-map\.svg$/, width: 1200, height: 600 },
  { src: /^\/images\/art\/background\.svg$/, width: 1600, height: 1000 },
  { src: /^\/images\/art\/about\.svg$/, width: 640, height: 480 },
  { src: /^\/images\/art\/logo\.svg$/, width: 40, height: 40 },
];

/**
 * The size of a content image, by its `src` under public/ ("/images/uploads/crate.jpg"): the
 * generated art's fixed size, or what the file's header says. Throws an ImageSizeError naming
 * public/… when the file is missing or not an image, or is art build-art does not draw.
 */
export function contentImageSize(src: string, root = process.cwd()): Size {
  const resolved = siteImagePath(src);
  // "/images/../../../etc/passwd" is never opened, nor named by what it holds.
  if (resolved === null || resolved.includes('\0'))
    throw new ImageSizeError(
      `public${src}`,
      'is outside public/images/: an image of the site is a file under /images/ (e.g. /images/uploads/crate.jpg)',
    );
  src = resolved;
  const file = `public${src}`;
  if (src.startsWith('/images/art/')) {
    const art = artSizes.find((entry) => entry.src.test(src));
    if (!art) throw new ImageSizeError(file, 'is not art that scripts/build-art.mjs draws; put photos and uploads outside /images/art/');
    return { width: art.width, height: art.height };
  }
  try {
    return imageSize(path.join(root, file));
  } catch (error) {
    if (error instanceof ImageSizeError) throw new ImageSizeError(file, error.reason);
    throw error;
  }
}

/**
 * The largest file an editor may upload (Decap's media library writes to public/images/uploads/):
 * 10 MB (10,000,000 bytes, as Decap counts). scripts/build-images.mjs refuses a bigger one, naming it; the CMS's image widgets can
 * pass it to Decap's media library as `media_library: { config: { max_file_size } }`.
 */
export const maxUploadBytes = 10_000_000;

/** Where uploads land, under the site's root. @public (scripts/build-images.mjs loads it through jiti) */
export const uploadsFolder = 'public/images/uploads';

/** Markup in an SVG that can run script or embed a page when the file is opened on its own. */
const svgScript = /<script\b|<foreignObject\b|\son[a-z]+\s*=|(?:href|src)\s*=\s*["']?\s*(?:javascript:|&#)|<!ENTITY/i;

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * Checks one file an editor uploaded (`file`, e.g. public/images/uploads/crate.jpg, relative to
 * `root`): at most 10 MB, an image by its first bytes, and an SVG without script. Throws an
 * ImageSizeError naming the file and the limit; returns the image's type and size.
 * @public (scripts/build-images.mjs loads it through jiti, which knip does not follow)
 */
export function checkUpload(file: string, root = process.cwd()): Size & { type: ImageType } {
  const full = path.join(root, file);
  const bytes = statSync(full).size;
  if (bytes > maxUploadBytes)
    throw new ImageSizeError(
      file,
      `${megabytes(bytes)}, over the ${megabytes(maxUploadBytes).replace('.0', '')} limit for uploads; save it smaller (3,000 px wide is plenty) and upload it again`,
    );
  const content = readFileSync(full);
  const image = imageSizeOf(content, file);
  if (image.type === 'svg' && svgScript.test(content.toString('utf8')))
    throw new ImageSizeError(
      file,
      'an SVG with script or embedded content in it (<script>, an on… attribute, a javascript: link, <foreignObject>, an entity) is refused; save it again without, or upload a PNG',
    );
  return image;
}
