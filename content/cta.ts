import { z } from 'zod';
import { defineContent, linkSchema } from './schema';

const text = z.string().min(1);

/** The closing call to action on the home and about pages. */
export const cta = defineContent('content/cta.ts', z.object({ title: text, text, primary: linkSchema, whatsappLabel: text }), {
  title: 'Ready to source from Pakistan?',
  text: 'Tell us what you need, the quantity and your destination port. We reply within one business day with options, samples and a quote.',
  primary: { label: 'Request a quote', href: '/get-quote' },
  whatsappLabel: 'Chat on WhatsApp',
});
