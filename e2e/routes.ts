import { getBlog } from '@/content/blog';
import { getContact } from '@/content/contact';
import { getQuotePage } from '@/content/get-quote';
import { getLogin } from '@/content/login';
import { categoryProducts } from '@/content/products';
import { getSearch } from '@/content/search';
import { getCategories } from '@/content/categories';
import { locales } from '@/content/locales';
import { exactly } from './words';

const blog = getBlog('en');
const services = getCategories('en');

export type Route = { path: string; h1: RegExp };

/** Where the page's copy is not fixed by the spec, only that its h1 says something. */
const anyText = /\S/;

const first = locales[0]!;
const rightToLeft = locales.find((locale) => locale.dir === 'rtl') ?? first;
const another = locales.find((locale) => locale !== first && locale !== rightToLeft) ?? first;
/**
 * The languages a journey samples, from content/locales.yml whatever it holds: the first, one read
 * right to left, and another (English, Arabic and Chinese today); `all` each once.
 */
export const sampledLocales = { first, rightToLeft, another, all: [...new Set([first, rightToLeft, another])] };

/** The category slugs, from content/services/ (content/__tests__/categories.test.ts holds their rules). */
export const categorySlugs = services.map(({ slug }) => slug);

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
  { path: '/get-quote', h1: exactly(getQuotePage('en').title) },
  { path: '/contact', h1: exactly(getContact('en').title) },
  { path: '/store', h1: anyText },
  { path: '/login', h1: exactly(getLogin('en').title) },
  { path: '/register', h1: anyText },
  { path: '/search', h1: exactly(getSearch('en').title) },
];
