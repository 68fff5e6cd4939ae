import type { Metadata } from 'next';
import { forms } from '@/content/forms';
import { getQuote } from '@/content/get-quote';
import { policies } from '@/content/policies';
import { quote } from '@/content/quote';
import { phoneDigits, site } from '@/content/site';
import { countryOptions } from '@/components/forms/countries';
import { QuoteForm } from '@/components/forms/quote-form';
import { PolicyGrid } from '@/components/sections/policy-grid';
import { Card } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const metadata: Metadata = { title: getQuote.title, description: getQuote.description };

export default function GetQuotePage() {
  return (
    <>
      <PageHero title={getQuote.title} intro={getQuote.intro} />
      <Section id={quote.id} title={quote.title} intro={quote.intro}>
        <Card className="max-w-4xl sm:p-8 lg:p-10">
          <QuoteForm copy={quote} common={forms} countries={countryOptions()} recipient={{ email: site.email, phoneDigits }} />
        </Card>
      </Section>
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
