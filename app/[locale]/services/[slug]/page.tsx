import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCatalogue } from '@/content/catalogue';
import { getService, getServices } from '@/content/services';
import { servicePath } from '@/content/service-paths';
import { categoryBreadcrumbJsonLd } from '@/components/seo/json-ld';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { pageMetadata } from '@/components/seo/page-metadata';
import { CategoryDetail } from '@/components/sections/category-detail';
import { CategoryLinks } from '@/components/sections/category-links';
import { Section } from '@/components/ui/section';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return getServices(params.locale).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const service = getService(locale, slug);
  return service ? pageMetadata({ locale, title: service.title, description: service.description, path: servicePath(service.slug) }) : {};
}

export default async function CategoryPage({ params }: Props) {
  const { locale, slug } = await params;
  const catalogue = getCatalogue(locale);
  const services = getServices(locale);
  const service = getService(locale, slug);
  if (!service) notFound();
  const others = services.filter(({ slug }) => slug !== service.slug);
  return (
    <>
      <JsonLdScript data={categoryBreadcrumbJsonLd(service, locale)} />
      <CategoryDetail service={service} locale={locale} />
      <Section id="other-categories" title={catalogue.category.othersTitle} locale={locale}>
        <CategoryLinks items={others} locale={locale} />
      </Section>
    </>
  );
}
