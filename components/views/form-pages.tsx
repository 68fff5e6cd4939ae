import { getRecipient } from '@/content/channels';
import { getContact, type ContactCopy } from '@/content/contact';
import { getForms } from '@/content/forms';
import { getInterface } from '@/content/interface';
import { getLogin, type LoginCopy } from '@/content/login';
import { getRegister, type RegisterCopy } from '@/content/register';
import { getSite } from '@/content/site';
import { numbersOf } from '@/components/i18n/page-numbers';
import type { PageSeo } from '@/components/seo/page-metadata';
import { ContactDetails } from '@/components/sections/contact-details';
import { ContactForm } from '@/components/forms/contact-form';
import { countryOptions } from '@/components/forms/countries';
import { FormPage } from '@/components/forms/form-page';
import { LoginForm } from '@/components/forms/login-form';
import { contactMessage, registerMessage } from '@/components/forms/message-copy';
import { RegisterForm } from '@/components/forms/register-form';

// The pages that are a form (/contact, /login, /register): one view each, drawn by its Main for the
// route and for the editor's preview, which hands it the file being edited (`copy`).

/** A form page's search and share details: its file's title for search results, its intro, its heading on the share image. */
const formSeo = (locale: string, path: string, copy: { metaTitle: string; title: string; intro: string }): PageSeo => ({
  locale,
  title: copy.metaTitle,
  description: copy.intro,
  path,
  imageTitle: copy.title,
});

/** /contact in `locale`: content/contact.yml (`copy`), with the form's common words, the company's details and channels. */
export function contactView(locale: string, copy: ContactCopy = getContact(locale)) {
  return {
    seo: formSeo(locale, '/contact', copy),
    locale,
    copy,
    common: getForms(locale),
    site: getSite(locale),
    recipient: getRecipient(locale),
    newTab: getInterface(locale).newTab,
    messageCopy: contactMessage(locale),
    numbers: numbersOf(locale),
  };
}

/** The /contact page's main content. */
export function ContactMain({ locale, copy, common, site, recipient, newTab, messageCopy, numbers }: ReturnType<typeof contactView>) {
  return (
    <FormPage
      title={copy.title}
      intro={copy.intro}
      locale={locale}
      aside={<ContactDetails copy={copy.details} site={site} channels={recipient.channels} newTab={newTab} locale={locale} />}
    >
      <ContactForm copy={copy.form} common={common} messageCopy={messageCopy} recipient={recipient} locale={locale} numbers={numbers} />
    </FormPage>
  );
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

/** The /login page's main content. */
export function LoginMain({ locale, copy, common }: ReturnType<typeof loginView>) {
  return (
    <FormPage title={copy.title} intro={copy.intro} locale={locale} width="max-w-xl" cardClassName="sm:p-8">
      <LoginForm copy={copy.form} common={common} locale={locale} />
    </FormPage>
  );
}

/** /register in `locale`: content/register.yml (`copy`) with the form's common words, the countries and the channels. */
export function registerView(locale: string, copy: RegisterCopy = getRegister(locale)) {
  return {
    seo: formSeo(locale, '/register', copy),
    locale,
    copy,
    common: getForms(locale),
    countries: countryOptions(locale),
    messageCopy: registerMessage(locale),
    recipient: getRecipient(locale),
  };
}

/** The /register page's main content. */
export function RegisterMain({ locale, copy, common, countries, messageCopy, recipient }: ReturnType<typeof registerView>) {
  return (
    <FormPage title={copy.title} intro={copy.intro} locale={locale} width="max-w-4xl">
      <RegisterForm
        copy={copy.form}
        common={common}
        countries={countries}
        messageCopy={messageCopy}
        recipient={recipient}
        locale={locale}
      />
    </FormPage>
  );
}
