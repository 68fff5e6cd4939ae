import type { Metadata } from 'next';
import { contact } from '@/content/contact';
import { forms } from '@/content/forms';
import { phoneDigits, site } from '@/content/site';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ContactDetails } from '@/components/sections/contact-details';
import { ContactForm } from '@/components/forms/contact-form';
import { FormPage } from '@/components/forms/form-page';
import { setPageLocale, type LocaleParams } from '@/lib/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await setPageLocale(params);
  return pageMetadata({ locale, title: contact.metaTitle, description: contact.intro, path: '/contact', imageTitle: contact.title });
}

export default async function ContactPage({ params }: LocaleParams) {
  await setPageLocale(params);
  return (
    <FormPage title={contact.title} intro={contact.intro} aside={<ContactDetails copy={contact.details} site={site} />}>
      <ContactForm copy={contact.form} common={forms} recipient={{ email: site.email, phoneDigits }} />
    </FormPage>
  );
}
