import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Image } from '@/content/schema';
import { asset } from './asset';

/** One photo's entry in public/images/responsive/manifest.json, written by scripts/build-images.mjs. */
export type Entry = { width: number; height: number; widths: number[]; fallback: 'jpg' | 'png' | 'webp'; base: string };

export type Variants = {
  avif: string;
  webp: string;
  /** The srcset of the fallback format, for browsers without AVIF or WebP support. */
  fallback: string;
  /** The fallback at the width closest to 960 px, for `src`. */
  src: string;
  /** A CSS `image-set()` of the largest width in each format, for backgrounds. */
  imageSet: string;
};

const manifestFile = path.join(process.cwd(), 'public', 'images', 'responsive', 'manifest.json');
const types = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
let cache: { changed: number; manifest: Record<string, Entry> } | undefined;

/** The manifest, read again when `npm run art` rewrites it (so `next dev` picks up new photos). */
function read(): Record<string, Entry> {
  if (!existsSync(manifestFile)) return {};
  const changed = statSync(manifestFile).mtimeMs;
  if (cache?.changed !== changed) cache = { changed, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Entry> };
  return cache.manifest;
}

/**
 * The responsive variants of a photo in content/, or undefined for SVG (drawn at any size). Read at
 * build only (this module uses the file system, so it cannot reach a client component).
 */
export function variantsOf(image: Image): Variants | undefined {
  if (image.src.endsWith('.svg')) return undefined;
  const manifest = read();
  // On the development server (npm run cms), a photo uploaded since the last `npm run art` is shown
  // as it was uploaded until its sizes are made; a build still refuses it.
  if (process.env.NODE_ENV === 'development' && !manifest[image.src]) return undefined;
  return variantsFrom(image, manifest);
}

/**
 * The variants of `image` listed in `manifest`. Throws, naming the image, when the build step has
 * not encoded it or its declared size is not the photo's shape: either would ship broken or
 * distorted images.
 */
export function variantsFrom(image: Image, manifest: Record<string, Entry>): Variants | undefined {
  if (image.src.endsWith('.svg')) return undefined;
  const entry = manifest[image.src];
  if (!entry) {
    throw new Error(`Image ${image.src} has no responsive variants: is the file in public/, and did \`npm run art\` run?`);
  }
  if (Math.abs(image.width / image.height - entry.width / entry.height) > 0.01) {
    throw new Error(
      `Image ${image.src} is ${image.width}×${image.height} by its file, but its responsive variants were made from one of ${entry.width}×${entry.height}: run \`npm run art\` again.`,
    );
  }
  const srcset = (format: string) => entry.widths.map((width) => `${asset(`${entry.base}-${width}.${format}`)} ${width}w`).join(', ');
  const middle = entry.widths.find((width) => width >= 960) ?? entry.widths.at(-1);
  const largest = (format: string) => `url("${asset(`${entry.base}-${entry.widths.at(-1)}.${format}`)}")`;
  return {
    avif: srcset('avif'),
    webp: srcset('webp'),
    fallback: srcset(entry.fallback),
    src: asset(`${entry.base}-${middle}.${entry.fallback}`),
    imageSet: `image-set(${largest('avif')} type("image/avif"), ${largest('webp')} type("image/webp"), ${largest(entry.fallback)} type("${types[entry.fallback]}"))`,
  };
}
