import type { Metadata } from 'next';
import { forms } from '@/content/forms';
import { register } from '@/content/register';
import { phoneDigits, site } from '@/content/site';
import { pageMetadata } from '@/components/seo/page-metadata';
import { countryOptions } from '@/components/forms/countries';
import { RegisterForm } from '@/components/forms/register-form';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';

export const metadata: Metadata = pageMetadata({ title: 'Register', description: register.intro, path: '/register', imageTitle: register.title });

export default function RegisterPage() {
  return (
    <>
      <PageHero title={register.title} intro={register.intro} />
      <div className="bg-surface/90 py-12 lg:py-20">
        <Container className="max-w-4xl">
          <Card className="sm:p-8 lg:p-10">
            <RegisterForm
              copy={register.form}
              common={forms}
              countries={countryOptions('en')}
              recipient={{ email: site.email, phoneDigits }}
            />
          </Card>
        </Container>
      </div>
    </>
  );
}
