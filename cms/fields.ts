import { z } from 'zod';
import { maxUploadBytes } from '../content/image-size';
import { isTranslatable } from '../content/localize';
import { checksOf, nodeOf, unwrap, type SchemaCheck } from '../content/schema-reader';
import type { DecapCollection, DecapField } from './types';

// The content schemas as Decap fields, so the editor asks for what the build checks, in its words; what each
// zod type becomes, and which fields translate: docs/editing.md, "How a schema becomes fields".

/** What cms/fields.yml says about the fields. */
export type FieldRules = {
  /** Labels by field name, where the readable form of the name is not right ("e164": "Phone, E.164"). */
  labels?: Record<string, string>;
  /** A choice's words by the word content stores, where staff would not read that one ("containers-20ft"). */
  choices?: Record<string, string>;
  /** Hints by field name, or by dotted path in a file ("content/site.yml phone.e164"). */
  hints?: Record<string, string>;
  /** Names of text fields edited in a text box (several lines) rather than a one-line field. */
  long?: string[];
  /** Dotted paths of fields the schema derives, left out of the editor ("content/certifications.yml certifications.placeholder"). */
  omit?: string[];
  /** Names of bookkeeping fields an editor never changes: kept as they are (Decap's hidden widget), never shown. */
  hidden?: string[];
  /** What a collection (by name) or a file (by path) is for: its `description` in the editor. */
  descriptions?: Record<string, string>;
};

/** The collections with cms/fields.yml's descriptions (a collection's by name, a file's by path). */
export function withDescriptions(collections: DecapCollection[], rules: FieldRules): DecapCollection[] {
  const described = <T extends Record<string, unknown>>(item: T, key: string): T => {
    const description = rules.descriptions?.[key] ?? item.description;
    return description === undefined ? item : { ...item, description };
  };
  return collections.map((collection) => {
    const files = collection.files as ({ file: string } & Record<string, unknown>)[] | undefined;
    return described(files ? { ...collection, files: files.map((file) => described(file, file.file)) } : collection, collection.name);
  });
}

/** Where a field is: its file and dotted path without indexes; `same` inside a same() field. */
type Where = { file: string; path: string[]; rules: FieldRules; same?: boolean };

/** The most an upload may weigh (the build's image step refuses more): Decap's own media library reads it from each field's media_library.config. */
const maxFileSize = maxUploadBytes;
export const mediaLibrary = { config: { max_file_size: maxFileSize } };

