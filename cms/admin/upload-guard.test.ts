import { TextDecoder as NodeTextDecoder } from 'node:util';
import sharp from 'sharp';
import { waitFor } from '@testing-library/react';
import { imageTypeOf } from '@/content/image-size';
import { filesProblem, imageKindOf, installUploadGuard, maxUploadBytes, uploadProblem, type UploadCandidate } from './upload-guard';

// jsdom leaves out TextDecoder and Blob.arrayBuffer, which browsers have: added here as a browser has them.
globalThis.TextDecoder ??= NodeTextDecoder as unknown as typeof TextDecoder;
Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(this);
  });
};

/** A small picture with some detail. */
function picture(width = 24, height = 16) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 37) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const text = (value: string) => new Uint8Array(Buffer.from(value, 'utf8'));
const candidate = (name: string, type: string, bytes: Uint8Array, size = bytes.length): UploadCandidate => ({ name, type, size, bytes });

let images: Record<'png' | 'jpeg' | 'webp' | 'avif' | 'gif', Uint8Array>;

beforeAll(async () => {
  images = {
    png: new Uint8Array(await picture().png().toBuffer()),
    jpeg: new Uint8Array(await picture().jpeg().toBuffer()),
    webp: new Uint8Array(await picture().webp().toBuffer()),
    avif: new Uint8Array(await picture().avif().toBuffer()),
    gif: new Uint8Array(await picture().gif().toBuffer()),
  };
}, 30_000);

const svg =
  '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
const pdf = text('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');

describe('imageKindOf', () => {
  it('tells each image format by its first bytes, as the build does', () => {
    for (const [kind, bytes] of Object.entries(images)) {
      expect(imageKindOf(bytes)).toBe(kind);
      expect(imageTypeOf(Buffer.from(bytes))).toBe(kind);
    }
    expect(imageKindOf(text(`\uFEFF${svg}`))).toBe('svg');
    expect(imageTypeOf(Buffer.from(`\uFEFF${svg}`))).toBe('svg');
  });

  it('finds no image in a PDF, a text file, an HTML page or an empty file, as the build does', () => {
    for (const bytes of [pdf, text('Just some words.'), text('<!doctype html><html><body><svg></svg>'), new Uint8Array()]) {
      expect(imageKindOf(bytes)).toBeUndefined();
      expect(imageTypeOf(Buffer.from(bytes))).toBeUndefined();
    }
  });
});

describe('uploadProblem', () => {
  it('lets every image format through', () => {
    expect(uploadProblem(candidate('crate.png', 'image/png', images.png))).toBeNull();
    expect(uploadProblem(candidate('crate.jpg', 'image/jpeg', images.jpeg))).toBeNull();
    expect(uploadProblem(candidate('crate.webp', 'image/webp', images.webp))).toBeNull();
    expect(uploadProblem(candidate('crate.avif', 'image/avif', images.avif))).toBeNull();
    expect(uploadProblem(candidate('crate.gif', 'image/gif', images.gif))).toBeNull();
    expect(uploadProblem(candidate('logo.svg', 'image/svg+xml', text(svg)))).toBeNull();
  });

  it('refuses a file over 10 MB, saying how big it is and the limit', () => {
    expect(uploadProblem(candidate('huge.jpg', 'image/jpeg', images.jpeg, maxUploadBytes + 1))).toBe(
      '“huge.jpg” was not uploaded: it is 10.0 MB, over the 10 MB limit for uploads. Save it smaller (3,000 px wide is plenty) and upload it again.',
    );
    expect(uploadProblem(candidate('big.jpg', 'image/jpeg', images.jpeg, 11_000_000))).toMatch(/it is 11\.0 MB, over the 10 MB limit/);
    expect(uploadProblem(candidate('ok.jpg', 'image/jpeg', images.jpeg, maxUploadBytes))).toBeNull();
  });

  it('refuses a file whose declared type is not an image, even with image bytes', () => {
    expect(uploadProblem(candidate('crate.pdf', 'application/pdf', images.png))).toBe(
      '“crate.pdf” was not uploaded: it is not an image (its type is application/pdf). Use a PNG, JPEG, WebP, AVIF, GIF or SVG file.',
    );
    expect(uploadProblem(candidate('clip.mp4', 'video/mp4', images.png))).toMatch(/its type is video\/mp4/);
  });

  it('refuses a file named and typed as an image whose bytes are not one', () => {
    expect(uploadProblem(candidate('certificate.jpg', 'image/jpeg', pdf))).toBe(
      '“certificate.jpg” was not uploaded: it is not an image (it is a PDF document). Use a PNG, JPEG, WebP, AVIF, GIF or SVG file.',
    );
    expect(uploadProblem(candidate('empty.png', 'image/png', new Uint8Array()))).toMatch(/not an image \(the file is empty\)/);
    expect(uploadProblem(candidate('zip.png', 'image/png', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00])))).toMatch(/it is a ZIP archive/);
  });

  it('takes a file without a declared type at its name, then its bytes', () => {
    expect(uploadProblem(candidate('crate.avif', '', images.avif))).toBeNull();
    expect(uploadProblem(candidate('crate', '', images.avif))).toMatch(/its name does not end in an image type/);
  });

  it('refuses an SVG with script or embedded content', () => {
    for (const markup of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>x</p></foreignObject></svg>',
    ]) {
      expect(uploadProblem(candidate('logo.svg', 'image/svg+xml', text(markup)))).toMatch(
        /an SVG with script or embedded content in it .* is refused/,
      );
    }
  });
});

