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
const catalogue = getCatalogue('en');
const certifications = getCertifications('en').certifications;
const certificationsPage = getCertifications('en').page;
const initiatives = getInitiatives('en').initiatives;
const initiativesPage = getInitiatives('en').page;
const policies = getPolicies('en').policies;
const search = getSearch('en');

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

it('keeps English as it was for the exports pages import today', () => {
  expect(policies.map((policy) => policy.title)).toEqual([
    'Terms & Conditions',
    'Questions & Answers',
    'Company Contract Sign',
    'Payment Policy',
    'Refund Policy',
    'Product Specification Agreement',
  ]);
  expect(catalogue.store.groupCount).toBe('{count} products');
  expect(catalogue.terms.link).toEqual({ label: 'Read our policies', href: '/get-quote#policies' });
  expect(search.results).toEqual({ one: '1 result for “{query}”', other: '{count} results for “{query}”' });
  expect(blog.title).toBe('Industry Insights');
  expect(blog.feed.newTab).toBe('(opens in a new tab)');
  expect(certificationsPage.title).toBe('Certifications and registrations');
  expect(certifications.map((item) => item.id)).toEqual(['iso-9001', 'export-licence', 'trademark', 'secp']);
  expect(initiativesPage.partner.title).toBe('Partner With Us');
  expect(initiatives[0]?.title).toBe('Community Support');
});

const expected: Partial<Record<string, Record<'policy' | 'store' | 'search' | 'blog' | 'date' | 'certification' | 'initiative', string>>> =
  {
    ar: {
      policy: 'سياسة الدفع',
      store: 'كتالوج المنتجات',
      search: 'البحث',
      blog: 'رؤى من القطاع',
      date: '14 مارس 2026',
      certification: 'مسجّلون لدى SECP',
      initiative: 'دعم المجتمع',
    },
    zh: {
      policy: '付款政策',
      store: '产品目录',
      search: '搜索',
      blog: '行业洞察',
      date: '2026年3月14日',
      certification: '已在 SECP 注册',
      initiative: '社区支持',
    },
    fr: {
      policy: 'Conditions de paiement',
      store: 'Catalogue produits',
      search: 'Recherche',
      blog: 'Regards sur le secteur',
      date: '14 mars 2026',
      certification: 'Immatriculés auprès de la SECP',
      initiative: 'Soutien à la communauté',
    },
    es: {
      policy: 'Política de pagos',
      store: 'Catálogo de productos',
      search: 'Búsqueda',
      blog: 'Perspectivas del sector',
      date: '14 de marzo de 2026',
      certification: 'Registrados ante la SECP',
      initiative: 'Apoyo a la comunidad',
    },
    ru: {
      policy: 'Условия оплаты',
      store: 'Каталог товаров',
      search: 'Поиск',
      blog: 'Отраслевая аналитика',
      date: '14 марта 2026 г.',
      certification: 'Регистрация в SECP',
      initiative: 'Поддержка сообщества',
    },
  };

describe.each(translated)('in %s', (locale) => {
  const words = expected[locale]!;
  const known = locale in expected ? it : it.skip;

  known('shows the translated titles', () => {
    expect(getPolicies(locale).policies[3]?.title).toBe(words.policy);
    expect(getCatalogue(locale).store.title).toBe(words.store);
    expect(getSearch(locale).title).toBe(words.search);
    expect(getBlog(locale).title).toBe(words.blog);
    expect(getCertifications(locale).certifications[3]?.title).toBe(words.certification);
    expect(getInitiatives(locale).initiatives[0]?.title).toBe(words.initiative);
  });

  known('writes a post date in the language', () => {
    expect(formatPostDate('2026-03-14', getBlog(locale).date)).toBe(words.date);
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
