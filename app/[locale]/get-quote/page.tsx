import type { Metadata } from 'next';
import { forms } from '@/content/forms';
import { getQuote } from '@/content/get-quote';
import { policies } from '@/content/policies';
import { quote } from '@/content/quote';
import { phoneDigits, site } from '@/content/site';
import { pageMetadata } from '@/components/seo/page-metadata';
import { countryOptions } from '@/components/forms/countries';
import { QuoteForm } from '@/components/forms/quote-form';
import { NextSteps } from '@/components/sections/next-steps';
import { PolicyGrid } from '@/components/sections/policy-grid';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { setPageLocale, type LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await setPageLocale(params);
  return pageMetadata({ locale, title: getQuote.title, description: getQuote.description, path: '/get-quote' });
}

export default async function GetQuotePage({ params }: LocaleParams) {
  await setPageLocale(params);
  return (
    <>
      <PageHero title={getQuote.title} intro={getQuote.intro} />
      <section id={quote.id} aria-labelledby={`${quote.id}-title`} className="scroll-mt-32 bg-surface/90 py-12 lg:py-20">
        <Container className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
          <Card className="sm:p-8 lg:p-10">
            <h2 id={`${quote.id}-title`} className="text-2xl font-bold">
              {quote.title}
            </h2>
            <p className="mt-1 mb-6 max-w-prose text-ink-muted">{quote.intro}</p>
            <QuoteForm copy={quote} common={forms} countries={countryOptions('en')} recipient={{ email: site.email, phoneDigits }} />
          </Card>
          <NextSteps title={quote.next.title} steps={quote.next.steps} />
        </Container>
      </section>
      <Section
        id={getQuote.policies.id}
        eyebrow={getQuote.policies.eyebrow}
        title={getQuote.policies.title}
        intro={getQuote.policies.intro}
        tone="tinted"
      >
        <PolicyGrid policies={policies} readMore={getQuote.readMore} readMoreAbout={getQuote.readMoreAbout} />
      </Section>
    </>
  );
}
