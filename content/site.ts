import { z } from 'zod';
import { same } from './localize';
import { defaultLocale, loadLocalized } from './load';
import { ContentCache } from './read';
import { defineContent, siteSchema, whatsappLink, type Site } from './schema';

// The company's identity: content/site.yml, in every language. Its `placeholders` list names the
// fields that are not the company's own yet; the site's address comes from the build.

const text = z.string().trim().min(1, 'must not be empty');

/** content/site.yml as written: everything but the address. The name stays in Latin letters in every language. */
const siteFileSchema = siteSchema.in.omit({ url: true }).extend({ name: same(text), legalName: same(text) });

const file = loadLocalized('content/site.yml', siteFileSchema);

/** The live address: NEXT_PUBLIC_SITE_URL at build. Without it, links would name example.com. */
export const siteUrl = {
  value: process.env.NEXT_PUBLIC_SITE_URL || 'https://www.example.com',
  set: Boolean(process.env.NEXT_PUBLIC_SITE_URL),
};

const byLocale = new ContentCache<string, Site>();

/** The company's details in `locale`, with the site's address and the WhatsApp link built in. */
export function getSite(locale: string): Site {
  let found = byLocale.get(locale);
  if (!found) {
    found = defineContent('content/site.yml', siteSchema, { ...file(locale), url: siteUrl.value });
    byLocale.set(locale, found);
  }
  return found;
}

/** Digits of the company phone, as wa.me and tel: links want them. */
export const phoneDigits = () => getSite(defaultLocale).phone.e164.replace(/\D/g, '');
export const whatsappUrl = () => whatsappLink(getSite(defaultLocale).phone.e164);
/** The company phone as people write it ("+92 300 0000000"), the same in every language. */
export const phoneDisplay = () => getSite(defaultLocale).phone.display;