describe('installUploadGuard', () => {
  /** A file input in the page whose own (bubbling) change listener records what it receives, as React's root listener would. */
  function setUp() {
    document.body.innerHTML = '<div id="root"><input type="file" aria-label="Upload"></div>';
    const input = document.querySelector('input')!;
    const received: File[][] = [];
    document.getElementById('root')!.addEventListener('change', () => received.push([...(input.files ?? [])]));
    const messages: string[] = [];
    const remove = installUploadGuard(document, (message) => messages.push(message));
    const choose = (file: File) => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    };
    return { received, messages, remove, choose };
  }

  /** Waits until the guard has read the file and either passed it on or said why not (no fixed delay: a busy machine reads slowly). */
  const settle = (outcome: { received: File[][]; messages: string[] }) =>
    waitFor(() => expect(outcome.received.length + outcome.messages.length).toBeGreaterThan(0), { timeout: 20_000 });

  it('passes an image on to the page, once, and says nothing', async () => {
    const { received, messages, remove, choose } = setUp();
    const file = new File([Buffer.from(images.png)], 'crate.png', { type: 'image/png' });
    choose(file);
    expect(received).toHaveLength(0);
    await settle({ received, messages });
    expect(messages).toEqual([]);
    expect(received).toEqual([[file]]);
    remove();
  });

  it('stops a PDF named .jpg before the page sees it, and tells the editor why', async () => {
    const { received, messages, remove, choose } = setUp();
    choose(new File([Buffer.from(pdf)], 'certificate.jpg', { type: 'image/jpeg' }));
    await settle({ received, messages });
    expect(received).toEqual([]);
    expect(messages).toEqual([
      '“certificate.jpg” was not uploaded: it is not an image (it is a PDF document). Use a PNG, JPEG, WebP, AVIF, GIF or SVG file.',
    ]);
    remove();
  });

  it('stops a file over 10 MB', async () => {
    const { received, messages, remove, choose } = setUp();
    choose(new File([new Uint8Array(maxUploadBytes + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    await settle({ received, messages });
    expect(received).toEqual([]);
    expect(messages[0]).toMatch(/“huge\.jpg” was not uploaded: it is 10\.0 MB, over the 10 MB limit/);
    remove();
  });
});

describe('filesProblem', () => {
  it('names the first file that may not be uploaded', async () => {
    const good = new File([Buffer.from(images.gif)], 'a.gif', { type: 'image/gif' });
    const bad = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await filesProblem([good])).toBeNull();
    expect(await filesProblem([good, bad])).toMatch(/“notes\.txt” was not uploaded/);
  });
});
