import { getBlog } from '@/content/blog';
import { categoryProducts } from '@/content/products';
import { getServices } from '@/content/services';

const blog = getBlog('en');
const services = getServices('en');

export type Route = { path: string; h1: RegExp };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^\\s*${escape(text)}\\s*$`);
/** Where the page's copy is not fixed by the spec, only that its h1 says something. */
const anyText = /\S/;

/** The category slugs, from content/services/ (content/__tests__/services.test.ts holds their rules). */
export const serviceSlugs = services.map(({ slug }) => slug);

const productSamples = ['electronics', 'it-office'].map((slug) => categoryProducts('en', slug).find((product) => product.hasPage)!);

export const routes: Route[] = [
  { path: '/', h1: anyText },
  { path: '/about', h1: anyText },
  { path: '/services', h1: anyText },
  ...services.map(({ slug, title }) => ({ path: `/services/${slug}`, h1: exactly(title) })),
  // Two of the ~160 product pages, sampled (e2e/product-page.spec.ts opens one per category): one
  // made in Pakistan with its packing figures, one sourced with neither origin nor cluster.
  ...productSamples.map(({ category, id, name }) => ({ path: `/services/${category}/${id}`, h1: exactly(name) })),
  { path: '/certifications', h1: anyText },
  { path: '/initiatives', h1: anyText },
  { path: '/blog', h1: exactly(blog.title) },
  { path: '/get-quote', h1: /quote/i },
  { path: '/contact', h1: /contact/i },
  { path: '/store', h1: anyText },
  { path: '/login', h1: /log\s?in/i },
  { path: '/register', h1: anyText },
  { path: '/search', h1: exactly('Search') },
];
