import { getRecipient, type Recipient } from '@/content/channels';
import { getContact, type ContactCopy } from '@/content/contact';
import { getForms } from '@/content/forms';
import { getInterface } from '@/content/interface';
import { getLogin, type LoginCopy } from '@/content/login';
import { getRegister, type RegisterCopy } from '@/content/register';
import { getSite } from '@/content/site';
import type { Site } from '@/content/schema';
import { numbersOf } from '@/components/i18n/page-numbers';
import type { PageSeo } from '@/components/seo/page-metadata';
import { countryOptions } from '@/components/forms/countries';
import { contactMessage, registerMessage } from '@/components/forms/message-copy';

// What the pages that are a form (/contact, /login, /register) draw: one view each, for the route and
// for the editor's preview, which hands it the file being edited (`copy`); drawn by form-pages.tsx.

/** A form page's search and share details: its file's title for search results, its intro, its heading on the share image. */
const formSeo = (locale: string, path: string, copy: { metaTitle: string; title: string; intro: string }): PageSeo => ({
  locale,
  title: copy.metaTitle,
  description: copy.intro,
  path,
  imageTitle: copy.title,
});

/** /contact in `locale`: content/contact.yml (`copy`), with the form's common words, the company's details and channels. */
export function contactView(
  locale: string,
  copy: ContactCopy = getContact(locale),
  /** The company's details and where messages go, when not the built ones (the site details' preview). */
  details: { site: Site; recipient: Recipient } = { site: getSite(locale), recipient: getRecipient(locale) },
) {
  return {
    seo: formSeo(locale, '/contact', copy),
    locale,
    copy,
    common: getForms(locale),
    site: details.site,
    recipient: details.recipient,
    newTab: getInterface(locale).newTab,
    messageCopy: contactMessage(locale),
    numbers: numbersOf(locale),
  };
}

/** /login in `locale`: content/login.yml (`copy`) with the form's common words. */
export function loginView(locale: string, copy: LoginCopy = getLogin(locale)) {
  return {
    seo: formSeo(locale, '/login', copy),
    locale,
    copy,
    common: getForms(locale),
  };
}

/** What /register shows around its file's words: the forms' common words, the countries, the channels, the English words of the message. */
export function registerAround(locale: string) {
  return {
    common: getForms(locale),
    countries: countryOptions(locale),
    messageCopy: registerMessage(locale),
    recipient: getRecipient(locale),
  };
}

/** /register in `locale`: content/register.yml (`copy`) and what the page shows around it (`around`). */
export function registerView(locale: string, copy: RegisterCopy = getRegister(locale), around = registerAround(locale)) {
  return { seo: formSeo(locale, '/register', copy), locale, copy, ...around };
}
