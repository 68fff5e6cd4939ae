import { render, screen } from '@testing-library/react';
import type { Entry } from './image-variants';
import { ContentImage } from './content-image';
import { variantsFrom } from './image-variants';

const manifest: Record<string, Entry> = {
  '/images/photos/warehouse.jpg': {
    width: 2400,
    height: 1600,
    widths: [320, 640, 960, 1280, 1920],
    fallback: 'jpg',
    base: '/images/responsive/photos/warehouse',
  },
  '/images/photos/small.png': { width: 500, height: 800, widths: [320, 500], fallback: 'png', base: '/images/responsive/photos/small' },
};

// The real module reads public/images/responsive/manifest.json, written by the build; these tests
// give it a known one instead.
jest.mock('./image-variants', () => {
  const actual = jest.requireActual('./image-variants');
  return { ...actual, variantsOf: (image: Parameters<typeof actual.variantsFrom>[0]) => actual.variantsFrom(image, manifest) };
});

const warehouse = { src: '/images/photos/warehouse.jpg', alt: 'Our warehouse in Haripur', width: 2400, height: 1600 };

describe('ContentImage', () => {
  it('shows an SVG as it is, with its size and lazy loading', () => {
    render(<ContentImage image={{ src: '/images/art/about.svg', alt: 'Containers at a port', width: 640, height: 480 }} />);
    const image = screen.getByRole('img', { name: 'Containers at a port' });
    expect(image).toHaveAttribute('src', '/images/art/about.svg');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('srcset');
    expect(image.closest('picture')).toBeNull();
  });

  it('offers a photo as AVIF, then WebP, then JPEG, at every width, sized by `sizes`', () => {
    const { container } = render(<ContentImage image={warehouse} sizes="(min-width: 1024px) 640px, 100vw" />);
    const image = screen.getByRole('img', { name: 'Our warehouse in Haripur' });
    const sources = [...container.querySelectorAll('picture > source')];

    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      [320, 640, 960, 1280, 1920].map((width) => `/images/responsive/photos/warehouse-${width}.avif ${width}w`).join(', '),
    );
    expect(sources[1]?.getAttribute('srcset')).toContain('/images/responsive/photos/warehouse-1920.webp 1920w');
    for (const source of sources) expect(source).toHaveAttribute('sizes', '(min-width: 1024px) 640px, 100vw');

    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(image).toHaveAttribute('src', '/images/responsive/photos/warehouse-960.jpg');
    expect(image.getAttribute('srcset')).toContain('/images/responsive/photos/warehouse-320.jpg 320w');
    expect(image).toHaveAttribute('width', '2400');
    expect(image).toHaveAttribute('height', '1600');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads a priority photo at once', () => {
    render(<ContentImage image={warehouse} priority sizes="100vw" />);
    const image = screen.getByRole('img', { name: 'Our warehouse in Haripur' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('falls back to the largest variant when a photo is narrower than 960 px', () => {
    render(<ContentImage image={{ src: '/images/photos/small.png', alt: '', width: 500, height: 800 }} sizes="250px" />);
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/responsive/photos/small-500.png');
    expect(image).toHaveAttribute('srcset', '/images/responsive/photos/small-320.png 320w, /images/responsive/photos/small-500.png 500w');
  });
});

describe('variantsFrom', () => {
  it('fails the build naming a photo the build step has not encoded', () => {
    expect(() => variantsFrom({ src: '/images/photos/missing.jpg', alt: '', width: 10, height: 10 }, manifest)).toThrow(
      'Image /images/photos/missing.jpg has no responsive variants',
    );
  });

  it('fails the build when the variants were made from an older file of another shape', () => {
    expect(() => variantsFrom({ ...warehouse, width: 1200, height: 1200 }, manifest)).toThrow(
      'Image /images/photos/warehouse.jpg is 1200×1200 by its file, but its responsive variants were made from one of 2400×1600: run `npm run art` again.',
    );
  });

  it('accepts a declared size of the same shape, and gives backgrounds an image-set of the largest width', () => {
    const variants = variantsFrom({ ...warehouse, width: 1200, height: 800 }, manifest);
    expect(variants?.imageSet).toBe(
      'image-set(url("/images/responsive/photos/warehouse-1920.avif") type("image/avif"), url("/images/responsive/photos/warehouse-1920.webp") type("image/webp"), url("/images/responsive/photos/warehouse-1920.jpg") type("image/jpeg"))',
    );
  });
});

describe('variantsOf', () => {
  const { variantsOf } = jest.requireActual<typeof import('./image-variants')>('./image-variants');
  const upload = { src: '/images/uploads/not-encoded-yet.jpg', alt: '', width: 1200, height: 800 };
  const environment = process.env.NODE_ENV;
  afterEach(() => {
    (process.env as Record<string, string | undefined>).NODE_ENV = environment;
  });

  it('shows a photo uploaded on the development server as it is until its sizes are made, and a build refuses it', () => {
    expect(() => variantsOf(upload)).toThrow('Image /images/uploads/not-encoded-yet.jpg has no responsive variants');
    (process.env as Record<string, string | undefined>).NODE_ENV = 'development';
    expect(variantsOf(upload)).toBeUndefined();
  });
});
