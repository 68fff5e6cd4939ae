import type { Metadata } from 'next';
import { getNotFound } from '@/content/not-found';
import { getSite } from '@/content/site';
import { pageMetadata } from '@/components/seo/page-metadata';
import { NotFoundContent } from '@/components/sections/not-found-content';
import type { LocaleParams } from '@/lib/page-locale';

// Each language's answer for an address that does not exist under its prefix: out/ar/404.html …,
// which static hosts serve for a missing /ar/… page (Cloudflare Pages finds the nearest 404.html;
// Netlify reads the rules scripts/locale-out.mjs writes to out/_redirects). English's is
// app/not-found.tsx, at out/404.html.
export const dynamicParams = false;

// English gets one too, since an export refuses an empty list; scripts/locale-out.mjs drops it,
// English's being app/not-found.tsx's.
export function generateStaticParams() {
  return [{ missing: ['404'] }];
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const copy = getNotFound(locale);
  return pageMetadata({ locale, title: copy.title, description: copy.text, imageTitle: getSite(locale).tagline });
}

export default async function LanguageNotFound({ params }: LocaleParams) {
  const { locale } = await params;
  return <NotFoundContent copy={getNotFound(locale)} locale={locale} />;
}
