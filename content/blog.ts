import { z } from 'zod';
import { defineContent } from './schema';

const text = z.string().min(1);

export const blog = defineContent('content/blog.ts', z.object({ title: text, intro: text, empty: text }), {
  title: 'Industry Insights',
  intro: 'Notes for buyers on sourcing from Pakistan: payment terms, samples, shipping, documents and the markets we serve.',
  empty: 'No articles have been published yet. New posts appear here as soon as they go live.',
});
