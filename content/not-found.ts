import { z } from 'zod';
import { defineContent, linkSchema } from './schema';

const text = z.string().min(1);

export const notFoundCopy = defineContent(
  'content/not-found.ts',
  z.object({ eyebrow: text, title: text, text, home: linkSchema, links: z.array(linkSchema).min(1) }),
  {
    eyebrow: 'Error 404',
    title: 'Page not found',
    text: 'The page you asked for does not exist or has moved. These may help:',
    home: { label: 'Back to the home page', href: '/' },
    links: [
      { label: 'Our services', href: '/services' },
      { label: 'Product catalogue', href: '/store' },
      { label: 'Contact us', href: '/contact' },
    ],
  },
);
