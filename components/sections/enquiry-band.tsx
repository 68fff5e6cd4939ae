import { ArrowRight } from 'lucide-react';
import { getCta } from '@/content/cta';
import { whatsappUrl } from '@/content/site';
import { BrandIcon } from '@/components/ui/brand-icon';
import { ButtonLink, buttonClasses } from '@/components/ui/button-link';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { Container } from '@/components/ui/container';
import { TitleWithText } from '@/components/ui/title-with-text';

/** A closing band that turns a reader into an enquiry. */
export function EnquiryBand({ locale }: { locale: string }) {
  const cta = getCta(locale);
  return (
    <section aria-labelledby="enquiry-title" className="bg-brand-light py-14 lg:py-20">
      <Container className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <TitleWithText id="enquiry-title" title={cta.title} text={cta.text} locale={locale} size="band" className="max-w-2xl" />
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={cta.primary.href}>
            {cta.primary.label}
            <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </ButtonLink>
          <NewTabLink href={whatsappUrl()} locale={locale} className={buttonClasses('secondary')}>
            <BrandIcon name="WhatsApp" className="size-5 text-brand" />
            {cta.whatsappLabel}
          </NewTabLink>
        </div>
      </Container>
    </section>
  );
}
