import type { Metadata } from 'next';
import { getQuote } from '@/content/get-quote';
import { policies } from '@/content/policies';
import { PolicyGrid } from '@/components/sections/policy-grid';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

export const metadata: Metadata = { title: getQuote.title, description: getQuote.description };

export default function GetQuotePage() {
  return (
    <>
      <PageHero title={getQuote.title} intro={getQuote.intro} />
      {/* TODO(#4): the quote request form goes here, above the policies it refers to. */}
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
