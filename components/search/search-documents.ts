import { getAbout } from '@/content/about';
import { getBlog } from '@/content/blog';
import { getCatalogue } from '@/content/catalogue';
import { getCertifications } from '@/content/certifications';
import { getContact } from '@/content/contact';
import { getQuotePage } from '@/content/get-quote';
import { getHome } from '@/content/home';
import { getInitiatives } from '@/content/initiatives';
import { getPolicies } from '@/content/policies';
import { getRepoPosts } from '@/content/posts';
import { getSearch } from '@/content/search';
import { getCategories, type Category } from '@/content/categories';
import { getUnits } from '@/content/units';
import { productHref, productKey, categoryPath } from '@/content/category-paths';
import { formatMoq } from '@/components/quote/units';
import type { SearchDocument } from './search-options';
import { searchFiles } from './search-shards';

const excerpt = (text: string, max = 180) => (text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`);

/**
 * Everything the site search can find in `locale`, gathered from that language's content at
 * build time. `href` is a page's English path, as everywhere in content/: the results' links
 * lead to it in the search page's language (components/ui/link.tsx), so /ar/search leads to /ar/….
 */
export function searchDocuments(locale: string, categoryList: Category[] = getCategories(locale)): SearchDocument[] {
  const search = getSearch(locale);
  const home = getHome(locale);
  const about = getAbout(locale);
  const catalogue = getCatalogue(locale);
  const { certifications } = getCertifications(locale);
  const { page: initiativesPage, initiatives } = getInitiatives(locale);
  const blog = getBlog(locale);
  const getQuote = getQuotePage(locale);
  const contact = getContact(locale);
  const { policies } = getPolicies(locale);
  const units = getUnits(locale);
  const pages: SearchDocument[] = [
    {
      id: 'page:home',
      kind: 'page',
      title: search.pages.home,
      text: home.hero.intro,
      keywords: home.strengths.items.map((item) => `${item.title} ${item.text}`).join(' '),
      href: '/',
    },
    {
      id: 'page:about',
      kind: 'page',
      title: about.title,
      text: about.purpose,
      keywords: [about.mission.text, about.vision.text, ...about.reasons.items.map((item) => `${item.title} ${item.text}`)].join(' '),
      href: '/about',
    },
    {
      id: 'page:services',
      kind: 'page',
      title: catalogue.services.title,
      text: catalogue.services.intro,
      keywords: categoryList.map((item) => item.title).join(' '),
      href: '/services',
    },
    {
      id: 'page:store',
      kind: 'page',
      title: catalogue.store.title,
      text: catalogue.store.intro,
      keywords: catalogue.terms.points.join(' '),
      href: '/store',
    },
    {
      id: 'page:certifications',
      kind: 'page',
      title: search.pages.certifications,
      text: excerpt(certifications.map((item) => item.title).join(', ')),
      keywords: certifications.map((item) => `${item.title} ${item.text} ${item.issuer}`).join(' '),
      href: '/certifications',
    },
    {
      id: 'page:initiatives',
      kind: 'page',
      title: initiativesPage.title,
      text: excerpt(initiativesPage.intro),
      keywords: initiatives.map((item) => `${item.title} ${item.text}`).join(' '),
      href: '/initiatives',
    },
    { id: 'page:blog', kind: 'page', title: blog.title, text: blog.intro, keywords: '', href: '/blog' },
    {
      id: 'page:get-quote',
      kind: 'page',
      title: getQuote.title,
      text: getQuote.intro,
      keywords: search.keywords.getQuote,
      href: '/get-quote',
    },
    { id: 'page:contact', kind: 'page', title: contact.title, text: contact.intro, keywords: search.keywords.contact, href: '/contact' },
  ];
  const categories: SearchDocument[] = categoryList.map((category) => ({
    id: `category:${category.slug}`,
    kind: 'category',
    title: category.title,
    text: category.description,
    keywords: category.products.map((product) => product.name).join(' '),
    href: categoryPath(category.slug),
  }));
  const products: SearchDocument[] = categoryList.flatMap((category) =>
    category.products.map((product) => ({
      id: `product:${productKey(category.slug, product.id)}`,
      kind: 'product' as const,
      title: product.name,
      text: product.spec ?? '',
      keywords: [product.summary, product.packing, product.moq && formatMoq(product.moq, units, locale)].filter(Boolean).join(' '),
      context: category.title,
      href: productHref(category.slug, product),
    })),
  );
  const policyDocuments: SearchDocument[] = policies.map((policy) => ({
    id: `policy:${policy.id}`,
    kind: 'policy',
    title: policy.title,
    text: policy.summary,
    keywords: policy.details.join(' '),
    href: `/get-quote#${policy.id}`,
  }));
  // The blog's own articles written in this language; one shown here in English is English's to find.
  const articles: SearchDocument[] = getRepoPosts(locale)
    .filter((post) => post.lang === locale)
    .map((post) => ({
      id: `article:${post.slug}`,
      kind: 'article',
      title: post.titleText,
      text: post.description,
      keywords: '',
      href: post.href,
    }));
  // Products last: the index's files (search-shards.ts) keep every other document whole and write products short.
  return [...pages, ...categories, ...policyDocuments, ...articles, ...products];
}

const languageFiles = new Map<string, ReturnType<typeof searchFiles>>();

/** `locale`'s index files (search-shards.ts), made once per language and build: the head's route and each shard's read them. */
export function languageSearchFiles(locale: string) {
  if (!languageFiles.has(locale)) languageFiles.set(locale, searchFiles(searchDocuments(locale)));
  return languageFiles.get(locale)!;
}
