import { z } from 'zod';

// The one place that reads a zod schema's insides (`_zod.def`, untyped), so content/localize.ts and cms/fields.ts,
// which must agree on what translates, unwrap a field alike and see the same same() mark.

const sameKey = 'sameInEveryLanguage';

/** Marks a field that is written once, in English, and never translated (a slug, a link, a code). */
export function same<S extends z.ZodType>(schema: S): S {
  return schema.meta({ [sameKey]: true }) as S;
}

/** Whether this schema itself (not a wrapper around it, see unwrap) is marked same(). */
const isSame = (schema: z.ZodType): boolean => z.globalRegistry.get(schema)?.[sameKey] === true;

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A schema stripped of optional/default/pipe wrappers: the shape, and what the wrappers said. */
export type Unwrapped = {
  core: z.ZodType;
  /** optional(), nullable(), default() or prefault(): the field may be left out. */
  optional: boolean;
  /** same() on the field or on any wrapper of it: written once, in English. */
  same: boolean;
  /** default()'s value, the outermost where there are several. */
  defaultValue?: unknown;
};

export function unwrap(schema: z.ZodType): Unwrapped {
  let current = schema;
  let optional = false;
  let same = false;
  let defaultValue: unknown;
  for (;;) {
    if (isSame(current)) same = true;
    const def = defOf(current);
    switch (def.type) {
      case 'optional':
      case 'nullable':
        optional = true;
        current = def.innerType as z.ZodType;
        continue;
      case 'default':
      case 'prefault':
        optional = true;
        defaultValue ??= def.defaultValue;
        current = def.innerType as z.ZodType;
        continue;
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        current = def.innerType as z.ZodType;
        continue;
      case 'pipe': {
        // A transform computes what the page gets from what is written: follow what is written.
        const input = def.in as z.ZodType;
        current = defOf(input).type === 'transform' ? (def.out as z.ZodType) : input;
        continue;
      }
      default:
        return { core: current, optional, same, defaultValue };
    }
  }
}

/** What an unwrapped schema is, with the parts a walker goes into. */
export type SchemaNode =
  | { type: 'object'; shape: Record<string, z.ZodType> }
  | { type: 'record'; keyType: z.ZodType; valueType: z.ZodType }
  | { type: 'array'; element: z.ZodType }
  /** discriminator: the key of a z.discriminatedUnion, undefined for a plain union. */
  | { type: 'union'; options: z.ZodType[]; discriminator: string | undefined }
  /** values: an enum's choices, a literal's value(s). */
  | { type: 'enum' | 'literal'; values: unknown[] }
  | { type: 'string' | 'number' | 'boolean' }
  /** Any other zod type, by zod's name for it ("date", "tuple"). */
  | { type: 'other'; zodType: string };

/** The node `core` (a schema unwrapped, or one that needs no unwrapping) is. */
export function nodeOf(core: z.ZodType): SchemaNode {
  const def = defOf(core);
  switch (def.type) {
    case 'object':
      return { type: 'object', shape: def.shape as Record<string, z.ZodType> };
    case 'record':
      return { type: 'record', keyType: def.keyType as z.ZodType, valueType: def.valueType as z.ZodType };
    case 'array':
      return { type: 'array', element: def.element as z.ZodType };
    case 'union':
      return { type: 'union', options: def.options as z.ZodType[], discriminator: def.discriminator as string | undefined };
    case 'enum':
      return { type: 'enum', values: Object.values(def.entries as Record<string, string>) };
    case 'literal':
      return { type: 'literal', values: def.values as unknown[] };
    case 'string':
    case 'number':
    case 'boolean':
      return { type: def.type };
    default:
      return { type: 'other', zodType: def.type };
  }
}

/** One rule a schema checks (min_length, regex, string_format …): `check` as zod runs it, `def` as it was written. */
export type SchemaCheck = { check: z.core.$ZodCheck; def: { check: string; [key: string]: unknown } };

const checkOf = (check: unknown): SchemaCheck => ({
  check: check as z.core.$ZodCheck,
  def: (check as { _zod: { def: SchemaCheck['def'] } })._zod.def,
});

/** The rules `core` checks besides its type: a format schema's format first, then those added (.min(), .regex() …). */
export function checksOf(core: z.ZodType, { withFormat = false } = {}): SchemaCheck[] {
  const def = defOf(core);
  const own = withFormat && def.check === 'string_format' ? [checkOf(core)] : [];
  return [...own, ...((def.checks as unknown[] | undefined) ?? []).map(checkOf)];
}
