/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { artSizes, contentImageSize, imageSize, imageSizeOf } from './image-size';
import { defineContent, imageSchema } from './schema';

let dir: string;
const at = (name: string) => path.join(dir, name);
const svg = (text: string) => imageSizeOf(Buffer.from(text), 'logo.svg');

/** A small picture with some detail, `width` × `height`. */
function picture(width: number, height: number, alpha = false) {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels, 0);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 37) % 251;
  return sharp(pixels, { raw: { width, height, channels } });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'image-size-'));
  await picture(37, 21).png().toFile(at('a.png'));
  await picture(300, 170).jpeg().toFile(at('a.jpg'));
  // Stored sideways with EXIF orientation 6, as phones save portrait photos: shown 17 wide, 30 high.
  await picture(30, 17).jpeg().withMetadata({ orientation: 6 }).toFile(at('portrait.jpg'));
  await picture(41, 23).webp({ quality: 70 }).toFile(at('lossy.webp'));
  await picture(41, 23).webp({ lossless: true }).toFile(at('lossless.webp'));
  await picture(41, 23, true).webp({ quality: 70 }).toFile(at('alpha.webp'));
  await picture(64, 48).avif().toFile(at('a.avif'));
  await picture(19, 11).gif().toFile(at('a.gif'));
  writeFileSync(at('report.jpg'), '%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
  writeFileSync(at('empty.png'), '');
  writeFileSync(at('notes.svg'), 'Just some text, no markup at all.');
}, 30_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('imageSize', () => {
  it.each([
    ['a.png', 37, 21],
    ['a.jpg', 300, 170],
    ['portrait.jpg', 17, 30],
    ['lossy.webp', 41, 23],
    ['lossless.webp', 41, 23],
    ['alpha.webp', 41, 23],
    ['a.avif', 64, 48],
    ['a.gif', 19, 11],
  ])('reads %s as %i × %i, as sharp does upright', async (name, width, height) => {
    expect(imageSize(at(name))).toEqual({ width, height });
    const meta = await sharp(at(name)).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    expect({ width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height }).toEqual({ width, height });
  });

  it('reads a PNG cut short after its header, but not one cut inside it', async () => {
    const full = await picture(37, 21).png().toBuffer();
    expect(imageSizeOf(full.subarray(0, 24), 'cut.png')).toMatchObject({ width: 37, height: 21, type: 'png' });
    expect(() => imageSizeOf(full.subarray(0, 18), 'cut.png')).toThrow(
      'cut.png: PNG file whose size cannot be read (its header is broken or cut short)',
    );
  });

  it('names a file that is not an image, and says what it starts with', () => {
    expect(() => imageSize(at('report.jpg'))).toThrow(
      `${at('report.jpg')}: not an image (starts with %PDF-1.7); use a PNG, JPEG, WebP, AVIF, GIF or SVG file`,
    );
    expect(() => imageSize(at('empty.png'))).toThrow(`${at('empty.png')}: not an image (starts with bytes (none: the file is empty))`);
    expect(() => imageSize(at('notes.svg'))).toThrow('not an image (starts with Just some text,)');
  });

  it('names a file that does not exist', () => {
    expect(() => imageSize(at('gone.jpg'))).toThrow(`${at('gone.jpg')} does not exist`);
  });

  it('reads the file again when it changes', async () => {
    await picture(10, 20).png().toFile(at('changing.png'));
    expect(imageSize(at('changing.png'))).toEqual({ width: 10, height: 20 });
    await picture(30, 20).png().toFile(at('changing.png'));
    expect(imageSize(at('changing.png'))).toEqual({ width: 30, height: 20 });
  });
});

