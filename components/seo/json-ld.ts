import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { blog } from '@/content/blog';
import { menuLink } from '@/content/navigation';
import type { Site } from '@/content/schema';
import { site as companySite } from '@/content/site';
import { servicePath } from '@/content/service-paths';
import { absoluteUrl } from './absolute-url';

// schema.org data for search engines, built at build time from content/. No Product markup:
// the catalogue has no prices, offers or reviews, and Product rich results without them would be
// invalid or untrue; the product names are already in each category page's HTML.

countries.registerLocale(english);

type Thing = { '@context': 'https://schema.org'; '@type': string; [key: string]: unknown };

/** A profile page on a social network, not a chat link (wa.me) or a network's home page (a placeholder). */
function isProfile(url: string): boolean {
  const { hostname, pathname } = new URL(url);
  return hostname !== 'wa.me' && pathname.replace(/\/+$/, '') !== '';
}

/** The company, on every page. */
export function organizationJsonLd(site: Site = companySite): Thing {
  const url = absoluteUrl('/', site.url);
  const sameAs = site.socials.map((social) => social.url).filter(isProfile);
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
      addressCountry: countries.getAlpha2Code(site.address.country, 'en') ?? site.address.country,
    },
    telephone: site.phone.e164,
    email: site.email,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export type Crumb = { name: string; path: string };

/** The trail from the home page to this page, the page last. */
export function breadcrumbJsonLd(crumbs: Crumb[], base: string = companySite.url): Thing {
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

/** The main menu's name for a page, so the trail reads as the menu does. */
const menuLabel = (href: string) => menuLink(href).label;

/** Home › Services › the category. */
export function categoryBreadcrumbJsonLd({ slug, title }: { slug: string; title: string }): Thing {
  return breadcrumbJsonLd([
    { name: menuLabel('/'), path: '/' },
    { name: menuLabel('/services'), path: '/services' },
    { name: title, path: servicePath(slug) },
  ]);
}

/** Home › Industry Insights › the article. */
export function postBreadcrumbJsonLd({ slug, titleText }: { slug: string; titleText: string }): Thing {
  return breadcrumbJsonLd([
    { name: menuLabel('/'), path: '/' },
    { name: blog.title, path: '/blog' },
    { name: titleText, path: `/blog/${slug}` },
  ]);
}

/**
 * JSON for a <script type="application/ld+json">. Every "<" is escaped, so no value (a title,
 * a description) can close the script element or open a comment in it.
 */
export function serializeJsonLd(data: Thing): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
