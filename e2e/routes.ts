import { services } from '@/content/services';

export type Route = { path: string; h1: RegExp };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^\\s*${escape(text)}\\s*$`);
/** Where the page's copy is not fixed by the spec, only that its h1 says something. */
const anyText = /\S/;

/** The 20 category slugs the spec fixes (SPEC section 3). */
export const serviceSlugs = [
  'toys-games',
  'furniture-decor',
  'textile-apparel',
  'it-office',
  'automotive',
  'plastic-packaging',
  'electronics',
  'health-beauty',
  'leather-sports',
  'handicrafts',
  'renewable-energy',
  'kitchenware',
  'home-tools',
  'mobile-accessories',
  'stationery',
  'pet-accessories',
  'construction-supplies',
  'cleaning-products',
  'travel-accessories',
  'gift-items',
];

export const routes: Route[] = [
  { path: '/', h1: anyText },
  { path: '/about', h1: anyText },
  { path: '/services', h1: anyText },
  ...serviceSlugs.map((slug) => {
    const title = services.find((service) => service.slug === slug)?.title;
    return { path: `/services/${slug}`, h1: title ? exactly(title) : anyText };
  }),
  { path: '/certifications', h1: anyText },
  { path: '/initiatives', h1: anyText },
  { path: '/blog', h1: exactly('Industry Insights') },
  { path: '/get-quote', h1: /quote/i },
  { path: '/contact', h1: /contact/i },
  { path: '/store', h1: anyText },
  { path: '/login', h1: /log\s?in/i },
  { path: '/register', h1: anyText },
  { path: '/search', h1: exactly('Search') },
];
