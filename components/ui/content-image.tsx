import { preload } from 'react-dom';
import type { Image } from '@/content/schema';
import { asset } from './asset';

type ContentImageProps = {
  image: Image;
  className?: string;
  /** Above the fold: load at once with high priority. Otherwise lazy. */
  priority?: boolean;
  sizes?: string;
};

/** An image from content/, with its intrinsic size so the layout never shifts. */
export function ContentImage({ image, className, priority = false, sizes }: ContentImageProps) {
  // Above-the-fold images are announced in <head>, so the browser fetches them before it lays out the page.
  if (priority) preload(asset(image.src), { as: 'image', fetchPriority: 'high' });
  return (
    <img
      src={asset(image.src)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
