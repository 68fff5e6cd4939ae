/** @jest-environment node */
import type { Site } from '@/content/schema';
import { menuLink } from '@/content/navigation';
import { getSite } from '@/content/site';
import { breadcrumbJsonLd, categoryBreadcrumbJsonLd, organizationJsonLd, postBreadcrumbJsonLd, serializeJsonLd } from './json-ld';

const site = getSite('en');

const realSite: Site = {
  ...site,
  url: 'https://www.hazaraglobal.example/',
  socials: [
    { name: 'Instagram', url: 'https://www.instagram.com/hazaraglobal/' },
    { name: 'WhatsApp', url: 'https://wa.me/923001234567' },
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/hazara-global-trade' },
  ],
};

describe('organizationJsonLd', () => {
  it('describes the company from content/site.ts', () => {
    expect(organizationJsonLd(realSite)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.hazaraglobal.example/#organization',
      name: site.name,
      legalName: site.legalName,
      description: site.description,
      url: 'https://www.hazaraglobal.example/',
      logo: `https://www.hazaraglobal.example${site.images.logo.src}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.address.street,
        addressLocality: site.address.city,
        addressRegion: site.address.region,
        postalCode: site.address.postcode,
        addressCountry: 'PK',
      },
      telephone: site.phone.e164,
      email: site.email,
      sameAs: ['https://www.instagram.com/hazaraglobal/', 'https://www.linkedin.com/company/hazara-global-trade'],
    });
  });

  it('leaves out sameAs while the social links are placeholders (a network home page) or chat links', () => {
    const placeholders: Site = {
      ...realSite,
      socials: [
        { name: 'Facebook', url: 'https://www.facebook.com/' },
        { name: 'WhatsApp', url: 'https://wa.me/923001234567' },
      ],
    };
    expect(organizationJsonLd(placeholders)).not.toHaveProperty('sameAs');
  });

  it('keeps a country name it cannot map to an ISO code', () => {
    const elsewhere: Site = { ...realSite, address: { ...realSite.address, country: 'Atlantis' } };
    expect(organizationJsonLd(elsewhere, 'Atlantis')).toHaveProperty('address.addressCountry', 'Atlantis');
  });

  it('names the company in the page’s language, with the country’s ISO code and one @id in every language', () => {
    const arabic = organizationJsonLd(getSite('ar'));
    expect(arabic).toHaveProperty('address.addressCountry', 'PK');
    expect(arabic).toHaveProperty('address.addressLocality', getSite('ar').address.city);
    expect(arabic['@id']).toBe(organizationJsonLd(getSite('en'))['@id']);
  });
});

describe('breadcrumbs', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services' },
      ],
      'https://www.hazaraglobal.example',
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.hazaraglobal.example/' },
        { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://www.hazaraglobal.example/services' },
      ],
    });
  });

  it('reads Home › Services › category on a category page', () => {
    const items = categoryBreadcrumbJsonLd({ slug: 'textile-apparel', title: 'Textile & Apparel' }).itemListElement as {
      name: string;
      item: string;
    }[];
    expect(items.map(({ name }) => name)).toEqual(['Home', 'Services', 'Textile & Apparel']);
    expect(items[2]?.item).toMatch(/\/services\/textile-apparel$/);
  });

  it('reads Home › Industry Insights › article on a blog post', () => {
    const items = postBreadcrumbJsonLd({ slug: 'shipping-from-pakistan', titleText: 'Shipping from Pakistan' }).itemListElement as {
      name: string;
      item: string;
    }[];
    expect(items.map(({ name }) => name)).toEqual(['Home', 'Industry Insights', 'Shipping from Pakistan']);
    expect(items[1]?.item).toMatch(/\/blog$/);
  });
});

describe('serializeJsonLd', () => {
  it('escapes "<" so no value can end the script element, and still parses to the same data', () => {
    const data = breadcrumbJsonLd([{ name: '</script><script>alert(1)</script><!--', path: '/' }]);
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('breadcrumbs in another language', () => {
  it('leads through the Arabic pages, named as the Arabic menu names them', () => {
    const data = categoryBreadcrumbJsonLd({ slug: 'electronics', title: 'الإلكترونيات' }, 'ar');
    const items = data.itemListElement as { name: string; item: string }[];
    expect(items.map(({ item }) => new URL(item).pathname)).toEqual(['/ar', '/ar/services', '/ar/services/electronics']);
    expect(items[1]!.name).toBe(menuLink('/services', 'ar').label);
  });
});
