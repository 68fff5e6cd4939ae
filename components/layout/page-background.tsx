import { getSite } from '@/content/site';
import { asset } from '@/components/ui/asset';
import { variantsOf } from '@/components/ui/image-variants';

/** The fixed full-page background. Quiet by design: content sits on opaque surfaces above it. */
export function PageBackground({ locale }: { locale: string }) {
  const site = getSite(locale);
  const photo = variantsOf(site.images.background);
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 -z-10 bg-surface bg-cover bg-center"
      style={{ backgroundImage: photo ? photo.imageSet : `url(${asset(site.images.background.src)})` }}
    />
  );
}
