import { z } from 'zod';
import { contentImageSize, ImageSizeError } from './image-size';
import { markdownLinkProblems } from './markdown-links';
import { same } from './schema-reader';
import { hasLetter, noHiddenCharacters, oneLineNoHidden, textMessages } from './text-rules';
import { contentHref, contentHrefMessage } from '@/lib/links';
import { valueAt } from '@/lib/value-at';
import { packingKinds } from './product-rules';

// Every piece of site data is checked here at build: a bad field fails `npm run build` naming the file and field.

export class ContentError extends Error {
  /** What the schema refused, field by field (the editor's preview names them in its own words). */
  readonly issues: z.core.$ZodIssue[];

  constructor(file: string, issues: z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
      return `  - ${field}: ${issue.message}`;
    });
    super(`Invalid content in ${file}:\n${lines.join('\n')}`);
    this.name = 'ContentError';
    this.issues = issues;
  }
}

/** `data` is unknown on purpose: a misspelt field is the schema's to report, naming file and field, not the type checker's. */
export function defineContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(file, result.error.issues);
  return result.data;
}

const nameLength = 100;
const factLength = 300;
/** Blank or only spaces fails, naming the field. */
const filled = () => z.string().trim().min(1, 'must not be empty');

/** Words over several lines: not blank, a letter that shows, nothing invisible (content/text-rules.ts). */
export const paragraph = filled().regex(noHiddenCharacters, textMessages.hidden).regex(hasLetter, textMessages.letter);
/** One line of words, the same rules, at most `max` characters; cms/fields.ts asks the same in the editor. */
const line = (max: number) =>
  filled().regex(oneLineNoHidden, textMessages.oneLine).regex(hasLetter, textMessages.letter).max(max, `must be at most ${max} characters`);
/** A name, title, label or heading: one line of at most 100 characters. */
export const heading = line(nameLength);
/** Any other words shown on one line (a message, a hint, a fact): at most 300 characters. */
export const text = line(factLength);
/** What goes between words or lines (", ", "،", " · "): punctuation and spaces may be all it is, still nothing hidden. */
export const separator = z
  .string()
  .min(1, 'must not be empty')
  .regex(oneLineNoHidden, textMessages.oneLine)
  .max(10, 'must be at most 10 characters');
/** Blank means "not given": Decap writes '' for a field emptied in the editor. */
const blankIsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/** Optional words: left out or cleared in the editor, so a cleared lead time hides its line instead of failing the build. */
const optionalLine = (max: number) => z.preprocess(blankIsAbsent, line(max).optional());
/** An https:// address on a named host: links to other sites are never http:, javascript: or data:. */
const httpsUrl = z.url({
  protocol: /^https$/,
  hostname: z.regexes.domain,
  error: 'must be an https:// address, e.g. https://www.example.com/',
});

/** A list whose items differ in `key`; a repeat fails at the repeated item's field. */
export function uniqueList<T extends z.ZodObject>(item: T, key: keyof z.output<T> & string) {
  return z.array(item).superRefine((items, context) => {
    const first = new Map<unknown, number>();
    items.forEach((entry, index) => {
      const value = (entry as Record<string, unknown>)[key];
      const earlier = first.get(value);
      if (earlier === undefined) first.set(value, index);
      else
        context.addIssue({
          code: 'custom',
          path: [index, key],
          message: `repeats item ${earlier} (${JSON.stringify(value)}); each must be different`,
        });
    });
  });
}
/** A list of values, each once ("FOB", "CIF"). */
function uniqueValues<T extends z.ZodType>(item: T) {
  return z.array(item).superRefine((items, context) => {
    items.forEach((value, index) => {
      if (items.indexOf(value) !== index)
        context.addIssue({ code: 'custom', path: [index], message: `repeats ${JSON.stringify(value)}; each must be different` });
    });
  });
}

/** A site path ("/about", "/contact?subject=…"), an https URL, mailto: or tel: (lib/links.ts). */
const href = same(z.string().regex(contentHref, contentHrefMessage));
export const slug = same(
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words of letters a-z and digits, joined by hyphens (e.g. cutlery-sets)'),
);

