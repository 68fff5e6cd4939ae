import { z } from 'zod';
import { defineContent, linkSchema } from './schema';

const text = z.string().min(1);

export const search = defineContent(
  'content/search.ts',
  z.object({
    title: text,
    intro: text,
    /** The header's search box, on every page. */
    header: z.object({ toggle: text, label: text, placeholder: text, submit: text }),
    label: text,
    placeholder: text,
    submit: text,
    /** {count} and {query} are filled in. */
    results: z.object({ one: text, many: text }),
    none: text,
    loading: text,
    failed: text,
    retry: text,
    browse: text,
    noScript: text,
    noScriptLink: linkSchema,
    /** How the index names pages whose own title differs, and words that find a page without showing on it. */
    pages: z.object({ home: text, certifications: text }),
    keywords: z.object({ getQuote: text, contact: text }),
    kinds: z.object({ page: text, category: text, product: text, policy: text }),
    inCategory: text,
  }),
  {
    title: 'Search',
    intro: 'Find products, categories, policies and pages across the site.',
    header: {
      toggle: 'Search',
      label: 'Search the site',
      placeholder: 'Search products, services, policies…',
      submit: 'Search',
    },
    label: 'Search terms',
    placeholder: 'e.g. cotton towels, solar, refund',
    submit: 'Search',
    results: { one: '1 result for “{query}”', many: '{count} results for “{query}”' },
    none: 'Nothing matches “{query}”. Check the spelling, try a broader word, or browse the categories below. We also source products that are not listed: just ask.',
    loading: 'Searching…',
    failed: 'The search index could not be loaded. Check your connection and try again, or browse the categories below.',
    retry: 'Try again',
    browse: 'Browse our categories',
    noScript: 'Search needs JavaScript. You can browse every category below, or see the full product catalogue.',
    noScriptLink: { label: 'Product catalogue', href: '/store' },
    pages: { home: 'Home', certifications: 'Certifications' },
    keywords: { getQuote: 'quotation price Incoterm FOB CIF', contact: 'phone e-mail WhatsApp address Haripur' },
    kinds: { page: 'Page', category: 'Category', product: 'Product', policy: 'Policy' },
    inCategory: 'in',
  },
);
