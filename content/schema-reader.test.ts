/** @jest-environment node */
import { z } from 'zod';
import { isTranslatable, mergeLocale } from './localize';
import { nodeOf, same, unwrap } from './schema-reader';

// The one reader of zod's insides: the merge of a translation (content/localize.ts) and the
// editor's fields (cms/fields.ts) see a schema alike.

describe('unwrap', () => {
  it('sees through optional, default and pipe wrappers, and keeps what they say', () => {
    const shape = z.object({ a: z.string() });
    expect(unwrap(shape.optional())).toMatchObject({ core: shape, optional: true, same: false });
    expect(unwrap(z.number().default(3))).toMatchObject({ optional: true, defaultValue: 3 });
    // A transform computes what pages get: the editor and the merge follow what is written.
    expect(nodeOf(unwrap(z.string().transform((text) => text.length)).core).type).toBe('string');
  });

  it('finds same() on the field or on any wrapper of it', () => {
    expect(unwrap(same(z.string()).optional()).same).toBe(true);
    expect(unwrap(same(z.string().optional())).same).toBe(true);
    expect(unwrap(z.string().optional()).same).toBe(false);
  });
});

it('calls translatable exactly the fields a translation changes', () => {
  const schema = z.object({
    title: z.string(),
    slug: same(z.string()),
    count: z.number(),
    kind: z.enum(['a', 'b']),
    note: z.string().optional(),
    tags: z.array(z.string()),
    link: z.object({ label: z.string(), href: same(z.string()) }),
  });
  const english = { title: 'T', slug: 's', count: 1, kind: 'a', note: 'N', tags: ['x'], link: { label: 'L', href: '/h' } };
  const local = { title: 'T2', slug: 's2', count: 2, kind: 'b', note: 'N2', tags: ['y'], link: { label: 'L2', href: '/h2' } };
  const merged = mergeLocale('test.yml', schema, english, local).value as Record<string, unknown>;
  const { shape } = schema;
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const changed = JSON.stringify(merged[key]) !== JSON.stringify(english[key]);
    expect([key, isTranslatable(shape[key])]).toEqual([key, changed]);
  }
});