// prettier-ignore
const iconNames = [
  'globe', 'clock', 'truck', 'shield-check', 'scale', 'headset', 'badge-check', 'file-check',
  'stamp', 'building', 'heart-handshake', 'graduation-cap', 'stethoscope', 'package-search',
  'route', 'users', 'ship', 'map-pin', 'phone', 'mail', 'target', 'eye', 'handshake', 'zap',
  'smile', 'calendar-clock', 'package', 'award', 'landmark', 'file-text', 'credit-card',
  'rotate-ccw', 'clipboard-check', 'circle-help', 'signature', 'sparkles',
] as const;
const iconName = z.enum(iconNames);
export type IconName = z.infer<typeof iconName>;

/** What a picture shows: empty for a decorative one, else one line with nothing hidden. */
export const altText = z.string().regex(oneLineNoHidden, textMessages.oneLine).max(factLength, `must be at most ${factLength} characters`);

/**
 * An image under public/: content names its file and alt text; its size, so the layout never shifts, is
 * read from the file (content/image-size.ts), and a missing file fails at `src`.
 */
export const imageSchema = z
  .object({
    src: same(
      z
        .string()
        .regex(
          /^\/images\/[^\s?#]+\.(svg|png|jpe?g|webp|avif|gif)$/i,
          'must be a path under /images/ to an .svg, .png, .jpg, .webp, .avif or .gif file, without spaces',
        ),
    ),
    alt: altText,
  })
  .transform((image, context) => {
    try {
      return { ...image, ...contentImageSize(image.src) };
    } catch (error) {
      if (!(error instanceof ImageSizeError)) throw error;
      context.addIssue({ code: 'custom', path: ['src'], message: error.message, input: image.src });
      return z.NEVER;
    }
  });
/** A content image as the components get it: its file, alt text and intrinsic size in pixels. */
export type Image = z.output<typeof imageSchema>;

/** A picture that may be left out; one with no file (the editor's `{ alt: "" }`) is none. */
export const optionalImageSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value as { src?: unknown }).src ? undefined : value,
  imageSchema.optional(),
);

export const linkSchema = z.object({ label: heading, href });
export type Link = z.infer<typeof linkSchema>;

export const featureSchema = z.object({ icon: iconName, title: heading, text: paragraph });
export type Feature = z.infer<typeof featureSchema>;

/**
 * Fields given a made-up value, with that value: a field is a placeholder only while it still holds it, so
 * writing the real one is enough. A production build refuses them (content/placeholders.ts).
 */
const placeholderMarks = same(
  z
    .record(z.string().regex(/^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$/, 'must be a field path like phone.e164'), z.union([z.string(), z.number()]))
    .default({}),
);

/** The marked fields of `item` that still hold their made-up value, with that value. */
export function heldPlaceholders(item: { placeholders: Record<string, string | number> }): { path: string; value: string }[] {
  return Object.entries(item.placeholders)
    .filter(([path, made]) => String(valueAt(item, path)) === String(made))
    .map(([path, value]) => ({ path, value: String(value) }));
}

/** The WhatsApp chat with a phone number in E.164 form: every wa.me link is built here. */
export const whatsappLink = (e164: string) => `https://wa.me/${e164.replace(/\D/g, '')}`;

/** The ways to reach the company, in the order a language without its own `channels` shows them. */
export const channelKeys = ['whatsapp', 'email', 'phone', 'telegram', 'wechat'] as const;
export type ChannelKey = (typeof channelKeys)[number];
/** The channels the company may not use: left out of content/site.yml (or cleared in the editor), shown nowhere. */
const optionalChannels = ['wechat', 'telegram'] as const;

/** A handle written once, in English; cleared in the editor ('') it means the company has none. */
const optionalHandle = (pattern: RegExp, message: string) =>
  same(
    z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().regex(pattern, message).optional(),
    ),
  );