/** "leadTime" → "Lead time", "footerQuick" → "Footer quick", "containers-20ft" → "Containers 20ft". */
function readableLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An object schema with `src` and `alt` (content/schema.ts's imageSchema, whatever else it adds). */
function isImage(core: z.ZodType): boolean {
  const node = nodeOf(core);
  return node.type === 'object' && 'src' in node.shape && 'alt' in node.shape;
}

/** Strings that fail most rules: the first issue one of them raises is the rule's message as the build gives it. */
const probes = ['', ' ', '\u0000', 'x'.repeat(100_001)];
function messageOf(checks: SchemaCheck['check'][]): string {
  const schema = z.string().check(...(checks as z.core.$ZodCheck<string>[]));
  for (const probe of probes) {
    const result = schema.safeParse(probe);
    if (!result.success) return result.error.issues[0]!.message;
  }
  throw new Error('cms/fields.ts: a string rule that no probe breaks; add a probe that does');
}

/** z.url() as a pattern (zod asks the URL parser, Decap cannot): the same on the values cms/__tests__ tries. */
export const urlPattern = '^[A-Za-z][A-Za-z0-9+.-]*:\\/\\/[^\\s/?#@]+(?:[/?#]\\S*)?$';
/** The same for z.url({ protocol: /^https$/, hostname: z.regexes.domain }): https and a dotted host name. */
export const httpsUrlPattern =
  '^https:\\/\\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,}(?::\\d{1,5})?(?:[/?#]\\S*)?$';

/** The pattern (regex source and message) a string must match, or undefined when any non-empty text goes. */
function stringPattern(core: z.ZodType): [string, string] | undefined {
  // z.email(), z.url() …: the schema is its own format check, before any added ones.
  const checks = checksOf(core, { withFormat: true });
  const trims = checks.filter(({ def }) => def.check === 'overwrite').map(({ check }) => check);
  const rules: [string, string][] = [];
  for (const { check, def } of checks) {
    const message = () => messageOf([...trims, check]);
    if (def.check === 'string_format') {
      if (def.format === 'url') {
        const httpsOnly = (def.protocol as RegExp | undefined)?.source === '^https$';
        rules.push([httpsOnly ? httpsUrlPattern : urlPattern, message()]);
        continue;
      }
      const pattern = def.pattern as RegExp | undefined;
      if (!pattern) throw new Error(`cms/fields.ts: no pattern for the ${String(def.format)} format`);
      if (pattern.flags.replace('g', '') !== '')
        throw new Error(`cms/fields.ts: Decap patterns have no flags: /${pattern.source}/${pattern.flags}`);
      rules.push([pattern.source, message()]);
    } else if (def.check === 'min_length' && trims.length > 0 && (def.minimum as number) >= 1) {
      // Text that is trimmed first: spaces alone are empty (Decap's "required" only sees "").
      rules.push(['\\S', message()]);
    } else if (def.check === 'max_length') {
      rules.push([`^[\\s\\S]{0,${def.maximum as number}}$`, message()]);
    }
  }
  if (rules.length === 0) return undefined;
  if (rules.length === 1) return rules[0];
  // Decap takes one pattern: each rule as a lookahead from the start, all of them must hold.
  const source = `^${rules.map(([rule]) => `(?=[\\s\\S]*?(?:${rule}))`).join('')}`;
  const messages = [...new Set(rules.map(([, message]) => message))];
  return [source, messages.join('; ')];
}

/** The build's rule for an image's `src` as a rule for a file name, which is what the image widget checks. */
function imageNamePattern(src: z.ZodType): [string, string] {
  const { core } = unwrap(src);
  const regex = checksOf(core)
    .map(({ def }) => def.pattern as RegExp | undefined)
    .find(Boolean);
  const extensions = regex && /\\\.\(([a-z?|]+)\)\$$/.exec(regex.source)?.[1];
  if (!regex || !extensions) throw new Error(`cms/fields.ts: cannot read the image extensions from ${String(regex)}`);
  const anyCase = regex.flags.includes('i') ? extensions.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`) : extensions;
  const message = core.safeParse('x.pdf').error?.issues[0]?.message ?? 'must be an image';
  return [`^[^\\s?#/]+\\.(?:${anyCase})$`, message];
}

const accepts = (core: z.ZodType, value: unknown) => core.safeParse(value).success;

/** A select's choices: the stored words, each shown as cms/fields.yml's `choices` names it, if it does. */
function choicesOf(values: string[], where: Where): (string | { label: string; value: string })[] {
  const words = where.rules.choices ?? {};
  return values.some((value) => words[value]) ? values.map((value) => ({ label: words[value] ?? value, value })) : values;
}

/** A field's label: cms/fields.yml's for its file and path ("content/navigation.yml main"), or for its name anywhere. */
function labelOf(name: string, where: Where): string {
  const labels = where.rules.labels ?? {};
  return labels[`${where.file} ${where.path.join('.')}`] ?? labels[name] ?? readableLabel(name);
}

function hintOf(name: string, where: Where): string | undefined {
  const hints = where.rules.hints ?? {};
  return hints[`${where.file} ${where.path.join('.')}`] ?? hints[name];
}

/** The Decap fields of an object schema's shape (a file's or entry's fields, or an object's). */
export function fieldsOf(schema: z.ZodType, where: Where): DecapField[] {
  const node = nodeOf(unwrap(schema).core);
  if (node.type === 'object') {
    return Object.entries(node.shape).flatMap(([name, field]) => {
      const path = [...where.path, name];
      if (where.rules.omit?.includes(`${where.file} ${path.join('.')}`)) return [];
      if (where.rules.hidden?.includes(name))
        return [{ name, label: labelOf(name, { ...where, path }), widget: 'hidden', required: false, i18n: false }];
      return [fieldOf(name, field, { ...where, path })];
    });
  }
  if (node.type === 'record') {
    const keys = nodeOf(node.keyType);
    if (keys.type !== 'enum') throw new Error(`${where.file} ${where.path.join('.')}: Decap has no widget for a record without fixed keys`);
    return (keys.values as string[]).map((key) => fieldOf(key, node.valueType, { ...where, path: [...where.path, key] }));
  }
  throw new Error(
    `${where.file} ${where.path.join('.') || '(root)'}: Decap needs fields here (an object), not a ${node.type === 'other' ? node.zodType : node.type}`,
  );
}

/** A list's bounds: min_length, max_length and length_equals checks. */
function listBounds(core: z.ZodType): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const { def } of checksOf(core)) {
    if (def.check === 'min_length') bounds.min = def.minimum as number;
    if (def.check === 'max_length') bounds.max = def.maximum as number;
    if (def.check === 'length_equals') bounds.min = bounds.max = def.length as number;
  }
  return bounds;
}

