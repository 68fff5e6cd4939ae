import { same } from './schema-reader';
import { defaultLocale, localizedFile } from './load';
import { cached } from './read';
import { defineContent, siteSchema, text, whatsappLink, type Site } from './schema';

// The company's identity: content/site.yml, in every language. Its `placeholders` list names the
// fields that are not the company's own yet; the site's address comes from the build.

/** content/site.yml as written: everything but the address. The name stays in Latin letters in every language. */
const siteFileSchema = siteSchema.in.omit({ url: true }).extend({ name: same(text), legalName: same(text) });

export const siteFile = localizedFile('content/site.yml', siteFileSchema);

/** The live address: NEXT_PUBLIC_SITE_URL at build. Without it, links would name example.com. */
export const siteUrl = {
  value: process.env.NEXT_PUBLIC_SITE_URL || 'https://www.example.com',
  set: Boolean(process.env.NEXT_PUBLIC_SITE_URL),
};

/** The company's details in `locale`, with the site's address and the WhatsApp link built in. */
export const getSite = cached((locale: string): Site =>
  defineContent('content/site.yml', siteSchema, { ...siteFile.get(locale), url: siteUrl.value }),
);

/**
 * A social network's home page (https://www.instagram.com/) where the company's profile should be:
 * a placeholder (content/placeholders.ts counts it, marked or not), shown nowhere.
 */
export const isBarePlatform = (url: string) => new URL(url).pathname.replace(/\/+$/, '') === '';

/** The social links to show: those that lead to the company's own profile (and its WhatsApp chat), in the file's order. */
export const socialLinks = (site: Site) => site.socials.filter((social) => !isBarePlatform(social.url));

/** Digits of a phone number in the details `site`, as wa.me and tel: links want them. */
export const phoneDigitsOf = (site: Pick<Site, 'phone'>) => site.phone.e164.replace(/\D/g, '');
/** Digits of the company phone. */
export const phoneDigits = () => phoneDigitsOf(getSite(defaultLocale));
export const whatsappUrl = () => whatsappLink(getSite(defaultLocale).phone.e164);
/** The company phone as people write it ("+92 300 0000000"), the same in every language. */
export const phoneDisplay = () => getSite(defaultLocale).phone.display;
