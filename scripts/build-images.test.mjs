/** @jest-environment node */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildImages, shipUploads, uploadUses, widthsFor } from './build-images.mjs';

/**
 * A photo-like picture: gradients with smooth texture, so encoders have real detail to keep. The
 * waves are read from tables made once a picture, so even the largest is made in a few milliseconds.
 */
function photo(width, height, { alpha = false } = {}) {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  const across = Float64Array.from({ length: width }, (_, x) => 24 * Math.sin(x / 9));
  const down = Float64Array.from({ length: height }, (_, y) => Math.cos(y / 13));
  const diagonal = Float64Array.from({ length: width + 2 * height }, (_, d) => 10 * Math.sin(d / 31));
  for (let y = 0; y < height; y += 1) {
    const green = (y / height) * 180;
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      const noise = across[x] * down[y] + diagonal[x + 2 * y];
      pixels[at] = Math.max(0, Math.min(255, (x / width) * 200 + noise));
      pixels[at + 1] = Math.max(0, Math.min(255, green + noise));
      pixels[at + 2] = 120;
      if (alpha) pixels[at + 3] = x < width / 2 ? 255 : 0;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

let root;
const images = () => path.join(root, 'public', 'images');
const variant = (name) => path.join(images(), 'responsive', name);

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-images-'));
  mkdirSync(path.join(images(), 'photos'), { recursive: true });
  mkdirSync(path.join(images(), 'art'), { recursive: true });
  await photo(2400, 1600)
    .jpeg({ quality: 92 })
    .toFile(path.join(images(), 'photos', 'warehouse.jpg'));
  await photo(500, 800, { alpha: true })
    .png()
    .toFile(path.join(images(), 'photos', 'cut-out.png'));
  // Stored sideways with EXIF orientation 6 (rotate 90°), as phones save portrait photos.
  await photo(300, 200)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(path.join(images(), 'photos', 'portrait.jpg'));
  await photo(100, 100)
    .png()
    .toFile(path.join(images(), 'art', 'generated.png'));
  writeFileSync(path.join(images(), 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

test('widthsFor offers the standard widths below a photo, then the photo itself, never wider than 1920', () => {
  expect(widthsFor(200)).toEqual([200]);
  expect(widthsFor(500)).toEqual([320, 500]);
  expect(widthsFor(960)).toEqual([320, 640, 960]);
  expect(widthsFor(4000)).toEqual([320, 640, 960, 1280, 1920]);
});

test('encodes every photo as AVIF, WebP and its own format at each width, and lists them in the manifest', async () => {
  const { manifest, encoded } = await buildImages({ root });

  expect(Object.keys(manifest).sort()).toEqual([
    '/images/photos/cut-out.png',
    '/images/photos/portrait.jpg',
    '/images/photos/warehouse.jpg',
  ]);
  expect(manifest['/images/photos/warehouse.jpg']).toEqual({
    width: 2400,
    height: 1600,
    widths: [320, 640, 960, 1280, 1920],
    fallback: 'jpg',
    base: '/images/responsive/photos/warehouse',
  });
  expect(manifest['/images/photos/cut-out.png']).toMatchObject({ width: 500, height: 800, widths: [320, 500], fallback: 'png' });
  expect(encoded).toBe(5 * 3 + 2 * 3 + 1 * 3);
  expect(JSON.parse(readFileSync(variant('manifest.json'), 'utf8'))).toEqual(manifest);

  for (const width of [320, 640, 960, 1280, 1920]) {
    for (const [format, sharpFormat] of [
      ['avif', 'heif'],
      ['webp', 'webp'],
      ['jpg', 'jpeg'],
    ]) {
      const meta = await sharp(variant(`photos/warehouse-${width}.${format}`)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: sharpFormat,
        width,
        height: Math.round((width * 2) / 3),
      });
    }
  }
  // The point of the exercise: modern formats are smaller than the fallback at the same width.
  const bytes = (name) => statSync(variant(name)).size;
  expect(bytes('photos/warehouse-1920.avif')).toBeLessThan(bytes('photos/warehouse-1920.jpg'));
  expect(bytes('photos/warehouse-1920.webp')).toBeLessThan(bytes('photos/warehouse-1920.jpg'));
  // And no visitor gets more pixels than the phone-sized variant when that is all they need.
  expect(bytes('photos/warehouse-320.jpg')).toBeLessThan(bytes('photos/warehouse-1920.jpg') / 10);
}, 120_000);

test('keeps transparency in the PNG fallback and stores camera photos upright', async () => {
  const cutOut = await sharp(variant('photos/cut-out-500.png')).metadata();
  expect(cutOut).toMatchObject({ format: 'png', width: 500, height: 800, hasAlpha: true });

  const { manifest } = await buildImages({ root });
  expect(manifest['/images/photos/portrait.jpg']).toMatchObject({ width: 200, height: 300, widths: [200] });
  const upright = await sharp(variant('photos/portrait-200.webp')).metadata();
  expect({ width: upright.width, height: upright.height }).toEqual({ width: 200, height: 300 });
}, 60_000);

test('leaves the generated art and SVG alone', () => {
  expect(existsSync(variant('art/generated-100.avif'))).toBe(false);
  expect(existsSync(variant('logo-320.avif'))).toBe(false);
});

test('encodes only what changed, and deletes the variants of a removed photo', async () => {
  expect((await buildImages({ root })).encoded).toBe(0);

  const later = new Date(Date.now() + 5_000);
  utimesSync(path.join(images(), 'photos', 'portrait.jpg'), later, later);
  expect((await buildImages({ root })).encoded).toBe(3);

  rmSync(path.join(images(), 'photos', 'cut-out.png'));
  const { manifest } = await buildImages({ root });
  expect(manifest).not.toHaveProperty(['/images/photos/cut-out.png']);
  expect(existsSync(variant('photos/cut-out-500.png'))).toBe(false);
  expect(existsSync(variant('photos/cut-out-320.avif'))).toBe(false);
  expect(existsSync(variant('photos/warehouse-320.avif'))).toBe(true);
}, 60_000);

test('fails naming the file when a photo cannot be read', async () => {
  writeFileSync(path.join(images(), 'photos', 'broken.jpg'), 'not a JPEG');
  await expect(buildImages({ root })).rejects.toThrow('public/images/photos/broken.jpg: not a readable image');
  rmSync(path.join(images(), 'photos', 'broken.jpg'));
});

describe('uploads from the CMS (public/images/uploads/)', () => {
  let site;
  const uploads = (name = '') => path.join(site, 'public', 'images', 'uploads', name);

  beforeAll(async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'build-images-uploads-'));
    mkdirSync(uploads(), { recursive: true });
    writeFileSync(uploads('.gitkeep'), '');
    // What an editor uploads: a camera-sized photo, and the odd AVIF and GIF.
    await photo(1600, 1200).jpeg({ quality: 90 }).toFile(uploads('crate-of-footballs.jpg'));
    await photo(800, 600).avif().toFile(uploads('showroom.avif'));
    await photo(200, 150).gif().toFile(uploads('badge.gif'));
    writeFileSync(
      uploads('logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>',
    );
    // Uploaded, then left out of the entry: no content uses it.
    await photo(600, 400).jpeg().toFile(uploads('old-brochure.jpg'));
    // The content that uses the others (scripts/fixtures/upload-uses/content/): a YAML image field,
    // an article's picture, a Markdown image and an HTML <img> in an article's text.
    cpSync(path.join(import.meta.dirname, 'fixtures', 'upload-uses', 'content'), path.join(site, 'content'), { recursive: true });
  }, 60_000);

  afterAll(() => rmSync(site, { recursive: true, force: true }));

  test('become AVIF, WebP and fallback variants like every other photo', async () => {
    const { manifest } = await buildImages({ root: site });
    expect(Object.keys(manifest).sort()).toEqual([
      '/images/uploads/badge.gif',
      '/images/uploads/crate-of-footballs.jpg',
      '/images/uploads/showroom.avif',
    ]);
    expect(manifest['/images/uploads/crate-of-footballs.jpg']).toEqual({
      width: 1600,
      height: 1200,
      widths: [320, 640, 960, 1280, 1600],
      fallback: 'jpg',
      base: '/images/responsive/uploads/crate-of-footballs',
    });
    // An AVIF's fallback is a JPEG (browsers without AVIF), a GIF's a PNG.
    expect(manifest['/images/uploads/showroom.avif']).toMatchObject({ width: 800, height: 600, widths: [320, 640, 800], fallback: 'jpg' });
    expect(manifest['/images/uploads/badge.gif']).toMatchObject({ width: 200, height: 150, widths: [200], fallback: 'png' });
    const out = (name) => path.join(site, 'public', 'images', 'responsive', 'uploads', name);
    for (const name of [
      'crate-of-footballs-640.avif',
      'crate-of-footballs-640.webp',
      'crate-of-footballs-640.jpg',
      'showroom-800.jpg',
      'badge-200.png',
    ])
      expect(existsSync(out(name))).toBe(true);
    expect(statSync(out('crate-of-footballs-640.avif')).size).toBeLessThan(statSync(out('crate-of-footballs-640.jpg')).size);
  }, 120_000);

  test('finds which uploads content uses, and which an article links as they are', () => {
    const { used, linked } = uploadUses(site);
    expect(Object.fromEntries(used)).toEqual({
      'crate-of-footballs.jpg': ['content/home.yml'],
      'showroom.avif': ['content/blog/en/showroom.md'],
      'badge.gif': ['content/blog/en/showroom.md'],
      'logo.svg': ['content/blog/fr/showroom.md'],
    });
    expect(Object.fromEntries(linked)).toEqual({
      'badge.gif': ['content/blog/en/showroom.md'],
      'logo.svg': ['content/blog/fr/showroom.md'],
    });
  });

  test('an unused upload is neither encoded nor listed, and the build warns naming it and how to remove it', async () => {
    const warnings = [];
    const { manifest, unused } = await buildImages({ root: site, warn: (line) => warnings.push(line) });
    expect(unused).toEqual(['old-brochure.jpg']);
    expect(manifest['/images/uploads/old-brochure.jpg']).toBeUndefined();
    expect(
      readdirSync(path.join(site, 'public', 'images', 'responsive', 'uploads')).filter((name) => name.startsWith('old-brochure')),
    ).toEqual([]);
    expect(warnings).toEqual([
      'build-images: 1 upload is used by no content, so neither encoded nor shipped:\n' +
        '  - public/images/uploads/old-brochure.jpg\n' +
        '  Delete it in /admin/ (Media, select, Delete) or with: git rm public/images/uploads/old-brochure.jpg',
    ]);
  }, 120_000);

  test('ships the original of an upload only when a page links it: unused uploads and photos shown through variants are left out', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'build-images-out-'));
    try {
      // What `next build` copies from public/.
      cpSync(uploads(), path.join(out, 'images', 'uploads'), { recursive: true });
      const { kept, deleted } = shipUploads({ root: site, outDir: out });
      expect(kept.sort()).toEqual(['badge.gif', 'logo.svg']);
      expect(deleted.sort()).toEqual(['crate-of-footballs.jpg', 'old-brochure.jpg', 'showroom.avif']);
      expect(readdirSync(path.join(out, 'images', 'uploads')).sort()).toEqual(['badge.gif', 'logo.svg']);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  test.each([
    [
      'a PDF with a .jpg name',
      'certificate.jpg',
      () => '%PDF-1.7\n%âãÏÓ\n',
      'public/images/uploads/certificate.jpg: not an image (starts with %PDF-1.7)',
    ],
    [
      'a Word document',
      'price-list.docx',
      () => Buffer.from('504b0304140006000800', 'hex'),
      'public/images/uploads/price-list.docx: not an image (starts with PK)',
    ],
    [
      'a file over 10 MB',
      'huge.jpg',
      () => Buffer.alloc(11_000_000, 0xff),
      'public/images/uploads/huge.jpg: 11.0 MB, over the 10 MB limit for uploads',
    ],
    [
      'an SVG with script',
      'map.svg',
      () => '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>',
      'public/images/uploads/map.svg: an SVG with script or embedded content in it',
    ],
  ])('refuse %s, naming the file and the limit', async (_name, file, content, message) => {
    writeFileSync(uploads(file), content());
    try {
      await expect(buildImages({ root: site })).rejects.toThrow(`refused an upload in public/images/uploads/:\n  - ${message}`);
    } finally {
      rmSync(uploads(file));
    }
  });

  test('list every refused upload at once', async () => {
    writeFileSync(uploads('a.png'), 'text');
    writeFileSync(uploads('b.jpg'), '');
    try {
      await expect(buildImages({ root: site })).rejects.toThrow(
        /^refused 2 uploads in public\/images\/uploads\/:\n {2}- public\/images\/uploads\/a\.png: not an image.*\n {2}- public\/images\/uploads\/b\.jpg: not an image/,
      );
    } finally {
      rmSync(uploads('a.png'));
      rmSync(uploads('b.jpg'));
    }
  });
});
