import { z } from 'zod';
import { defineContent, featureSchema, imageSchema, linkSchema } from './schema';

const homeSchema = z.object({
  hero: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    intro: z.string().min(1),
    primary: linkSchema,
    secondary: linkSchema,
    highlights: z.array(z.string().min(1)).min(1),
    image: imageSchema,
  }),
  strengths: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    intro: z.string().min(1),
    items: z.array(featureSchema).length(6),
  }),
  about: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    paragraphs: z.array(z.string().min(1)).min(1),
    link: linkSchema,
    image: imageSchema,
  }),
  stats: z.object({ title: z.string().min(1), intro: z.string().min(1) }),
});

export const home = defineContent('content/home.ts', homeSchema, {
  hero: {
    eyebrow: 'Export & import from Haripur, Pakistan',
    title: 'Simplifying global trade through trusted sourcing and secure logistics',
    intro:
      'We source from verified Pakistani manufacturers, check quality before anything ships, and manage the paperwork and freight to your port. Bulk and wholesale orders only.',
    primary: { label: 'Contact Us', href: '/contact' },
    secondary: { label: 'Explore our services', href: '/services' },
    highlights: ['SECP-registered private limited company', 'Samples before bulk orders', 'Bank transfer, Payoneer or Wise'],
    image: {
      src: '/images/art/hero-map.svg',
      alt: 'World map with trade routes from Haripur, Pakistan to markets in the Gulf, Europe, North America, East Asia, Africa and Australia',
      width: 1200,
      height: 600,
    },
  },
  strengths: {
    eyebrow: 'Why buyers work with us',
    title: 'Core strengths',
    intro: 'Six things we do on every order, whatever its size or destination.',
    items: [
      {
        icon: 'globe',
        title: 'Global reach',
        text: 'Sea and air freight to more than 40 countries, from the Gulf and Europe to North America and East Asia, with documents prepared for each market.',
      },
      {
        icon: 'clock',
        title: 'Time management',
        text: 'Agreed production and shipping dates, tracked week by week and reported to you before they slip, not after.',
      },
      {
        icon: 'truck',
        title: 'Smart logistics',
        text: 'Sea and air freight booked through reliable forwarders from Karachi and Port Qasim, consolidated where it saves you money.',
      },
      {
        icon: 'clipboard-check',
        title: 'Quality control',
        text: 'Pre-production samples, in-line checks and a final inspection against your approved specification before loading.',
      },
      {
        icon: 'scale',
        title: 'Regulatory compliance',
        text: 'Export documentation, certificates of origin and customs clearance handled by a registered, compliant company.',
      },
      {
        icon: 'headset',
        title: 'Dedicated support',
        text: 'One contact person for your order, reachable by WhatsApp and e-mail, from first enquiry to delivery.',
      },
    ],
  },
  about: {
    eyebrow: 'About us',
    title: 'A small team that treats every shipment as its reputation',
    paragraphs: [
      'We are a private limited company registered with the Securities and Exchange Commission of Pakistan, based in Haripur, Khyber Pakhtunkhwa. We connect international buyers with Pakistan’s manufacturing clusters: textiles from Faisalabad, sports and leather goods from Sialkot, furniture from Chiniot and Gujrat, and much more.',
      'Our job is to make buying from Pakistan predictable: clear specifications, honest timelines, inspected goods and paperwork that clears customs the first time.',
    ],
    link: { label: 'More about us', href: '/about' },
    image: {
      src: '/images/art/about.svg',
      alt: 'Illustration of a cargo ship, export cartons and a globe',
      width: 640,
      height: 480,
    },
  },
  stats: {
    title: 'Our track record so far',
    intro: 'We are a young company, and we publish our real numbers.',
  },
});
