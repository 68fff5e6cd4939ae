import { SvgIcon } from '@/components/ui/svg-icon';
import { getCta } from '@/content/cta';
import { firstChat } from '@/content/channels';
import { ChannelIcon } from '@/components/ui/contact-channels';
import { ButtonLink, buttonClasses } from '@/components/ui/button-link';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { Container } from '@/components/ui/container';
import { TitleWithText } from '@/components/ui/title-with-text';
import { fillTemplate } from '@/lib/template';

/** A closing band that turns a reader into an enquiry: the quote, and the page's chat channel where it has one (firstChat). */
export function EnquiryBand({ locale }: { locale: string }) {
  const cta = getCta(locale);
  const chat = firstChat(locale);
  return (
    <section aria-labelledby="enquiry-title" className="bg-brand-light py-14 lg:py-20">
      <Container className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <TitleWithText id="enquiry-title" title={cta.title} text={cta.text} locale={locale} size="band" className="max-w-2xl" />
        <div className="flex flex-wrap gap-3">
          <ButtonLink locale={locale} href={cta.primary.href}>
            {cta.primary.label}
            <SvgIcon name="arrow-right" strokeWidth={2} className="size-5 rtl:-scale-x-100" />
          </ButtonLink>
          {chat && (
            <NewTabLink href={chat.href} locale={locale} className={buttonClasses('secondary')}>
              <ChannelIcon channel={chat.key} className="text-brand" />
              {fillTemplate(cta.chatLabel, { channel: chat.label })}
            </NewTabLink>
          )}
        </div>
      </Container>
    </section>
  );
}