describe('SVG', () => {
  it.each([
    ['width and height', '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 32 24">', 320, 240],
    ['pixel units', `<svg width='40px' height="40.4px">`, 40, 40],
    ['a viewBox only', '<svg viewBox="0 0 1200 600" xmlns="http://www.w3.org/2000/svg">', 1200, 600],
    ['a viewBox with commas', '<svg viewBox="-10,-10,64,48">', 64, 48],
    ['a width and a viewBox', '<svg width="100" viewBox="0 0 400 300">', 100, 75],
    ['percentages, so the viewBox', '<svg width="100%" height="100%" viewBox="0 0 16 9">', 16, 9],
    [
      'an XML declaration, a comment and a doctype first',
      '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg width="8" height="6"/>',
      8,
      6,
    ],
    ['attributes over several lines', '<svg\n  xmlns="http://www.w3.org/2000/svg"\n  width="50"\n  height="25"\n>', 50, 25],
  ])('takes the size from %s', (_name, text, width, height) => {
    expect(svg(text)).toEqual({ width, height, type: 'svg' });
  });

  it('refuses an SVG with no size in pixels and no viewBox, naming the file', () => {
    expect(() => svg('<svg xmlns="http://www.w3.org/2000/svg" width="10em"><path d="M0 0h9"/></svg>')).toThrow(
      'logo.svg: SVG file whose size cannot be read (its <svg> has no width and height in pixels, nor a viewBox)',
    );
  });

  it('does not take an HTML page for an SVG', () => {
    expect(() => svg('<!DOCTYPE html><html><body><svg width="10" height="10"></svg></body></html>')).toThrow(
      'logo.svg: not an image (starts with <!DOCTYPE html><)',
    );
  });
});

describe('content images', () => {
  const card = z.object({ image: imageSchema });

  it('get their size from the file: content names only the file and its alt text', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'content-image-'));
    try {
      const { mkdirSync } = await import('node:fs');
      mkdirSync(path.join(root, 'public', 'images', 'uploads'), { recursive: true });
      await picture(120, 90)
        .jpeg()
        .toFile(path.join(root, 'public', 'images', 'uploads', 'crate.jpg'));
      expect(contentImageSize('/images/uploads/crate.jpg', root)).toEqual({ width: 120, height: 90 });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('fail naming the content file and the field when the file is missing', () => {
    expect(() => defineContent('content/services/en/electronics.yml', card, { image: { src: '/images/x.jpg', alt: '' } })).toThrow(
      'Invalid content in content/services/en/electronics.yml:\n  - image.src: public/images/x.jpg does not exist',
    );
  });

  it('refuse a path that leads out of public/images/, without opening what it names', () => {
    for (const src of ['/images/../../../../../etc/passwd.png', '/images/%2e%2e/%2e%2e/package.json.png', '/images/../favicon.svg'])
      expect(() => defineContent('content/home.yml', card, { image: { src, alt: '' } })).toThrow(
        `Invalid content in content/home.yml:\n  - image.src: public${src} is outside public/images/`,
      );
  });

  it('give the generated art the size build-art draws it at, before it is drawn', () => {
    expect(defineContent('content/home.yml', card, { image: { src: '/images/art/hero-map.svg', alt: 'Map' } })).toEqual({
      image: { src: '/images/art/hero-map.svg', alt: 'Map', width: 1200, height: 600 },
    });
    expect(contentImageSize('/images/art/services/any-new-category.svg', '/nowhere')).toEqual({ width: 320, height: 240 });
    expect(() => contentImageSize('/images/art/photo.jpg')).toThrow(
      'public/images/art/photo.jpg is not art that scripts/build-art.mjs draws',
    );
  });

  // `npm run art` has drawn public/images/art/ before the tests run (npm test).
  it('agree with every drawn art file', () => {
    const artDir = path.join(process.cwd(), 'public', 'images', 'art');
    const files = readdirSync(artDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThanOrEqual(24);
    for (const file of files) {
      const src = `/${path.relative(path.join(process.cwd(), 'public'), file).split(path.sep).join('/')}`;
      expect({ src, ...contentImageSize(src) }).toEqual({ src, ...imageSize(file) });
    }
    expect(
      artSizes.every(({ src }) =>
        files.some((file) => src.test(`/${path.relative(path.join(process.cwd(), 'public'), file).split(path.sep).join('/')}`)),
      ),
    ).toBe(true);
  });
});