export const siteSchema = z
  .object({
    name: heading,
    legalName: heading,
    tagline: heading,
    description: paragraph,
    /** How the town and the country are written together: "{city}, {country}" (Arabic "{city}، {country}", Chinese "{country}{city}"). */
    place: text,
    url: same(z.url()),
    phone: z.object({
      display: same(text),
      /** E.164 form, e.g. +923001234567; wa.me and tel: links are built from its digits. */
      e164: same(z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be the number with + and the country code, digits only, e.g. +923001234567')),
    }),
    email: same(z.email()),
    /** The WeChat ID buyers search for in WeChat (6–20 letters, digits, - or _, starting with a letter); WeChat has no web link. */
    wechat: optionalHandle(/^[A-Za-z][A-Za-z0-9_-]{5,19}$/, 'must be a WeChat ID: 6 to 20 letters, digits, - or _, starting with a letter'),
    /** The Telegram username, without @ (5–32 letters, digits or _): the chat is https://t.me/<username>. */
    telegram: optionalHandle(
      /^[A-Za-z][A-Za-z0-9_]{4,31}$/,
      'must be a Telegram username without @: 5 to 32 letters, digits or _, starting with a letter',
    ),
    address: z.object({
      street: text,
      city: text,
      region: text,
      postcode: same(z.string().regex(/^\d{5}$/, 'must be a 5-digit Pakistani postcode')),
      country: text,
      /** The address as the language writes it, from the fields in {braces}, its lines divided by "|". */
      format: text,
      /** Between those lines where the address is on one line (the footer): ", ", Arabic "، ", Chinese "，". */
      separator,
    }),
    /** WhatsApp has no URL of its own: it is built from phone.e164, so the number is written once. */
    socials: z
      .array(
        z.discriminatedUnion('name', [
          z.strictObject({ name: z.literal('WhatsApp') }),
          z.object({ name: z.enum(['Instagram', 'Facebook', 'LinkedIn']), url: same(httpsUrl) }),
        ]),
      )
      .min(1),
    /** The first year of the copyright line; the footer runs it to the build year. */
    copyrightYear: z.number().int().min(2000),
    images: z.object({ logo: imageSchema, background: imageSchema, og: optionalImageSchema }),
    /** The footer's words; in `copyright`, {years} is "2025–2026" (copyrightYear to the build year) and {legalName} the company. */
    footer: z.object({ social: heading, quickLinks: heading, offerings: heading, contact: heading, copyright: text, note: text }),
    placeholders: placeholderMarks,
  })
  .transform((site) => ({
    ...site,
    socials: site.socials.map((social) => ('url' in social ? social : { ...social, url: whatsappLink(site.phone.e164) })),
    // A dropped channel's placeholder mark goes with it: the editor never shows the marks.
    placeholders: Object.fromEntries(
      Object.entries(site.placeholders).filter(([path]) => !optionalChannels.some((key) => path === key && site[key] === undefined)),
    ),
  }));
export type Site = z.infer<typeof siteSchema>;

export const navigationSchema = z.object({
  main: z.array(linkSchema).min(1),
  store: linkSchema,
  /** The quote basket's place in the header. */
  quote: linkSchema,
  account: z.array(linkSchema).min(1),
  footerQuick: z.array(linkSchema).min(1),
  offerings: z.array(linkSchema).min(1),
  /** The names of the header's Language and Account menus (the languages are content/locales.yml's). */
  menus: z.object({ language: heading, account: heading }),
});

/** The words after a count, by CLDR plural category; `zero` to `many` where a language needs them. */
export const pluralFormsSchema = z.object({
  one: heading,
  other: heading,
  zero: optionalLine(nameLength),
  two: optionalLine(nameLength),
  few: optionalLine(nameLength),
  many: optionalLine(nameLength),
});
export type PluralForms = z.infer<typeof pluralFormsSchema>;

export const statSchema = z.object({
  icon: iconName,
  /** Said after the figure: "1" Year in business, "12" Countries served so far. */
  label: pluralFormsSchema,
  target: z.number().nonnegative(),
  suffix: same(z.string()),
  durationMs: z.number().int().positive(),
  delayMs: z.number().int().nonnegative(),
});

/** The units a quantity can be in: a product's minimum order and a basket line use these keys. */
// prettier-ignore
export const unitKeys = [
  'pieces', 'sets', 'pairs', 'dozens', 'kits', 'cartons', 'kg', 'tonnes', 'metres', 'square-metres',
  'kilowatts', 'containers-20ft', 'containers-40ft',
] as const;
const unitKey = z.enum(unitKeys);
export type UnitKey = z.infer<typeof unitKey>;

/** Each unit's words, for every key above (content/units.ts); in that order in the quote form. */
export const unitsSchema = z.record(unitKey, pluralFormsSchema);
export type Units = z.infer<typeof unitsSchema>;

/** The units a measure is written in: a specification's sizes and weights, a carton's size and weight. */
// prettier-ignore
export const measureKeys = [
  'mm', 'cm', 'm', 'mm2', 'm2', 'g', 'kg', 'gsm', 'ml', 'W', 'kW', 'kWh', 'V', 'A', 'Ah', 'Hz',
] as const;

/** Each measure's one symbol in a language ("kg", "кг", "كغم", "千克"), for every key above. */
export const measuresSchema = z.record(z.enum(measureKeys), line(24));
export type Measures = z.infer<typeof measuresSchema>;

/** content/units.yml in one language: the words after a count, by unit key, and `measures`, the symbols after a measure. */
export const unitsFileSchema = z.strictObject({
  ...(Object.fromEntries(unitKeys.map((key) => [key, pluralFormsSchema])) as Record<UnitKey, typeof pluralFormsSchema>),
  measures: measuresSchema,
});

/** A minimum order: "1,000 pieces per design" is { quantity: 1000, unit: 'pieces', note: 'per design' }. */
const moqSchema = z.strictObject({
  quantity: z
    .number({ error: 'must be a number of units, e.g. 500 (leave the whole minimum order empty if it depends)' })
    .int('must be a whole number')
    .positive('must be at least 1'),
  unit: unitKey,
  /** Said after the quantity and unit: "per design", "worth of structure". */
  note: optionalLine(nameLength),
});
export type Moq = z.infer<typeof moqSchema>;

/** A row of a product's specification or options: "Voltage" — "220–240 V, 50 Hz". */
const factRowSchema = z.object({ label: line(nameLength), value: line(factLength) });

/** A length, weight or count a buyer plans a shipment with: written once, shown in every language's numbers. */
const positive = (what: string) => z.number().positive(`must be a ${what} above 0`);

/** How a product travels: figures only, checked against what a container loads (content/product-rules.ts). */
const exportPackingSchema = z.strictObject({
  /** What the package is; the fields below say "carton" for any kind. */
  kind: z.enum(packingKinds).default('carton'),
  unitsPerCarton: z.number().int('must be a whole number').positive('must be at least 1').optional(),
  /** The carton's outside size in centimetres. */
  cartonCm: z.strictObject({ length: positive('length'), width: positive('width'), height: positive('height') }).optional(),
  grossWeightKg: positive('weight').optional(),
  cartonsPer20ft: z.number().int('must be a whole number').positive('must be at least 1').optional(),
  cartonsPer40ft: z.number().int('must be a whole number').positive('must be at least 1').optional(),
});
export type ExportPacking = z.infer<typeof exportPackingSchema>;

/** The Incoterms 2020 rules a quoted price may be on. */
export const incoterms = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;

/** Whether `code` is a region Intl knows (it throws on anything but two letters). */
const isCountry = (code: string) =>
  /^[A-Z]{2}$/.test(code) && new Intl.DisplayNames('en', { type: 'region', fallback: 'none' }).of(code) !== undefined;

/** A country by its ISO 3166-1 alpha-2 code ("PK"); pages name it in their language (Intl.DisplayNames). */
const countryCode = same(
  z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code in capitals, e.g. PK or CN')
    .refine(isCountry, 'is not a country code')
    .optional(),
);

/** Where a product comes from: `madeIn` only where the company knows it; `cluster` and `city` need it. */
const originSchema = z
  .strictObject({
    madeIn: countryCode,
    shipsFrom: countryCode,
    cluster: optionalLine(nameLength),
    city: optionalLine(nameLength),
  })
  .refine((origin) => origin.madeIn || (!origin.cluster && !origin.city), {
    path: ['madeIn'],
    message: 'must name the country the cluster and city are in (or leave the cluster and city empty)',
  });

/** A product's own terms; each left empty (or an empty list, as the editor saves one) is content/trade-terms.yml's. */
const productTermsSchema = z.strictObject({
  incoterms: same(uniqueValues(z.enum(incoterms)).optional()),
  /** Ids of content/trade-terms.yml's ports. */
  ports: same(uniqueValues(slug).optional()),
  sampleCost: optionalLine(factLength),
  payment: optionalLine(factLength),
});

/** An indicative price the company entered ("USD 8–11 per piece, FOB Karachi"); without it, "price on request". */
const priceSchema = z.strictObject({
  currency: same(z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code, e.g. USD')),
  min: z.number().positive('must be above 0'),
  max: z.number().positive('must be above 0').optional(),
  unit: unitKey,
  incoterm: z.enum(incoterms),
  port: line(nameLength),
});
export type Price = z.infer<typeof priceSchema>;

// prettier-ignore
/**
 * The drawings a product may show while it has no photo (scripts/build-art.mjs draws each as
 * /images/art/products/<icon>.svg): Phosphor duotone icons, by name. A product without one shows
 * a box (`package`), never its category's picture, which may be another object. @public (read by scripts/build-art.mjs through jiti)
 */
export const productArtIcons = [
  'airplane-tilt', 'archive', 'archive-box', 'armchair', 'baby', 'backpack', 'bag', 'baseball', 'bathtub',
  'battery-charging', 'battery-full', 'bed', 'belt', 'bone', 'book', 'book-open-text', 'books', 'bowl-food',
  'bowl-steam', 'boxing-glove', 'broom', 'car-battery', 'car-profile', 'car-simple', 'cardholder', 'chair',
  'chef-hat', 'coat-hanger', 'coffee', 'cooking-pot', 'couch', 'cricket', 'cube', 'cylinder',
  'device-mobile', 'device-mobile-camera', 'device-mobile-speaker', 'dice-five', 'disc', 'dog', 'drop',
  'egg', 'engine', 'envelope-simple', 'fan', 'first-aid-kit', 'flashlight', 'folder', 'fork-knife',
  'frame-corners', 'gift', 'hammer', 'hand', 'hand-grabbing', 'hand-palm', 'handbag', 'handbag-simple',
  'hard-hat', 'headphones', 'hockey', 'jar', 'jar-label', 'key', 'keyboard', 'knife', 'lamp', 'lamp-pendant',
  'laptop', 'leaf', 'lightbulb', 'lightning', 'lock-key', 'lockers', 'monitor', 'motorcycle', 'needle',
  'notebook', 'nut', 'package', 'paint-brush', 'paint-brush-household', 'paint-bucket', 'palette', 'pants',
  'paw-print', 'pen', 'pencil', 'pencil-ruler', 'pipe', 'pipe-wrench', 'plug', 'plug-charging', 'plugs',
  'plugs-connected', 'printer', 'puzzle-piece', 'rectangle', 'rug', 'scissors', 'screwdriver',
  'shirt-folded', 'shovel', 'shower', 'sneaker', 'soccer-ball', 'sock', 'solar-panel', 'solar-roof',
  'spray-bottle', 'squares-four', 'stack', 'stack-simple', 'steering-wheel', 'suitcase-rolling',
  'suitcase-simple', 'sun', 't-shirt', 'table', 'tag', 'thermometer-hot', 'toolbox', 'towel', 'usb',
  'wallet', 'wind', 'wrench',
] as const;

/** A product's drawing, by its icon's name, drawn on the art's paper. Written once, in English. */
const productDrawingSchema = same(z.enum(productArtIcons).optional());

/**
 * content/products/<locale>/<id>.yml (docs/editors.md). Until `checked`, the page says the figures are typical;
 * `spec` and `packing` are the lists' one-line summaries, `specs` and `exportPacking` the page's full table.
 */
export const productEntrySchema = z.object({
  id: slug,
  category: slug,
  checked: z.boolean().default(false),
  name: heading,
  summary: optionalLine(factLength),
  /** Markdown: paragraphs and lists; headings start at level 2. Links and pictures keep content/markdown-links.ts's rule. */
  description: z.preprocess(
    blankIsAbsent,
    paragraph
      .superRefine((markdown, context) => {
        for (const message of markdownLinkProblems(markdown)) context.addIssue({ code: 'custom', message, input: markdown });
      })
      .optional(),
  ),
  images: z.array(imageSchema).default([]),
  /** The drawing shown while `images` is empty (productArtIcons); a box when left out. */
  drawing: productDrawingSchema,
  specs: z.array(factRowSchema).default([]),
  options: z.array(factRowSchema).default([]),
  moq: moqSchema.optional(),
  leadTime: optionalLine(factLength),
  sample: optionalLine(factLength),
  packing: optionalLine(factLength),
  spec: optionalLine(factLength),
  exportPacking: exportPackingSchema.optional(),
  hsCode: same(
    z
      .string()
      .regex(/^\d{4}(\.\d{2}){0,2}$/, 'must be an HS code like 8414.51 or 8414.51.10')
      .optional(),
  ),
  origin: originSchema.optional(),
  /** Where this product's terms differ from content/trade-terms.yml's: fewer Incoterms, other ports, its own sample cost or payment terms. */
  terms: productTermsSchema.optional(),
  /** Ids of entries in content/certifications.yml that apply to this product; never one the company has not stated. */
  certificates: same(z.array(slug).default([])),
  price: priceSchema.optional(),
});
/** A product's file as written and checked (content/products/<locale>/<id>.yml); pages get content/products.ts's Product. */
export type ProductEntry = z.output<typeof productEntrySchema>;

/** The tile tints scripts/build-art.mjs draws (its TINTS table has exactly these keys). @public (read there through jiti) */
export const artTints = ['paper'] as const;

/** A category's tile (scripts/build-art.mjs): a Phosphor duotone icon's name without "-duotone", on a tint. */
const categoryArtSchema = z.strictObject({
  icon: slug,
  tint: z.enum(artTints),
});

export const categorySchema = z.object({
  slug,
  title: heading,
  description: paragraph,
  /** The picture shown: the drawn tile (/images/art/services/<slug>.svg) or a photo. */
  image: imageSchema,
  art: categoryArtSchema,
  /** Its products' order by id: unlisted ones follow by id, unknown ids are passed over, so deleting a product breaks nothing. */
  productOrder: same(
    z
      .array(slug)
      .default([])
      .superRefine((ids, context) => {
        ids.forEach((id, index) => {
          const first = ids.indexOf(id);
          if (first !== index)
            context.addIssue({ code: 'custom', path: [index], message: `repeats item ${first + 1} ("${id}"); list each product once` });
        });
      }),
  ),
});

export const policySchema = z.object({
  id: slug,
  icon: iconName,
  title: heading,
  summary: paragraph,
  /** Paragraphs of the full text; a paragraph starting with "- " is a list item. */
  details: z.array(paragraph).min(1),
});
export type Policy = z.infer<typeof policySchema>;

export const certificationSchema = z
  .object({
    id: slug,
    icon: iconName,
    title: heading,
    text: paragraph,
    reference: z.object({ label: heading, value: same(text) }),
    issuer: text,
    validUntil: text,
    verify: z.object({ label: heading, url: same(httpsUrl) }),
    /** Fields of this card given a made-up value, with that value ("validUntil": "To be added"). */
    placeholders: placeholderMarks,
    /** Derived: true while any field of the card still holds its made-up value (the card then says so). */
    placeholder: z.boolean().default(false),
  })
  .overwrite((certification) => ({ ...certification, placeholder: heldPlaceholders(certification).length > 0 }));
export type Certification = z.infer<typeof certificationSchema>;

export const initiativeSchema = z.object({
  id: slug,
  icon: iconName,
  title: heading,
  text: paragraph,
  points: z.array(paragraph).min(1),
});
export type Initiative = z.infer<typeof initiativeSchema>;

/** Words read from WordPress at build, not from content: not empty, and nothing more asked of them. */
const fetchedWords = filled();

/** One /blog card, from WordPress or a Markdown article; its HTML fields are sanitised (lib/sanitize.ts), nothing else is HTML. */
export const postSchema = z.object({
  /** Unique across sources: "wp-123" or "repo-<slug>". */
  id: z.string().regex(/^(wp-\d+|repo-[a-z0-9]+(-[a-z0-9]+)*)$/, 'must be wp-<digits> or repo-<slug>'),
  source: z.enum(['wordpress', 'repo']),
  /** ISO 8601: "2026-10-01" or WordPress's local "2026-10-01T09:30:00". */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:]+)?$/, 'must be an ISO 8601 date'),
  /** Sanitised inline HTML (entities, em, strong …). */
  titleHtml: fetchedWords,
  /** The title as plain text, for accessible names and metadata. */
  titleText: fetchedWords,
  /** Sanitised HTML (paragraphs, emphasis, https links). */
  excerptHtml: z.string(),
  /** An http(s) URL for WordPress posts, /blog/<slug> for repo posts. */
  href: z.string().regex(/^(https?:\/\/|\/blog\/)/, 'must be an http(s) URL or /blog/<slug>'),
  /** True when href leaves the site (opens in a new tab). */
  external: z.boolean(),
  /** The post's language (a code or BCP 47 tag): the card gets its lang where it differs from the page's. */
  lang: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language code (en, ar, zh-Hans)')
    .optional(),
});
export type Post = z.infer<typeof postSchema>;

/** One page of WordPress posts and how many pages the API says there are (X-WP-TotalPages). */
export type PostPage = { posts: Post[]; totalPages: number };

/** A Markdown article of content/blog/: its card, and what its own page shows. */
export const repoPostSchema = postSchema.extend({
  /** A repo article always knows its language: its translation's code, or "en" where it has none. */
  lang: postSchema.shape.lang.unwrap(),
  slug,
  /** The excerpt as plain text: the meta description. */
  description: fetchedWords,
  image: optionalImageSchema,
  /** The article, sanitised HTML. */
  bodyHtml: z.string(),
  readingMinutes: z.number().int().positive(),
});
export type RepoPost = z.infer<typeof repoPostSchema>;
