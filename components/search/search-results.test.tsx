import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MiniSearch from 'minisearch';
import { SWRConfig } from 'swr';
import { locales } from '@/content/locales';
import { getSearch } from '@/content/search';
import { numbersOf } from '@/components/i18n/page-numbers';
import { pluralCategory } from '@/components/quote/units';
import { searchLimits } from '@/lib/limits';
import { queryOptions, searchIndexPath, type SearchDocument } from './search-options';
import { queryShards, searchFiles, searchShardPath } from './search-shards';
import { readQuery } from './search-query';
import { SearchResults } from './search-results';

const push = jest.fn();
let query = '';
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), useSearchParams: () => new URLSearchParams({ q: query }) }));

/** A category of the test's documents: every product is in one. */
const category = (title: string): SearchDocument => ({
  id: 'category:textile-apparel',
  kind: 'category',
  title,
  text: '',
  keywords: '',
  href: '/services/textile-apparel',
});

// A category and two of its products, as a language's index files hold them.
const documents: Record<string, SearchDocument[]> = {
  zh: [
    category('纺织服装'),
    {
      id: 'product:textile-apparel/terry-towels',
      kind: 'product',
      title: '毛圈毛巾',
      text: '100% 棉',
      keywords: '',
      context: '纺织服装',
      href: '/services/textile-apparel#terry-towels',
    },
    {
      id: 'product:textile-apparel/cotton-socks',
      kind: 'product',
      title: '棉袜',
      text: '',
      keywords: '',
      context: '纺织服装',
      href: '/services/textile-apparel#cotton-socks',
    },
  ],
  ar: [
    category('المنسوجات والملابس'),
    {
      id: 'product:textile-apparel/bed-sheet-sets',
      kind: 'product',
      title: 'أطقم شراشف سرير',
      text: '',
      keywords: '',
      context: 'المنسوجات والملابس',
      href: '/services/textile-apparel#bed-sheet-sets',
    },
  ],
};
const fetched: string[] = [];

/** What a search page for `query` in `locale` fetches: the index's head and the shards of the query's words. */
const indexFiles = (locale: string, query: string) => [
  searchIndexPath(locale),
  ...queryShards(query).map((shard) => searchShardPath(locale, shard)),
];

beforeEach(() => {
  push.mockClear();
  fetched.length = 0;
  global.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    const [, locale = 'en', shard] = /^(?:\/(\w+))?\/search-index(?:\/(\d+))?\.json$/.exec(url)!;
    const { head, shards } = searchFiles(documents[locale] ?? [category('Textile & Apparel')]);
    return { ok: true, text: async () => JSON.stringify(shard === undefined ? head : shards[Number(shard)]) };
  }) as unknown as typeof fetch;
});

function renderPage(locale: string, q: string) {
  query = q;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SearchResults copy={getSearch(locale)} browse={null} locale={locale} numbers={numbersOf(locale)} />
    </SWRConfig>,
  );
}

it('on /zh/search loads the Chinese index and leads to the product’s Chinese page', async () => {
  renderPage('zh', '毛巾');
  // jsdom's accessible names put a space around <mark>, which a browser does not.
  const link = await screen.findByRole('link', { name: /^毛圈\s?毛巾$/ });
  expect(link).toHaveAttribute('href', '/zh/services/textile-apparel#terry-towels');
  expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['毛巾']);
  expect(screen.queryByRole('link', { name: '棉袜' })).not.toBeInTheDocument();
  expect(fetched).toEqual(indexFiles('zh', '毛巾'));
});

it('on /ar/search finds a product typed without hamza, and a new search stays on /ar/search', async () => {
  renderPage('ar', 'اطقم شراشف');
  expect(await screen.findByRole('link', { name: 'أطقم شراشف سرير' })).toHaveAttribute(
    'href',
    '/ar/services/textile-apparel#bed-sheet-sets',
  );
  expect(fetched).toEqual(indexFiles('ar', 'اطقم شراشف'));

  const user = userEvent.setup();
  const field = screen.getByRole('searchbox', { name: getSearch('ar').label });
  await user.clear(field);
  await user.type(field, 'سرير{Enter}');
  expect(push).toHaveBeenCalledWith(`/ar/search?q=${encodeURIComponent('سرير')}`);
  expect(screen.getByRole('search')).toHaveAttribute('action', '/ar/search');
});

it('on /search loads the English index', async () => {
  renderPage('en', 'towels');
  expect(await screen.findByText('Nothing matches “towels”', { exact: false })).toBeInTheDocument();
  expect(fetched).toEqual(indexFiles('en', 'towels'));
});

