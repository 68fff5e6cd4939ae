import type { Metadata } from 'next';
import { forms } from '@/content/forms';
import { login } from '@/content/login';
import { pageMetadata } from '@/components/seo/page-metadata';
import { LoginForm } from '@/components/forms/login-form';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';

export const metadata: Metadata = pageMetadata({ title: 'Log in', description: login.intro, path: '/login', imageTitle: login.title });

export default function LoginPage() {
  return (
    <>
      <PageHero title={login.title} intro={login.intro} />
      <div className="bg-surface/90 py-12 lg:py-20">
        <Container className="max-w-xl">
          <Card className="sm:p-8">
            <LoginForm copy={login.form} common={forms} />
          </Card>
        </Container>
      </div>
    </>
  );
}
