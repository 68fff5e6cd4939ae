import { render, screen } from '@testing-library/react';
import { localeCodes, localeInfo } from '@/content/locales';
import { productPages, productView } from '@/components/views/product';
import { ProductDetail } from './product-detail';

// The words a translation lacks are English's: the page says so (lang), and keeps them left to right
// inside right-to-left text, or "4–5 weeks after sample approval" reads "weeks after 5–4 …".
it.each(localeCodes)('marks in %s the product fields shown in English, and only those', (locale) => {
  const { detail } = productView(locale, productPages(locale)[0]!)!;
  const product = {
    ...detail.product,
    summary: 'Made to order',
    leadTime: '4–5 weeks after sample approval',
    inEnglish: ['summary', 'leadTime'],
  };
  render(<ProductDetail {...detail} product={product} />);
  const english = localeInfo(locale).dir === 'rtl' ? { lang: 'en', dir: 'ltr' } : { lang: 'en', dir: null };
  const marks = (element: HTMLElement) => ({ lang: element.getAttribute('lang'), dir: element.getAttribute('dir') });
  expect(marks(screen.getByText('Made to order'))).toEqual(english);
  for (const cell of screen.getAllByText('4–5 weeks after sample approval')) expect(marks(cell)).toEqual(english);
  expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
});

// Where it comes from, on what terms it ships, and in what package: as the content says, in the page's language.
describe.each(localeCodes)('in %s', (locale) => {
  const { detail } = productView(locale, productPages(locale)[0]!)!;
  const { copy } = detail;
  const rowValue = (label: string) => screen.getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
  // By its text: a Chinese heading's words are kept whole with <wbr> between them.
  const heading = (text: string) => screen.queryAllByRole('heading').find((element) => element.textContent === text);

  it('names no country of origin where the content gives none, and says where traded goods ship from', () => {
    const product = { ...detail.product, origin: undefined };
    const { unmount } = render(<ProductDetail {...detail} product={product} origin={{}} />);
    expect(heading(copy.originTitle)).toBeUndefined();
    unmount();
    render(<ProductDetail {...detail} product={{ ...product, origin: { shipsFrom: 'PK' } }} origin={{ shipsFrom: 'Ship-from land' }} />);
    expect(heading(copy.originTitle)).toBeVisible();
    expect(rowValue(copy.labels.shipsFrom)).toBe('Ship-from land');
    expect(screen.queryByRole('rowheader', { name: copy.labels.madeIn })).toBeNull();
  });

  it('shows the terms of sale and names the package’s kind', () => {
    const exportPacking = { kind: 'pallet' as const, unitsPerCarton: 36 };
    render(<ProductDetail {...detail} product={{ ...detail.product, exportPacking }} />);
    expect(heading(copy.termsTitle)).toBeVisible();
    for (const row of detail.terms) expect(rowValue(row.label)).toBe(row.value);
    expect(rowValue(copy.labels.packingKind)).toBe(copy.packingKinds.pallet);
  });
});
