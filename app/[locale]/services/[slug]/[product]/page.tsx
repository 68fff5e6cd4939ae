import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ChatAboutProduct } from '@/components/product/chat-about-product';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { pageMetadata } from '@/components/seo/page-metadata';
import { productPages, productView, type ProductPageParams } from '@/components/views/product';
import { ProductMain } from '@/components/views/product-page';

type Props = { params: Promise<{ locale: string } & ProductPageParams> };

export const dynamicParams = false;

// [slug] has no layout of its own, so only the language comes from above: this gives both segments.
export function generateStaticParams({ params }: { params: { locale: string } }) {
  return productPages(params.locale);
}

async function viewOf(params: Props['params']) {
  const { locale, ...page } = await params;
  return productView(locale, page) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await viewOf(params)).seo);
}

export default async function ProductPage({ params }: Props) {
  const view = await viewOf(params);
  return (
    <>
      {view.jsonLd.map((data, index) => (
        <JsonLdScript key={index} data={data} />
      ))}
      <ProductMain {...view} />
      <ChatAboutProduct />
    </>
  );
}
