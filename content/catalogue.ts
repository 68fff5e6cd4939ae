import { z } from 'zod';
import { defineContent, linkSchema } from './schema';

const text = z.string().min(1);

// Copy for /services, /services/{slug} and /store. The categories themselves are in services.ts.
export const catalogue = defineContent(
  'content/catalogue.ts',
  z.object({
    services: z.object({ title: text, intro: text, cardLink: text }),
    category: z.object({
      eyebrow: text,
      productsTitle: text,
      productsIntro: text,
      quote: linkSchema,
      contactLabel: text,
      /** The subject the Ask about this category link fills in on /contact; {title} is the category's. */
      enquirySubject: text,
      othersTitle: text,
    }),
    store: z.object({
      title: text,
      intro: text,
      /** The filter's landmark, label and example words. */
      searchLabel: text,
      filterLabel: text,
      filterPlaceholder: text,
      /** {shown} and {total} are replaced by numbers. */
      status: text,
      empty: text,
      /** The category index: its button, and the landmark of its links. */
      indexLabel: text,
      indexTitle: text,
      /** A category's count: {count} products, or {shown} of {count} while the filter hides some. */
      groupCount: text,
      groupCountFiltered: text,
      /** Short fact labels for the store's compact rows. */
      moqLabel: text,
      leadTimeLabel: text,
    }),
    basket: z.object({ add: text, added: text }),
    factLabels: z.object({ moq: text, leadTime: text, packing: text, spec: text, onRequest: text }),
    terms: z.object({ title: text, points: z.array(text).min(1), link: linkSchema }),
  }),
  {
    services: {
      title: 'Our services',
      intro:
        'Twenty product categories sourced from verified manufacturers across Pakistan, inspected before loading and shipped with full export documentation.',
      cardLink: 'View Products',
    },
    category: {
      eyebrow: 'Product category',
      productsTitle: 'Products we supply',
      productsIntro:
        'Typical products in this category. Most can be made to your specification, branding and packing; ask for anything not listed.',
      quote: { label: 'Request a quote', href: '/get-quote' },
      contactLabel: 'Ask about this category',
      enquirySubject: 'Enquiry: {title}',
      othersTitle: 'Other categories',
    },
    store: {
      title: 'Product catalogue',
      intro:
        'Every product we currently source, across all twenty categories. Jump to a category or filter by name, then add products to your quote request.',
      searchLabel: 'Product catalogue',
      filterLabel: 'Filter products',
      filterPlaceholder: 'e.g. cotton, leather, solar',
      status: 'Showing {shown} of {total} products',
      empty: 'No products match your filter. Try another word, or ask us: we source beyond this list.',
      indexLabel: 'Categories',
      indexTitle: 'Product categories',
      groupCount: '{count} products',
      groupCountFiltered: '{shown} of {count} products',
      moqLabel: 'MOQ',
      leadTimeLabel: 'Lead time',
    },
    basket: { add: 'Add to quote', added: 'Added to quote' },
    factLabels: {
      moq: 'Minimum order',
      leadTime: 'Lead time',
      packing: 'Packing',
      spec: 'Specification',
      onRequest: 'Specification, minimum order and lead time on request.',
    },
    terms: {
      title: 'Trade terms for every order',
      points: [
        'Bulk and wholesale orders only; we do not dropship.',
        'Payment: 50% advance and 50% before shipment, 100% upfront for first orders, or letter of credit for large contracts.',
        'Bank transfer, Payoneer or Wise. PayPal and Western Union are not accepted.',
        'Samples are available; the buyer pays the delivery charges.',
      ],
      link: { label: 'Read our policies', href: '/get-quote#policies' },
    },
  },
);
