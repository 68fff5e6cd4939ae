import { defineContent, siteSchema, whatsappLink } from './schema';

// The company's identity in one place. Every field named in `placeholders` (at the end) still holds
// a placeholder: write the real value, then delete its path from the list. A production build
// fails while any path remains (content/placeholders.ts).
export const site = defineContent('content/site.ts', siteSchema, {
  name: 'Hazara Global Trade',
  legalName: 'Hazara Global Trade (Pvt.) Ltd.',
  tagline: 'Simplifying global trade from Pakistan',
  description:
    'A Pakistan-registered export and import company in Haripur, Khyber Pakhtunkhwa: trusted sourcing, secure logistics and strategic partnerships for bulk and wholesale buyers abroad.',
  url: process.env.NEXT_PUBLIC_SITE_URL || 'https://www.example.com',
  phone: { display: '+92 300 0000000', e164: '+923000000000' },
  email: 'info@example.com',
  address: {
    street: 'Main G.T. Road',
    city: 'Haripur',
    region: 'Khyber Pakhtunkhwa',
    postcode: '22620',
    country: 'Pakistan',
  },
  socials: [
    { name: 'Instagram', url: 'https://www.instagram.com/' },
    { name: 'WhatsApp' },
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/' },
  ],
  copyrightYear: 2025,
  images: {
    logo: { src: '/images/art/logo.svg', alt: '', width: 40, height: 40 },
    background: { src: '/images/art/background.svg', alt: '', width: 1600, height: 1000 },
  },
  footer: {
    social: 'Social media',
    quickLinks: 'Quick links',
    offerings: 'Our offerings',
    contact: 'Contact',
    // Unused: outside links say it through NewTabLink. Goes when siteSchema drops the field.
    copyright: '© {years} {legalName} All rights reserved.',
    note: 'Registered in Pakistan · Bulk and wholesale exports only',
  },
  placeholders: [
    'phone.display',
    'phone.e164',
    'email',
    'address.street',
    'socials.0.url',
    'socials.2.url',
    'socials.3.url',
    // The live address comes from NEXT_PUBLIC_SITE_URL at build; without it, links would name example.com.
    ...(process.env.NEXT_PUBLIC_SITE_URL ? [] : ['url']),
  ],
});

/** Digits of the company phone, as wa.me and tel: links want them. */
export const phoneDigits = site.phone.e164.replace(/\D/g, '');
export const whatsappUrl = whatsappLink(site.phone.e164);