/** A number's bounds and kind: int for z.number().int(), min/max from its comparisons. */
function numberOptions(core: z.ZodType) {
  const checks = checksOf(core).map(({ def }) => def);
  const int = checks.some((def) => def.check === 'number_format' && ['safeint', 'int32', 'uint32'].includes(def.format as string));
  const options: { value_type: 'int' | 'float'; min?: number; max?: number; step?: number } = { value_type: int ? 'int' : 'float' };
  if (int) options.step = 1;
  for (const def of checks) {
    const value = def.value as number;
    // An exclusive bound on a whole number is the next whole number; on a fraction it stays (Decap's bounds include).
    if (def.check === 'greater_than') options.min = Math.max(options.min ?? -Infinity, def.inclusive || !int ? value : value + 1);
    if (def.check === 'less_than') options.max = Math.min(options.max ?? Infinity, def.inclusive || !int ? value : value - 1);
  }
  return options;
}

/** A list item's summary in Decap's list: its title, name or label, where it has one. */
function summaryOf(fields: DecapField[]): string | undefined {
  const named = ['title', 'name', 'label', 'id', 'code'].find((name) =>
    fields.some((field) => field.name === name && field.widget === 'string'),
  );
  return named ? `{{fields.${named}}}` : undefined;
}

/** An optional group's fields, none required: Decap checks them even in an empty group; the build refuses half a group. */
function leftEmptyAllowed(fields: DecapField[]): DecapField[] {
  return fields.map((field) => {
    const relaxed: DecapField = { ...field, required: false };
    if (Array.isArray(field.fields)) relaxed.fields = leftEmptyAllowed(field.fields as DecapField[]);
    return relaxed;
  });
}

/** One schema field as a Decap field. */
function fieldOf(name: string, schema: z.ZodType, where: Where): DecapField {
  const { core, optional, same, defaultValue } = unwrap(schema);
  const node = nodeOf(core);
  const base: DecapField = { name, label: labelOf(name, where), widget: 'string', i18n: !where.same && isTranslatable(schema) };
  where = { ...where, same: where.same || same };
  const hint = hintOf(name, where);
  if (hint) base.hint = hint;
  const required = (ok: boolean) => (ok ? {} : { required: false });

  if (node.type === 'object' && isImage(core)) {
    const { shape } = node;
    const image: DecapField = {
      ...base,
      widget: 'object',
      ...required(!optional),
      fields: [
        {
          name: 'src',
          label: labelOf('src', where),
          widget: 'image',
          i18n: false,
          ...required(!unwrap(shape.src!).optional),
          choose_url: false,
          media_library: mediaLibrary,
          pattern: imageNamePattern(shape.src!),
          hint: hintOf('src', { ...where, path: [...where.path, 'src'] }),
        },
        // Alt text may be empty (a decorative picture), so it is never "required"; '' is written when left empty.
        {
          name: 'alt',
          label: labelOf('alt', where),
          widget: 'string',
          i18n: !where.same && isTranslatable(shape.alt!),
          required: false,
          default: '',
          pattern: stringPattern(unwrap(shape.alt!).core),
        },
      ].map((field) => Object.fromEntries(Object.entries(field).filter(([, value]) => value !== undefined)) as DecapField),
    };
    return optional ? { ...image, fields: leftEmptyAllowed(image.fields as DecapField[]) } : image;
  }

  switch (node.type) {
    case 'string': {
      const long = where.rules.long?.includes(name) ?? false;
      const pattern = stringPattern(core);
      // Decap's "required" means "not empty": a string the schema accepts empty is not required, but written ('').
      const empty = accepts(core, '');
      return {
        ...base,
        widget: long ? 'text' : 'string',
        ...required(!optional && !empty),
        ...(empty && !optional ? { default: '' } : {}),
        ...(pattern ? { pattern } : {}),
      };
    }
    case 'number':
      return {
        ...base,
        widget: 'number',
        ...required(!optional),
        ...numberOptions(core),
        ...(defaultValue !== undefined ? { default: defaultValue } : {}),
      };
    case 'boolean':
      return { ...base, widget: 'boolean', ...required(!optional), default: defaultValue ?? false };
    case 'enum':
      return { ...base, widget: 'select', ...required(!optional), options: choicesOf(node.values as string[], where) };
    case 'literal':
      return { ...base, widget: 'select', ...required(!optional), options: node.values, default: node.values[0] };
    case 'object':
    case 'record': {
      // Long words grouped under a long name ("intro" by failure) are text boxes, as a long list's items are.
      const fields = fieldsOf(core, where).map((field) =>
        field.widget === 'string' && where.rules.long?.includes(name) ? { ...field, widget: 'text' } : field,
      );
      return { ...base, widget: 'object', ...required(!optional), fields: optional ? leftEmptyAllowed(fields) : fields };
    }
    case 'array': {
      const element = unwrap(node.element).core;
      const empty = optional || accepts(core, []);
      // A list that may be empty starts empty, not with one item of defaults (docs/editing.md, "A new entry's lists start empty").
      // Decap counts a list's items with its label ("2 photos") and its singular ("1 photo", "Add photo").
      const list: DecapField = {
        ...base,
        label_singular: singular(base.label),
        widget: 'list',
        ...required(!empty),
        ...(empty ? { default: [] } : {}),
        ...listBounds(core),
      };
      const item = nodeOf(element);
      if (item.type === 'object' && !isImage(element)) {
        const fields = fieldsOf(element, where);
        const summary = summaryOf(fields);
        return { ...list, ...(summary ? { summary } : {}), fields };
      }
      if (item.type === 'union') return { ...list, ...typesOf(element, where) };
      // A list of pictures (a product's gallery): each item a picture and its alt text.
      if (isImage(element)) return { ...list, fields: fieldOf(singular(name), node.element, where).fields };
      // A list of single values (text, numbers): one field per item.
      const { hint: _hint, ...field } = fieldOf(singular(name), node.element, where);
      void _hint;
      // Long items are named by their list ("details", "points").
      if (field.widget === 'string' && where.rules.long?.includes(name)) field.widget = 'text';
      return { ...list, field };
    }
    case 'union':
      throw new Error(`${where.file} ${where.path.join('.')}: Decap has no widget for a union outside a list`);
    default:
      throw new Error(`${where.file} ${where.path.join('.')}: no Decap widget for a zod ${node.zodType}`);
  }
}

