import { preload } from 'react-dom';
import type { Image } from '@/content/schema';
import { asset } from './asset';
import { variantsOf } from './image-variants';

type ContentImageProps = {
  image: Image;
  className?: string;
  /** Above the fold: load at once with high priority. Otherwise lazy. */
  priority?: boolean;
  /** How wide the image is shown, as in the `sizes` attribute; photos pick their width from it. */
  sizes?: string;
};

/**
 * An image from content/, with its intrinsic size so the layout never shifts. SVG is used as it
 * is; a photo is offered as AVIF, then WebP, then its own format, each at several widths
 * (scripts/build-images.mjs), so the browser fetches the smallest file that fills `sizes`.
 */
export function ContentImage({ image, className, priority = false, sizes = '100vw' }: ContentImageProps) {
  const variants = variantsOf(image);
  // Above-the-fold images are announced in <head>, so the browser fetches them before it lays out the page.
  if (priority) {
    if (variants) {
      preload(variants.src, { as: 'image', fetchPriority: 'high', imageSrcSet: variants.avif, imageSizes: sizes, type: 'image/avif' });
    } else {
      preload(asset(image.src), { as: 'image', fetchPriority: 'high' });
    }
  }
  const img = (
    <img
      src={variants ? variants.src : asset(image.src)}
      srcSet={variants?.fallback}
      sizes={variants ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
  if (!variants) return img;
  // display: contents keeps the <img> the box that the layout (flex, grid) sizes.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={variants.avif} sizes={sizes} />
      <source type="image/webp" srcSet={variants.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
