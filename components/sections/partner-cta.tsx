import { SvgIcon } from '@/components/ui/svg-icon';
import type { InitiativesPage } from '@/content/initiatives';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { HeadingText } from '@/components/ui/heading-text';

/** The Partner With Us band: a short pitch and a link to the contact form with the subject filled in. */
export function PartnerCta({ partner, locale }: { partner: InitiativesPage['partner']; locale: string }) {
  return (
    <Section id="partner">
      <div className="flex flex-col gap-8 rounded-card bg-ink p-8 text-white shadow-lift sm:p-10 lg:flex-row lg:items-center lg:justify-between lg:p-12">
        <div className="max-w-prose">
          <p className="text-sm font-semibold tracking-wider text-saffron uppercase">{partner.eyebrow}</p>
          <h2 className="mt-2 text-2xl font-bold text-white sm:text-3xl lg:text-4xl">
            <HeadingText text={partner.title} locale={locale} />
          </h2>
          <p className="mt-4 text-lg text-white/85">{partner.text}</p>
        </div>
        <ButtonLink locale={locale} href={partner.cta.href} variant="light" className="shrink-0 self-start lg:self-center">
          {partner.cta.label}
          <SvgIcon name="arrow-right" className="size-5 rtl:-scale-x-100" />
        </ButtonLink>
      </div>
    </Section>
  );
}
