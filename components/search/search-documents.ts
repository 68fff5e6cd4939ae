import { about } from '@/content/about';
import { blog } from '@/content/blog';
import { catalogue } from '@/content/catalogue';
import { certifications } from '@/content/certifications';
import { contact } from '@/content/contact';
import { getQuote } from '@/content/get-quote';
import { home } from '@/content/home';
import { initiatives, initiativesPage } from '@/content/initiatives';
import { policies } from '@/content/policies';
import { search } from '@/content/search';
import { services } from '@/content/services';
import { units } from '@/content/units';
import { productKey, servicePath } from '@/content/service-paths';
import { formatMoq } from '@/components/quote/units';
import type { SearchDocument } from './search-options';

const excerpt = (text: string, max = 180) => (text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`);

/** Everything the site search can find, gathered from content/ at build time. */
export function searchDocuments(): SearchDocument[] {
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
      keywords: services.map((item) => item.title).join(' '),
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
  const categories: SearchDocument[] = services.map((service) => ({
    id: `category:${service.slug}`,
    kind: 'category',
    title: service.title,
    text: service.description,
    keywords: service.products.map((product) => product.name).join(' '),
    href: servicePath(service.slug),
  }));
  const products: SearchDocument[] = services.flatMap((service) =>
    service.products.map((product) => ({
      id: `product:${productKey(service.slug, product.id)}`,
      kind: 'product' as const,
      title: product.name,
      text: product.spec ?? '',
      keywords: [product.packing, product.moq && formatMoq(product.moq, units)].filter(Boolean).join(' '),
      context: service.title,
      href: servicePath(service.slug, product.id),
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
  return [...pages, ...categories, ...products, ...policyDocuments];
}
