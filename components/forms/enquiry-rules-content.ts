import { getContact } from '@/content/contact';
import { getForms } from '@/content/forms';
import { defaultLocale } from '@/content/locale-path';
import { locales } from '@/content/locales';
import { getQuote } from '@/content/quote';
import { getRegister } from '@/content/register';
import type { EnquiryRules } from './enquiry-rules';
import { contactMessage, languageLine, quoteMessage, registerMessage } from './message-copy';

// Server only, at build (scripts/build-enquiry-rules.mjs) and in the functions' tests: the rules
// /api/enquiry checks by, read from content in English.

export function enquiryRules(): EnquiryRules {
  const forms = getForms(defaultLocale);
  return {
    forms,
    contact: getContact(defaultLocale).form,
    quote: getQuote(defaultLocale),
    register: getRegister(defaultLocale).form,
    message: { contact: contactMessage(defaultLocale), quote: quoteMessage(defaultLocale), register: registerMessage(defaultLocale) },
    languages: locales.map(({ code }) => languageLine(code).value),
    retentionMonths: forms.inbox.retentionMonths,
  };
}
