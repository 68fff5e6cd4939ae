import type { Metadata } from 'next';
import { getContact } from '@/content/contact';
import { getRecipient } from '@/content/channels';
import { getForms } from '@/content/forms';
import { getInterface } from '@/content/interface';
import { getSite } from '@/content/site';
import { numbersOf } from '@/components/i18n/page-numbers';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ContactDetails } from '@/components/sections/contact-details';
import { ContactForm } from '@/components/forms/contact-form';
import { FormPage } from '@/components/forms/form-page';
import { contactMessage } from '@/components/forms/message-copy';
import type { LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const contact = getContact(locale);
  return pageMetadata({ locale, title: contact.metaTitle, description: contact.intro, path: '/contact', imageTitle: contact.title });
}

export default async function ContactPage({ params }: LocaleParams) {
  const { locale } = await params;
  const contact = getContact(locale);
  const forms = getForms(locale);
  const site = getSite(locale);
  const recipient = getRecipient(locale);
  return (
    <FormPage
      title={contact.title}
      intro={contact.intro}
      locale={locale}
      aside={
        <ContactDetails
          copy={contact.details}
          site={site}
          channels={recipient.channels}
          newTab={getInterface(locale).newTab}
          locale={locale}
        />
      }
    >
      <ContactForm
        copy={contact.form}
        common={forms}
        messageCopy={contactMessage(locale)}
        recipient={recipient}
        locale={locale}
        numbers={numbersOf(locale)}
      />
    </FormPage>
  );
}
