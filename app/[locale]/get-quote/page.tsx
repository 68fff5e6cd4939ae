import type { Metadata } from 'next';
import { getRecipient } from '@/content/channels';
import { getForms } from '@/content/forms';
import { getQuotePage } from '@/content/get-quote';
import { getPolicies } from '@/content/policies';
import { getQuote } from '@/content/quote';
import { getInterface } from '@/content/interface';
import { numbersOf } from '@/components/i18n/page-numbers';
import { pageMetadata } from '@/components/seo/page-metadata';
import { countryOptions } from '@/components/forms/countries';
import { quoteMessage } from '@/components/forms/message-copy';
import { QuoteForm } from '@/components/forms/quote-form';
import { productNames } from '@/components/quote/catalogue-names';
import { NextSteps } from '@/components/sections/next-steps';
import { PolicyGrid } from '@/components/sections/policy-grid';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const page = getQuotePage(locale);
  return pageMetadata({ locale, title: page.title, description: page.description, path: '/get-quote' });
}

export default async function GetQuotePage({ params }: LocaleParams) {
  const { locale } = await params;
  const forms = getForms(locale);
  const page = getQuotePage(locale);
  const policies = getPolicies(locale).policies;
  const quote = getQuote(locale);
  return (
    <>
      <PageHero title={page.title} intro={page.intro} locale={locale} />
      <section id={quote.id} aria-labelledby={`${quote.id}-title`} className="scroll-mt-32 bg-surface/90 py-12 lg:py-20">
        <Container className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
          <Card className="sm:p-8 lg:p-10">
            <h2 id={`${quote.id}-title`} className="text-2xl font-bold">
              {quote.title}
            </h2>
            <p className="mt-1 mb-6 max-w-prose text-ink-muted">{quote.intro}</p>
            <QuoteForm
              copy={quote}
              common={forms}
              countries={countryOptions(locale)}
              names={productNames(locale)}
              messageCopy={quoteMessage(locale)}
              recipient={getRecipient(locale)}
              quantity={getInterface(locale).quantity}
              locale={locale}
              numbers={numbersOf(locale)}
            />
          </Card>
          <NextSteps title={quote.next.title} steps={quote.next.steps} locale={locale} />
        </Container>
      </section>
      <Section
        id={page.policies.id}
        eyebrow={page.policies.eyebrow}
        title={page.policies.title}
        intro={page.policies.intro}
        locale={locale}
        tone="tinted"
      >
        <PolicyGrid
          policies={policies}
          readMore={page.readMore}
          readMoreAbout={page.readMoreAbout}
          closeLabel={getInterface(locale).close}
        />
      </Section>
    </>
  );
}
