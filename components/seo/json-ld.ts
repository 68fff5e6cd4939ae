import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { getBlog } from '@/content/blog';
import { defaultLocale, localePath } from '@/content/locale-path';
import { menuLink } from '@/content/navigation';
import type { Site } from '@/content/schema';
import { getSite, socialLinks } from '@/content/site';
import { productPath, categoryPath } from '@/content/category-paths';
import { absoluteUrl } from './absolute-url';

// schema.org data for search engines, built at build time from content/. No Product markup:
// the catalogue has no prices, offers or reviews, and Product rich results without them would be
// invalid or untrue; the product names are already in each category page's HTML.

countries.registerLocale(english);

type Thing = { '@context': 'https://schema.org'; '@type': string; [key: string]: unknown };

/**
 * The company, on the pages that describe it (home and About: Google asks for Organization markup
 * on one such page, not every page), in the page's language (`site`, that language's; one
 * organization: the same @id in all). `country` is the address's country in English, which names its ISO code.
 */
export function organizationJsonLd(site: Site, country: string = getSite(defaultLocale).address.country): Thing {
  const url = absoluteUrl('/', site.url);
  // Profile pages only: not the WhatsApp chat, nor a network's home page (a placeholder, which socialLinks leaves out).
  const sameAs = socialLinks(site)
    .map((social) => social.url)
    .filter((url) => new URL(url).hostname !== 'wa.me');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url,
    logo: absoluteUrl(site.images.logo.src, site.url),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postcode,
      addressCountry: countries.getAlpha2Code(country, 'en') ?? country,
    },
    telephone: site.phone.e164,
    email: site.email,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export type Crumb = { name: string; path: string };

/** The trail from the home page to this page, the page last (paths as given: already in the page's language). */
export function breadcrumbJsonLd(crumbs: Crumb[], base: string = getSite(defaultLocale).url): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, base),
    })),
  };
}

/** A trail of English paths in `locale`: each crumb's page in that language. */
const inLocale = (locale: string, crumbs: Crumb[]) => crumbs.map((crumb) => ({ ...crumb, path: localePath(locale, crumb.path) }));

/** Home › Services › the category (English paths), named as `locale`'s menu names them. */
const categoryCrumbs = ({ slug, title }: { slug: string; title: string }, locale: string): Crumb[] => [
  { name: menuLink('/', locale).label, path: '/' },
  { name: menuLink('/services', locale).label, path: '/services' },
  { name: title, path: categoryPath(slug) },
];

/** Home › Services › the category, in `locale`. */
export function categoryBreadcrumbJsonLd(category: { slug: string; title: string }, locale: string = defaultLocale): Thing {
  return breadcrumbJsonLd(inLocale(locale, categoryCrumbs(category, locale)));
}

/** Home › Services › the category › the product, in `locale`. */
export function productBreadcrumbJsonLd(
  category: { slug: string; title: string },
  product: { id: string; name: string },
  locale: string,
): Thing {
  return breadcrumbJsonLd(
    inLocale(locale, [...categoryCrumbs(category, locale), { name: product.name, path: productPath(category.slug, product.id) }]),
  );
}

/** Home › Industry Insights › the article, in `locale`. */
export function postBreadcrumbJsonLd({ slug, titleText }: { slug: string; titleText: string }, locale: string = defaultLocale): Thing {
  return breadcrumbJsonLd(
    inLocale(locale, [
      { name: menuLink('/', locale).label, path: '/' },
      { name: getBlog(locale).title, path: '/blog' },
      { name: titleText, path: `/blog/${slug}` },
    ]),
  );
}

/**
 * JSON for a <script type="application/ld+json">. Every "<" is escaped, so no value (a title,
 * a description) can close the script element or open a comment in it.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
