import { getInterface } from '@/content/interface';
import { getSite } from '@/content/site';
import { Link } from '@/components/ui/link';
import { ContentImage } from '@/components/ui/content-image';
import { fillTemplate } from '@/lib/template';

export function Logo({ locale, tone = 'dark' }: { locale: string; tone?: 'dark' | 'light' }) {
  const interfaceCopy = getInterface(locale);
  const site = getSite(locale);
  return (
    <Link locale={locale} href="/" className="inline-flex min-h-11 items-center gap-2.5 rounded-lg">
      <ContentImage image={site.images.logo} priority sizes="36px" className="size-9 shrink-0" />
      <span className="leading-tight">
        {/* A step smaller on the narrowest phones, so the name takes two lines beside the header's buttons, not three. */}
        <span
          className={
            tone === 'dark'
              ? 'block text-base leading-tight font-bold text-ink max-[359px]:text-sm'
              : 'block text-base leading-tight font-bold text-white max-[359px]:text-sm'
          }
        >
          {site.name}
        </span>
        <span className={tone === 'dark' ? 'hidden text-xs text-ink-muted sm:block' : 'hidden text-xs text-white/75 sm:block'}>
          {fillTemplate(site.place, { city: site.address.city, country: site.address.country })}
        </span>
      </span>
      <span className="sr-only">{interfaceCopy.logoSuffix}</span>
    </Link>
  );
}
