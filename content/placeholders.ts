import { siteEnv, type SiteEnv } from '@/components/seo/site-env';
import { getCertifications } from './certifications';
import { defaultLocale } from './locale-path';
import { getSite, siteUrl } from './site';

// The go-live check. Content files mark the fields that still hold a placeholder (a `placeholders`
// list of field paths, under en: in content/site.yml and on each card in content/certifications.yml);
// this module lists them with the site's address while NEXT_PUBLIC_SITE_URL is unset, preview builds
// count them in the ribbon, and a production build refuses them.

export type Placeholder = { file: string; field: string; value: string };

/** The value at a dotted path ("phone.e164", "socials.0.url"), or undefined when there is none. */
function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    return (value as Record<string, unknown>)[key];
  }, data);
}

/**
 * The marked fields of one content item, with the value each holds now. `prefix` places the item
 * in its file ("2." for the third certificate). A mark that names no text or number is an error
 * naming the file and the mark, so a misspelt path cannot hide a placeholder.
 */
export function markedFields(file: string, item: { placeholders: string[] }, prefix = ''): Placeholder[] {
  return item.placeholders.map((path, index) => {
    const value = valueAt(item, path);
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(
        `Invalid content in ${file}:\n  - ${prefix}placeholders.${index}: ${JSON.stringify(path)} names no field with a value`,
      );
    }
    return { file, field: `${prefix}${path}`, value: String(value) };
  });
}

/** The site's address stands in for the live one until the build is given NEXT_PUBLIC_SITE_URL. */
const siteAddress: Placeholder[] = siteUrl.set ? [] : [{ file: 'environment', field: 'NEXT_PUBLIC_SITE_URL', value: siteUrl.value }];

/** Every placeholder left in content/, in file order, then the site's address. */
export const placeholders: Placeholder[] = [
  ...markedFields('content/site.yml', getSite(defaultLocale), 'en.'),
  ...getCertifications(defaultLocale).certifications.flatMap((certification, index) =>
    markedFields('content/certifications.yml', certification, `en.certifications.${index}.`),
  ),
  ...siteAddress,
];

export class PlaceholderError extends Error {
  constructor(list: Placeholder[]) {
    const lines = list.map(({ file, field, value }) => `  - ${file} ${field} ${JSON.stringify(value)}`);
    super(
      `Placeholders remain (set them before going live):\n${lines.join('\n')}\n` +
        "Write the real value in each file, then delete its path from that file's `placeholders` list" +
        (list.some(({ file }) => file === 'environment') ? ', and set NEXT_PUBLIC_SITE_URL to the live address' : '') +
        '. Preview builds (NEXT_PUBLIC_SITE_ENV not "production") allow them.',
    );
    this.name = 'PlaceholderError';
  }
}

/** Throws on a production build while any placeholder is left; a preview build passes. */
export function assertNoPlaceholders(list: Placeholder[] = placeholders, env: Pick<SiteEnv, 'production'> = siteEnv()): void {
  if (env.production && list.length > 0) throw new PlaceholderError(list);
}

// Run as the module loads: the root layout imports it on every page (the preview ribbon counts
// what is left), so `next build` stops here with the list instead of publishing a placeholder.
assertNoPlaceholders();
