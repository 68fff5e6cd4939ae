import { z } from 'zod';
import { defineContent, initiativeSchema, linkSchema } from './schema';

// /initiatives. The ids are fixed: the footer's "Our offerings" links point to /initiatives#<id>.
// We are a young company: describe what we do and commit to, at its real scale, and name no
// partner, school or hospital until the company has agreed to be named.

const text = z.string().trim().min(1, 'must not be empty');

export const initiatives = defineContent(
  'content/initiatives.ts',
  z
    .array(initiativeSchema)
    .length(3)
    .refine(
      (items) => items.map((item) => item.id).join() === 'community-support,educational-programs,health-initiatives',
      'ids must be community-support, educational-programs, health-initiatives (footer links use them)',
    ),
  [
    {
      id: 'community-support',
      icon: 'heart-handshake',
      title: 'Community Support',
      text: 'Much of what we export is made by small workshops, family businesses and craftspeople in Haripur and the wider Hazara region. Trade only helps them if it is fair, steady and paid on time.',
      points: [
        'We buy from local makers and small workshops wherever they can meet the specification.',
        'We pay suppliers on the terms we agreed, and tell them early when an order changes.',
        'We pass on buyers’ feedback on quality and packing, so makers can win repeat orders.',
        'We hire locally for packing, quality checks and office roles.',
      ],
    },
    {
      id: 'educational-programs',
      icon: 'graduation-cap',
      title: 'Educational Programs',
      text: 'Many good makers in Pakistan never reach foreign buyers because exporting looks complicated. We share what we know about export standards and paperwork with the people we work with.',
      points: [
        'Practical sessions for suppliers on buyers’ specifications, export packing and labelling.',
        'Guidance on the documents an export needs, from commercial invoice to certificate of origin.',
        'Internships and on-the-job training for local graduates in trade, logistics and quality control.',
      ],
    },
    {
      id: 'health-initiatives',
      icon: 'stethoscope',
      title: 'Health Initiatives',
      text: 'Safe work is part of a good product. We look at working conditions when we choose suppliers, and support basic health care in the community where we can.',
      points: [
        'We check basic safety in supplier workshops: ventilation, first-aid kits, protective equipment and safe handling of chemicals.',
        'We provide protective equipment and first aid for our own packing and inspection staff.',
        'We support free health and first-aid camps run with local volunteers and clinics.',
      ],
    },
  ],
);

export const initiativesPageSchema = z.object({
  title: text,
  /** The page's meta description. */
  description: text,
  intro: text,
  partner: z.object({ eyebrow: text, title: text, text, cta: linkSchema }),
});
export type InitiativesPage = z.infer<typeof initiativesPageSchema>;

export const initiativesPage = defineContent('content/initiatives.ts', initiativesPageSchema, {
  title: 'Our initiatives',
  description:
    'How our trading supports the community around Haripur, Pakistan: fair work for local makers, export skills and training, and safer, healthier workplaces.',
  intro:
    'We are a young company, and our programmes are small. But every order we ship depends on the people who make it, so part of our work goes back into their community: fair trade with local makers, practical export skills, and safer workplaces.',
  partner: {
    eyebrow: 'Get involved',
    title: 'Partner With Us',
    text: 'Buyers, brands, schools and non-profits can join in: source from the makers we train, co-fund a training session or health camp, or bring your own programme to Haripur. Tell us what you have in mind.',
    cta: { label: 'Explore Opportunities', href: '/contact?subject=Partnership%20opportunities' },
  },
});
