import { z } from 'zod';
import { defineContent, featureSchema } from './schema';

const aboutSchema = z.object({
  /** Above the page's title. */
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  purpose: z.string().min(1),
  whoWeAre: z.object({ title: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }),
  mission: z.object({ title: z.string().min(1), text: z.string().min(1) }),
  vision: z.object({ title: z.string().min(1), text: z.string().min(1) }),
  reasons: z.object({ title: z.string().min(1), intro: z.string().min(1), items: z.array(featureSchema).length(6) }),
});

export const about = defineContent('content/about.ts', aboutSchema, {
  eyebrow: 'Our purpose',
  title: 'About us',
  purpose:
    'We exist to make trade with Pakistan simple and safe: trusted sourcing, secure logistics and long-term partnerships for buyers who need to know exactly what they will receive, and when.',
  whoWeAre: {
    title: 'Who we are',
    paragraphs: [
      'We are an import and export trading company registered as a private limited company in Pakistan, with our office in Haripur, Khyber Pakhtunkhwa, an hour from Islamabad.',
      'We work with a network of verified manufacturers across Pakistan’s industrial clusters. For each order we agree the specification with you, source and sample it, inspect it, and manage the export paperwork and freight.',
      'We supply bulk and wholesale buyers only: importers, distributors, retailers’ buying offices and brands. We do not dropship.',
    ],
  },
  mission: {
    title: 'Our mission',
    text: 'To give international buyers a reliable, transparent route to Pakistani products, with quality checked at the source and every commitment put in writing.',
  },
  vision: {
    title: 'Our vision',
    text: 'To be the partner buyers think of first when they source from Pakistan, known for doing what we say, on time, order after order.',
  },
  reasons: {
    title: 'Why choose us',
    intro: 'What you can expect from us on every order.',
    items: [
      {
        icon: 'badge-check',
        title: 'Registered and compliant',
        text: 'A private limited company registered with the SECP, with export documentation handled in line with Pakistani and destination rules.',
      },
      {
        icon: 'globe',
        title: 'We can ship to 40+ countries',
        text: 'Our freight partners reach more than 40 countries by sea and air, so we can quote delivery to your port or warehouse, including countries we have not shipped to yet.',
      },
      {
        icon: 'users',
        title: 'Verified supplier network',
        text: 'We visit and vet the factories we work with, and we match each order to a supplier with a track record in that product.',
      },
      {
        icon: 'package-search',
        title: 'Customised trade support',
        text: 'Private labelling, custom packaging, mixed containers and sample runs, arranged around what your market needs.',
      },
      {
        icon: 'headset',
        title: 'Message us any time',
        text: 'Send us a WhatsApp message or an e-mail whenever suits your time zone. We reply within one business day (Pakistan time, UTC+5).',
      },
      {
        icon: 'shield-check',
        title: 'Fast and safe delivery',
        text: 'Goods packed for export, inspected before loading and insured in transit on request, with tracking shared with you.',
      },
    ],
  },
});
