import { site } from '@/content/site';
import { asset } from '@/components/ui/asset';

/** The fixed full-page background. Quiet by design: content sits on opaque surfaces above it. */
export function PageBackground() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 -z-10 bg-surface bg-cover bg-center"
      style={{ backgroundImage: `url(${asset(site.images.background.src)})` }}
    />
  );
}
