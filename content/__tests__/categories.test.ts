/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readYaml } from '../load';
import {
  ContentError,
  defineContent,
  measureKeys,
  productEntrySchema,
  categorySchema,
  uniqueList,
  unitKeys,
  unitsFileSchema,
  unitsSchema,
} from '../schema';
import { localeCodes } from '../locales';
import { getMeasures, getUnits, unitsFile } from '../units';
import { categoryCount, getCategory, getCategories } from '../categories';

const services = getCategories('en');
const units = getUnits('en');

const publicDir = path.join(process.cwd(), 'public');
const slugs = services.map((s) => s.slug);

describe('content/categories.ts', () => {
  it('has exactly the site’s number of categories', () => {
    expect(services).toHaveLength(categoryCount);
  });

  it('has unique kebab-case slugs', () => {
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(slugs)('%s has its products (content/products/), with unique ids', (slug) => {
    const category = getCategory('en', slug)!;
    expect(category.products.length).toBeGreaterThanOrEqual(1);
    const ids = category.products.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // The tiles are drawn by `npm run art` (scripts/build-art.mjs), which `npm test` runs first.
  it.each(slugs)('%s has its picture in public/, decorative beside its title', (slug) => {
    const { image } = getCategory('en', slug)!;
    expect(existsSync(path.join(publicDir, image.src))).toBe(true);
    expect(image.alt).toBe('');
  });

  it('names a tile for each category: its own picture unless a photo replaces it', () => {
    for (const { slug, image } of services) {
      if (image.src.startsWith('/images/art/services/'))
        expect(image).toEqual({ src: `/images/art/services/${slug}.svg`, alt: '', width: 320, height: 240 });
    }
  });

  it('getCategory finds a category by slug', () => {
    expect(getCategory('en', 'leather-sports')?.title).toBe('Leather & Sports Goods');
    expect(getCategory('en', services[19]!.slug)).toBe(services[19]);
  });

  it('getCategory returns undefined for an unknown slug', () => {
    expect(getCategory('en', 'no-such-category')).toBeUndefined();
    expect(getCategory('en', '')).toBeUndefined();
  });
});

describe('defineContent rejects a bad category', () => {
  const schema = uniqueList(categorySchema, 'slug');
  const good = services[0]!;

  function errorOf(data: unknown): Error {
    try {
      defineContent('content/categories.ts', schema, data);
    } catch (error) {
      return error as Error;
    }
    throw new Error('defineContent did not throw');
  }

  it('accepts a valid category', () => {
    expect(() => defineContent('content/categories.ts', schema, [good])).not.toThrow();
  });

  it('names the file and 0.slug for a slug that is not kebab-case', () => {
    const error = errorOf([{ ...good, slug: 'Bad Slug' }]);
    expect(error).toBeInstanceOf(ContentError);
    expect(error.message).toContain('content/categories.ts');
    expect(error.message).toContain('0.slug');
  });

  it('names the file and the repeated slug when two categories share one', () => {
    const error = errorOf([good, services[1], { ...services[2], slug: good.slug }]);
    expect(error.message).toBe(
      `Invalid content in content/categories.ts:\n  - 2.slug: repeats item 0 ("${good.slug}"); each must be different`,
    );
  });

  it("a missing title is the schema's error, naming the file and the field (not the type checker's)", () => {
    const untitled: Record<string, unknown> = { ...good };
    delete untitled.title;
    expect(errorOf([untitled]).message).toMatch(
      /^Invalid content in content\/categories\.ts:\n {2}- 0\.title: Invalid input: expected string, received undefined$/,
    );
  });

  it('names the file and the field for a tint the art build does not draw, or art left out', () => {
    expect(errorOf([{ ...good, art: { ...good.art, tint: 'sand' } }]).message).toContain('0.art.tint');
    const bare: Record<string, unknown> = { ...good };
    delete bare.art;
    expect(errorOf([bare]).message).toContain('0.art: Invalid input');
  });

  it('rejects a list that is not exactly the site’s number long', () => {
    const list = z.array(categorySchema).length(categoryCount);
    expect(() => defineContent('content/categories.ts', list, services.slice(1))).toThrow(/content\/categories\.ts[\s\S]*\(root\)/);
  });
});

describe('minimum orders', () => {
  const first = readYaml('content/products/en/ceiling-fans.yml') as Record<string, unknown>;
  const withMoq = (moq: unknown) => ({ ...first, moq });

  function messageOf(data: unknown): string {
    try {
      defineContent('content/products/en/ceiling-fans.yml', productEntrySchema, data);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('defineContent did not throw');
  }

  it('are written as quantity, unit key and an optional note', () => {
    expect(getCategory('en', 'toys-games')?.products.find((product) => product.id === 'plush-soft-toys')?.moq).toEqual({
      quantity: 1000,
      unit: 'pieces',
      note: 'per design',
    });
    for (const service of services) {
      for (const product of service.products) {
        if (product.moq) expect([product.id, unitKeys.includes(product.moq.unit)]).toEqual([product.id, true]);
      }
    }
  });

  it('a unit that is not a unit key fails, naming the file and the field', () => {
    const message = messageOf(withMoq({ quantity: 1000, unit: 'pcs' }));
    expect(message).toContain('content/products/en/ceiling-fans.yml');
    expect(message).toContain('  - moq.unit');
  });

  it('a quantity that is not a positive whole number fails, naming the field', () => {
    expect(messageOf(withMoq({ quantity: 0, unit: 'pieces' }))).toContain('  - moq.quantity: must be at least 1');
    expect(messageOf(withMoq({ quantity: 2.5, unit: 'pieces' }))).toContain('  - moq.quantity: must be a whole number');
  });

  it('the old text form and unknown fields are refused', () => {
    expect(messageOf(withMoq('1,000 pieces'))).toContain('  - moq');
    expect(messageOf(withMoq({ quantity: 10, unit: 'pieces', notes: 'per design' }))).toContain('  - moq');
  });
});

describe('content/units.ts', () => {
  it('gives every unit key a singular and a plural', () => {
    expect(Object.keys(units)).toEqual([...unitKeys]);
    for (const forms of Object.values(units))
      expect(forms).toEqual(expect.objectContaining({ one: expect.any(String), other: expect.any(String) }));
  });

  it('a unit without its `other` form fails, naming the file and the unit', () => {
    expect(() => defineContent('content/units.ts', unitsSchema, { ...units, sets: { one: 'set' } })).toThrow(
      /content\/units\.ts[\s\S]*sets\.other/,
    );
  });

  it('a unit key the schema does not list fails', () => {
    expect(() => defineContent('content/units.ts', unitsSchema, { ...units, bales: { one: 'bale', other: 'bales' } })).toThrow(
      /content\/units\.ts/,
    );
  });
});

it('gives every language one symbol for every measure (content/units.yml measures), apart from the units a count is in', () => {
  for (const locale of localeCodes) {
    const measures = getMeasures(locale);
    expect(Object.keys(measures).sort()).toEqual([...measureKeys].sort());
    for (const symbol of Object.values(measures)) expect(symbol.trim()).not.toBe('');
  }
  const { measures, ...counts } = unitsFile.get('en');
  expect(() => defineContent('content/units.ts', unitsFileSchema, { ...counts, measures: { ...measures, kg: '' } })).toThrow(
    /content\/units\.ts[\s\S]*measures\.kg/,
  );
});

it('offers the units in the order schema.ts lists them, whatever order content/units.yml holds them in', () => {
  for (const locale of localeCodes) expect(Object.keys(getUnits(locale))).toEqual([...unitKeys]);
});
