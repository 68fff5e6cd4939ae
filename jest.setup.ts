import '@testing-library/jest-dom';

// jsdom cannot navigate: a click on a link in a unit test runs the page's own handlers only.
// (Suites marked @jest-environment node have no document.)
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('a[href]')) event.preventDefault();
  });
}

// Server components read the page's language from lib/page-locale.ts, which each page sets while
// Next renders it (React's per-render cache). Unit tests render outside Next: in English.
jest.mock('@/lib/page-locale', () => ({
  setPageLocale: async (params: Promise<{ locale: string }>) => (await params).locale,
  setPageLocaleTo: (locale: string) => locale,
  pageLocale: () => 'en',
}));
