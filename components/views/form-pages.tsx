import { ContactDetails } from '@/components/sections/contact-details';
import { ContactForm } from '@/components/forms/contact-form';
import { FormPage } from '@/components/forms/form-page';
import { LoginForm } from '@/components/forms/login-form';
import { RegisterForm } from '@/components/forms/register-form';
import type { contactView, loginView, registerView } from './forms';

// The pages that are a form (/contact, /login, /register), drawn from their views (./forms.ts) for the
// route and for the editor's preview.

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

/** The /login page's main content. */
export function LoginMain({ locale, copy, common }: ReturnType<typeof loginView>) {
  return (
    <FormPage title={copy.title} intro={copy.intro} locale={locale} width="max-w-xl" cardClassName="sm:p-8">
      <LoginForm copy={copy.form} common={common} locale={locale} />
    </FormPage>
  );
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
