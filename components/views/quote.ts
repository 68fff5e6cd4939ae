import { getRecipient } from '@/content/channels';
import { getForms } from '@/content/forms';
import { getQuotePage, type QuotePageCopy } from '@/content/get-quote';
import { getInterface } from '@/content/interface';
import { getPolicies } from '@/content/policies';
import { getQuote } from '@/content/quote';
import { numbersOf } from '@/components/i18n/page-numbers';
import type { PageSeo } from '@/components/seo/page-metadata';
import { countryOptions } from '@/components/forms/countries';
import { quoteMessage } from '@/components/forms/message-copy';
import { productNames } from '@/components/quote/catalogue-names';

// What /get-quote draws: one view, for the route and for the editor's preview, which hands it the
// page's words being edited (content/get-quote.yml) and the rest as the build read it; drawn by quote-page.tsx.

/** What /get-quote shows around its page's words: the form and its words, the countries and products, the policies. */
export function quoteAround(locale: string) {
  const interfaceCopy = getInterface(locale);
  return {
    common: getForms(locale),
    quote: getQuote(locale),
    policies: getPolicies(locale).policies,
    countries: countryOptions(locale),
    names: productNames(locale),
    messageCopy: quoteMessage(locale),
    recipient: getRecipient(locale),
    quantity: interfaceCopy.quantity,
    closeLabel: interfaceCopy.close,
    numbers: numbersOf(locale),
  };
}

/** /get-quote in `locale`: content/get-quote.yml (`page`) and what the page shows around it (`around`). */
export function quoteView(locale: string, page: QuotePageCopy = getQuotePage(locale), around = quoteAround(locale)) {
  return {
    seo: { locale, title: page.title, description: page.description, path: '/get-quote' } satisfies PageSeo,
    locale,
    page,
    ...around,
  };
}