describe('a very long query', () => {
  const limit = searchLimits.maxQueryLength;

  it('searches only its start, once, and says so in the page’s language', async () => {
    const search = jest.spyOn(MiniSearch.prototype, 'search');
    // 15,000 letters as one word once took 681 MB; 100,000 threw a RangeError.
    renderPage('fr', `${'x'.repeat(100_000)}`);
    // Testing Library reads the page's text with its spaces made plain; French puts narrow no-break spaces before ":".
    expect(await screen.findByText(getSearch('fr').tooLong.replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(await screen.findByText(/^Aucun résultat pour/)).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);
    expect((search.mock.calls[0]![0] as string).length).toBe(limit);

    // Typing in the box renders the page on every keystroke: the same query is not searched again.
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: getSearch('fr').label }), 'abcde');
    expect(search).toHaveBeenCalledTimes(1);
    search.mockRestore();
  });

  it('says nothing of a query within the limit', async () => {
    renderPage('en', 'towels');
    await screen.findByText('Nothing matches “towels”', { exact: false });
    expect(screen.queryByText(getSearch('en').tooLong)).not.toBeInTheDocument();
  });

  it('puts at most one character over the limit in the address it opens', async () => {
    renderPage('zh', '毛巾');
    await screen.findByRole('link', { name: /^毛圈\s?毛巾$/ });
    const field = screen.getByRole('searchbox', { name: getSearch('zh').label });
    fireEvent.change(field, { target: { value: '毛'.repeat(20_000) } });
    fireEvent.submit(field.closest('form')!);
    expect(push).toHaveBeenCalledWith(`/zh/search?q=${encodeURIComponent('毛'.repeat(limit + 1))}`);
  });

  it('cuts at a word’s end and matches a long word exactly', () => {
    expect(readQuery(`${'cotton '.repeat(40)}towels`)).toEqual({ query: 'cotton '.repeat(28).trimEnd(), cut: true });
    expect(readQuery('  leather gloves ')).toEqual({ query: 'leather gloves', cut: false });
    expect(queryOptions.fuzzy).toBeInstanceOf(Function);
    const fuzzy = queryOptions.fuzzy as (term: string, i: number, terms: string[]) => number | false;
    expect(fuzzy('towels', 0, [])).toBe(0.2);
    expect(fuzzy('x'.repeat(searchLimits.maxFuzzyTermLength + 1), 0, [])).toBe(false);
  });
});

describe('the count of results', () => {
  /** `count` products of `locale`'s index that all match `word`. */
  const matching = (locale: string, word: string, count: number) => {
    documents[locale] = [
      category('Textile & Apparel'),
      ...Array.from({ length: count }, (_, index) => ({
        id: `product:textile-apparel/p${index}`,
        kind: 'product' as const,
        title: `${word} ${index + 1}`,
        text: '',
        keywords: '',
        context: 'Textile & Apparel',
        href: `/services/textile-apparel#p${index}`,
      })),
    ];
  };
  const saved = { ...documents };
  afterEach(() => {
    for (const locale of Object.keys(documents)) delete documents[locale];
    Object.assign(documents, saved);
  });

  it.each([
    ['ar', 'منشفة', 1, 'نتيجة واحدة عن «منشفة»'],
    ['ar', 'منشفة', 2, 'نتيجتان عن «منشفة»'],
    ['ar', 'منشفة', 3, '3 نتائج عن «منشفة»'],
    ['ar', 'منشفة', 5, '5 نتائج عن «منشفة»'],
    ['ar', 'منشفة', 11, '11 نتيجة عن «منشفة»'],
    ['ar', 'منشفة', 21, '21 نتيجة عن «منشفة»'],
    ['ru', 'полотенце', 1, '1 результат по запросу «полотенце»'],
    ['ru', 'полотенце', 2, '2 результата по запросу «полотенце»'],
    ['ru', 'полотенце', 3, '3 результата по запросу «полотенце»'],
    ['ru', 'полотенце', 5, '5 результатов по запросу «полотенце»'],
    ['ru', 'полотенце', 11, '11 результатов по запросу «полотенце»'],
    ['ru', 'полотенце', 21, '21 результат по запросу «полотенце»'],
  ])('in %s, for “%s”, %i results read “%s”', async (locale, word, count, text) => {
    matching(locale, word, count);
    renderPage(locale, word);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(count);
  });

  // A form without the number ("1 result", "نتيجتان") may only stand for the one count it names:
  // Russian's `one` also follows 21 and 31, so it must say which. The page lists up to 50 results.
  it.each(locales.map(({ code }) => code))('names the number in %s wherever its form covers more than one count', (locale) => {
    const forms = getSearch(locale).results;
    const counts = Array.from({ length: 50 }, (_, index) => index + 1);
    for (const count of counts) {
      const category = pluralCategory(count, locale);
      const form = forms[category] ?? forms.other;
      const shared = counts.filter((other) => (forms[pluralCategory(other, locale)] ?? forms.other) === form);
      if (shared.length > 1) expect([count, form]).toEqual([count, expect.stringContaining('{count}')]);
    }
  });

  it.each(locales.map(({ code }) => code))('says “3 results” and “5 results” with the number in %s', async (locale) => {
    for (const count of [3, 5]) {
      matching(locale, 'zzyzx', count);
      renderPage(locale, 'zzyzx');
      const shown = await screen.findByText((_, element) => element?.tagName === 'P' && /zzyzx/.test(element.textContent ?? ''));
      expect(shown.textContent).toContain(String(count));
      expect(screen.getAllByRole('listitem')).toHaveLength(count);
      cleanup();
    }
  });
});
