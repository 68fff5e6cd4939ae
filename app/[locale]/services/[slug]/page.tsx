import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { pageMetadata } from '@/components/seo/page-metadata';
import { categoryPages, categoryView, type CategoryPageParams } from '@/components/views/category';
import { CategoryMain } from '@/components/views/category-page';

type Props = { params: Promise<{ locale: string } & CategoryPageParams> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return categoryPages(params.locale);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, ...page } = await params;
  const view = categoryView(locale, page);
  return view ? pageMetadata(view.seo) : {};
}

export default async function CategoryPage({ params }: Props) {
  const { locale, ...page } = await params;
  const view = categoryView(locale, page) ?? notFound();
  return (
    <>
      {view.jsonLd.map((data, index) => (
        <JsonLdScript key={index} data={data} />
      ))}
      <CategoryMain {...view} />
    </>
  );
}