/** "categories" → "category", "points" → "point": the name of one item of a list. */
const singularWord = (name: string) => name.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
/** "Photos" → "Photo"; "Ports of loading" → "Port of loading" (the noun before "of" is the one counted). */
const singular = (name: string) => {
  const [head, ...rest] = name.split(' of ');
  return [singularWord(head!), ...rest].join(' of ');
};

/**
 * A list of a discriminated union (z.discriminatedUnion(key, …)): one Decap type per value of the
 * key, named by it (Decap writes the type's name under `typeKey`), with that option's other fields.
 */
function typesOf(union: z.ZodType, where: Where): { typeKey: string; types: DecapField[] } {
  const node = nodeOf(union);
  const typeKey = node.type === 'union' ? node.discriminator : undefined;
  if (node.type !== 'union' || !typeKey)
    throw new Error(`${where.file} ${where.path.join('.')}: a list of a union needs z.discriminatedUnion`);
  const types = node.options.flatMap((option) => {
    const optionNode = nodeOf(unwrap(option).core);
    const shape = optionNode.type === 'object' ? optionNode.shape : {};
    const key = nodeOf(unwrap(shape[typeKey]!).core);
    if (key.type !== 'literal' && key.type !== 'enum')
      throw new Error(`${where.file} ${where.path.join('.')}: the key ${typeKey} of a union's option must be a literal or an enum`);
    const values = key.values as string[];
    const rest = Object.fromEntries(Object.entries(shape).filter(([name]) => name !== typeKey));
    const fields = fieldsOf(z.object(rest), where);
    return values.map((value) => {
      const type: DecapField = { name: value, label: value, widget: 'object', i18n: !where.same && isTranslatable(option) };
      const hint = where.rules.hints?.[`${where.file} ${where.path.join('.')}.${value}`];
      if (hint) type.hint = hint;
      if (fields.length > 0) {
        type.fields = fields;
        const summary = summaryOf(fields);
        if (summary) type.summary = summary;
      } else {
        // A type with nothing to fill in (WhatsApp) still needs a field, or Decap's validation throws: its key, hidden.
        type.fields = [{ name: typeKey, label: value, widget: 'hidden', default: value, i18n: false }];
      }
      return type;
    });
  });
  return { typeKey, types };
}
