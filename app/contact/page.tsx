import type { Metadata } from 'next';
import { contact } from '@/content/contact';
import { forms } from '@/content/forms';
import { phoneDigits, site } from '@/content/site';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ContactDetails } from '@/components/sections/contact-details';
import { ContactForm } from '@/components/forms/contact-form';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';

export const metadata: Metadata = pageMetadata({ title: 'Contact', description: contact.intro, path: '/contact', imageTitle: contact.title });

export default function ContactPage() {
  return (
    <>
      <PageHero title={contact.title} intro={contact.intro} />
      <div className="bg-surface/90 py-12 lg:py-20">
        <Container className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
          <Card className="sm:p-8 lg:p-10">
            <ContactForm copy={contact.form} common={forms} recipient={{ email: site.email, phoneDigits }} />
          </Card>
          <ContactDetails copy={contact.details} site={site} />
        </Container>
      </div>
    </>
  );
}
