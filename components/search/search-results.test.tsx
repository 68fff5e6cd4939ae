import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MiniSearch from 'minisearch';
import { SWRConfig } from 'swr';
import { getSearch } from '@/content/search';
import { LocaleProvider } from '@/components/i18n/locale-context';
import { indexOptions, type SearchDocument } from './search-options';
import { SearchResults } from './search-results';

const push = jest.fn();
let query = '';
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), useSearchParams: () => new URLSearchParams({ q: query }) }));

// Two of a language's documents, as its index file holds them.
const documents: Record<string, SearchDocument[]> = {
  zh: [
    {
      id: 'p1',
      kind: 'product',
      title: '毛圈毛巾',
      text: '100% 棉',
      keywords: '',
      context: '纺织服装',
      href: '/services/textile-apparel#terry-towels',
    },
    {
      id: 'p2',
      kind: 'product',
      title: '棉袜',
      text: '',
      keywords: '',
      context: '纺织服装',
      href: '/services/textile-apparel#cotton-socks',
    },
  ],
  ar: [{ id: 'p1', kind: 'product', title: 'أطقم شراشف سرير', text: '', keywords: '', href: '/services/textile-apparel#bed-sheet-sets' }],
};
const fetched: string[] = [];

beforeEach(() => {
  push.mockClear();
  fetched.length = 0;
  global.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    const locale = /^\/(\w+)\/search-index\.json$/.exec(url)?.[1] ?? 'en';
    const index = new MiniSearch<SearchDocument>(indexOptions);
    index.addAll(documents[locale] ?? []);
    return { ok: true, text: async () => JSON.stringify(index) };
  }) as unknown as typeof fetch;
});

function renderPage(locale: string, q: string) {
  query = q;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <LocaleProvider value={{ locale, codes: ['en', 'ar', 'zh'], rtl: ['ar'] }}>
        <SearchResults copy={getSearch(locale)} browse={null} />
      </LocaleProvider>
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
  expect(fetched).toEqual(['/zh/search-index.json']);
});

it('on /ar/search finds a product typed without hamza, and a new search stays on /ar/search', async () => {
  renderPage('ar', 'اطقم شراشف');
  expect(await screen.findByRole('link', { name: 'أطقم شراشف سرير' })).toHaveAttribute(
    'href',
    '/ar/services/textile-apparel#bed-sheet-sets',
  );
  expect(fetched).toEqual(['/ar/search-index.json']);

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
  expect(fetched).toEqual(['/search-index.json']);
});
