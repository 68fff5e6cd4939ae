/** @jest-environment node */
import { completeLocales } from '../locales';
import { formatPostDate } from '@/lib/post';
import { getBlog } from '../blog';
import { getCatalogue } from '../catalogue';
import { getCertifications } from '../certifications';
import { getInitiatives } from '../initiatives';
import { getInterface } from '../interface';
import { contentModules } from '../modules';
import { getPolicies } from '../policies';
import { getSearch } from '../search';

const blog = getBlog('en');
const certifications = getCertifications('en').certifications;
const initiativesPage = getInitiatives('en').page;
const policies = getPolicies('en').policies;

// The policies, the catalogue and search copy, the blog page's words, certifications and
// initiatives in every language: complete, with English's placeholders, ids, links and figures.

// Every language marked complete in content/locales.yml; a draft one shows English where it has no words yet.
const translated = completeLocales.map(({ code }) => code);

const loaders = {
  'content/policies.yml': getPolicies,
  'content/catalogue.yml': getCatalogue,
  'content/search.yml': getSearch,
  'content/blog.yml': getBlog,
  'content/certifications.yml': getCertifications,
  'content/initiatives.yml': getInitiatives,
};

/** The strings of `file` that fall back to English in `locale`, as the build's coverage report reads them. */
const fallbacksIn = (file: string, locale: string) => contentModules.find((part) => part.path === file)!.coverage(locale).fallbacks;

/** Every string in a value, by its path ("policies.0.details.2"). */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}${index}.`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}${key}.`));
  return [];
}
const placeholders = (text: string) => [...text.matchAll(/\{[a-zA-Z]+\}/g)].map((match) => match[0]).sort();
/** What stays English in every language: numbers, yes/no and the shape of lists. */
const figures = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(figures)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, figures(item)]))
      : typeof value === 'string'
        ? 'text'
        : value;

// Counts worded by CLDR plural category (the search's results): each language has the forms its
// numbers need, and a form English lacks translates English's `other`.
const pluralKeys = ['zero', 'one', 'two', 'few', 'many', 'other'];
const pluralFields: Partial<Record<string, string[]>> = { 'content/search.yml': ['results'] };
/** `value` without its top-level `fields`. */
const without = (value: unknown, fields: string[]) =>
  Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([key]) => !fields.includes(key)));

describe.each(Object.entries(loaders))('%s', (file, load) => {
  const plurals = pluralFields[file] ?? [];

  it.each(translated)('is complete in %s', (locale) => {
    load(locale);
    expect(fallbacksIn(file, locale)).toEqual([]);
  });

  it.each(translated)('keeps English placeholders, figures and list lengths in %s', (locale) => {
    const english = new Map(strings(load('en')));
    const local = load(locale);
    expect(figures(without(local, plurals))).toEqual(figures(without(load('en'), plurals)));
    for (const [path, text] of strings(local)) {
      const plural = plurals.find((field) => path.startsWith(`${field}.`));
      if (!plural) {
        expect([path, placeholders(text)]).toEqual([path, placeholders(english.get(path)!)]);
        continue;
      }
      const category = path.slice(plural.length + 1, -1);
      expect(pluralKeys).toContain(category);
      const other = placeholders(english.get(`${plural}.other.`)!);
      // A language may name one, two or none in words ("نتيجة واحدة"), without the number.
      const needed = ['zero', 'one', 'two'].includes(category) ? other.filter((name) => name !== '{count}') : other;
      expect([path, placeholders(text)]).toEqual([path, expect.arrayContaining(needed)]);
      expect(other).toEqual(expect.arrayContaining(placeholders(text)));
    }
  });
});

describe.each(translated)('in %s', (locale) => {
  it('shows the translated titles, not English’s', () => {
    for (const title of [
      (code: string) => getPolicies(code).policies.at(-1)?.title,
      (code: string) => getCatalogue(code).store.title,
      (code: string) => getSearch(code).title,
      (code: string) => getBlog(code).title,
      (code: string) => getCertifications(code).certifications.at(-1)?.title,
      (code: string) => getInitiatives(code).initiatives[0]?.title,
    ])
      expect(title(locale)).not.toBe(title('en'));
  });

  it('writes a post date in the language: its month’s name, the day and the year', () => {
    const copy = getBlog(locale).date;
    const written = formatPostDate('2026-03-14', copy);
    for (const part of [copy.months[2]!, '14', '2026']) expect(written).toContain(part);
    expect(copy.months).not.toEqual(blog.date.months);
  });

  it('keeps the ids, links and codes English wrote', () => {
    const local = getPolicies(locale).policies;
    expect(local.map((policy) => policy.id)).toEqual(policies.map((policy) => policy.id));
    expect(local.map((policy) => policy.icon)).toEqual(policies.map((policy) => policy.icon));
    expect(getCatalogue(locale).category.quote.href).toBe('/get-quote');
    expect(getSearch(locale).noScriptLink.href).toBe('/store');
    expect(getBlog(locale).article.cta.link.href).toBe(blog.article.cta.link.href);
    expect(getBlog(locale).perPage).toBe(blog.perPage);
    const cards = getCertifications(locale).certifications;
    expect(cards.map((card) => [card.reference.value, card.verify.url, card.placeholder])).toEqual(
      certifications.map((card) => [card.reference.value, card.verify.url, card.placeholder]),
    );
    expect(getInitiatives(locale).page.partner.cta.href).toBe(initiativesPage.partner.cta.href);
  });

  it('keeps each policy paragraph a list item exactly where English has one', () => {
    const shape = (list: typeof policies) => list.map((policy) => policy.details.map((paragraph) => paragraph.startsWith('- ')));
    expect(shape(getPolicies(locale).policies)).toEqual(shape(policies));
  });

  it('takes the "opens in a new tab" words from the interface in the same language', () => {
    expect(getBlog(locale).feed.newTab).toBe(getInterface(locale).newTab);
  });
});
