import { siteEnv, type SiteEnv } from '@/lib/site-env';
import { getCertifications } from './certifications';
import { defaultLocale } from './locale-path';
import { heldPlaceholders, type Site } from './schema';
import { getSite, isBarePlatform, siteUrl } from './site';

// The go-live check. Content files record the made-up values they were given (a `placeholders` map
// of field path to value, under en: in content/site.yml and on each card in content/certifications.yml);
// a field counts while it still holds that value, so writing the real one clears it. This module
// lists them with the site's address while NEXT_PUBLIC_SITE_URL is unset, preview builds count them
// in the ribbon, and a production build refuses them.

export type Placeholder = { file: string; field: string; value: string };

/** Whether `path` names a field `data` has, any item of a list standing for "0", "1" …. */
function fieldExists(data: unknown, path: string[]): boolean {
  if (path.length === 0) return data !== undefined;
  const [step, ...rest] = path as [string, ...string[]];
  if (Array.isArray(data)) return /^\d+$/.test(step) && data.some((item) => fieldExists(item, rest));
  return (
    data !== null && typeof data === 'object' && Object.hasOwn(data, step) && fieldExists((data as Record<string, unknown>)[step], rest)
  );
}

/**
 * The fields of one content item that still hold their made-up value. `prefix` places the item in
 * its file ("2." for the third certificate). A mark that names no field the item could have is an
 * error naming the file and the mark, so a misspelt path cannot hide a placeholder.
 */
export function markedFields<T extends { placeholders: Record<string, string | number> }>(
  file: string,
  item: T,
  prefix = '',
): Placeholder[] {
  for (const path of Object.keys(item.placeholders))
    if (!fieldExists(item, path.split('.')))
      throw new Error(`Invalid content in ${file}:\n  - ${prefix}placeholders.${path}: names no field of this item`);
  return heldPlaceholders(item).map(({ path, value }) => ({ file, field: `${prefix}${path}`, value }));
}

/**
 * The company's fields still holding their made-up values, with any social link left at its
 * network's home page (a placeholder whether or not the file marks it), each field once.
 */
export function sitePlaceholders(site: Site): Placeholder[] {
  const marked = markedFields('content/site.yml', site, 'en.');
  const bare = site.socials.flatMap((social, index) =>
    isBarePlatform(social.url) ? [{ file: 'content/site.yml', field: `en.socials.${index}.url`, value: social.url }] : [],
  );
  return [...marked, ...bare.filter(({ field }) => !marked.some((mark) => mark.field === field))];
}

/** The site's address stands in for the live one until the build is given NEXT_PUBLIC_SITE_URL. */
const siteAddress: Placeholder[] = siteUrl.set ? [] : [{ file: 'environment', field: 'NEXT_PUBLIC_SITE_URL', value: siteUrl.value }];

/** Every placeholder left in content/, in file order, then the site's address (read afresh in development, content/read.ts). */
export function placeholders(): Placeholder[] {
  return [
    ...sitePlaceholders(getSite(defaultLocale)),
    ...getCertifications(defaultLocale).certifications.flatMap((certification, index) =>
      markedFields('content/certifications.yml', certification, `en.certifications.${index}.`),
    ),
    ...siteAddress,
  ];
}

export class PlaceholderError extends Error {
  constructor(list: Placeholder[]) {
    const lines = list.map(({ file, field, value }) => `  - ${file} ${field} ${JSON.stringify(value)}`);
    super(
      `Placeholders remain (set them before going live):\n${lines.join('\n')}\n` +
        'Write the real value in each field (in the editor, or in the file)' +
        (list.some(({ file }) => file === 'environment') ? ', and set NEXT_PUBLIC_SITE_URL to the live address' : '') +
        '. Preview builds (NEXT_PUBLIC_SITE_ENV not "production") allow them.',
    );
    this.name = 'PlaceholderError';
  }
}

/** Throws on a production build while any placeholder is left (`list`, read only then); a preview build passes. */
export function assertNoPlaceholders(list?: Placeholder[], env: Pick<SiteEnv, 'production'> = siteEnv()): void {
  if (!env.production) return;
  const left = list ?? placeholders();
  if (left.length > 0) throw new PlaceholderError(left);
}

// Run as the module loads: the root layout imports it on every page (the preview ribbon counts
// what is left), so `next build` stops here with the list instead of publishing a placeholder.
assertNoPlaceholders();
