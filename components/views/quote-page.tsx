import { QuoteForm } from '@/components/forms/quote-form';
import { NextSteps } from '@/components/sections/next-steps';
import { PolicyGrid } from '@/components/sections/policy-grid';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type { quoteView } from './quote';

// The /get-quote page, drawn from its view (./quote.ts) for the route and for the editor's preview.

/** The /get-quote page's main content: its head, the form beside the next steps, then the trading policies. */
export function QuoteMain(props: ReturnType<typeof quoteView>) {
  const { locale, page, quote, policies, common, countries, names, messageCopy, recipient, quantity, closeLabel, numbers } = props;
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
              common={common}
              countries={countries}
              names={names}
              messageCopy={messageCopy}
              recipient={recipient}
              quantity={quantity}
              locale={locale}
              numbers={numbers}
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
        <PolicyGrid policies={policies} readMore={page.readMore} readMoreAbout={page.readMoreAbout} closeLabel={closeLabel} />
      </Section>
    </>
  );
}
