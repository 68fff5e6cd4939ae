import { render, screen, within } from '@testing-library/react';
import { localeCodes, localeInfo } from '@/content/locales';
import { productPages, productView } from '@/components/views/product';
import { ContactChannels } from '@/components/ui/contact-channels';
import { ProductDetail } from './product-detail';

/** Text as a visitor reads it: every space one (U+202F, U+00A0 included; a number and its word are held by a no-break space). */
const read = (text: string) => text.replace(/\s+/g, ' ');
/** A row's header by its label as a visitor reads it. */
const readAs = (label: string) => (name: string) => read(name) === read(label);

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

// The packing table writes its figures as the language writes numbers, with the language's one symbol
// for the unit from content/units.yml (the specifications write the same), whatever those are today.
it.each(localeCodes)('writes the packing figures in %s with content/units.yml’s symbols and Intl’s grouping', (locale) => {
  const { detail } = productView(locale, productPages(locale)[0]!)!;
  const product = {
    ...detail.product,
    exportPacking: {
      kind: 'carton' as const,
      unitsPerCarton: 36,
      cartonCm: { length: 1228, width: 113, height: 126 },
      grossWeightKg: 1050,
    },
  };
  render(<ProductDetail {...detail} product={product} />);
  const number = new Intl.NumberFormat(detail.lang, { numberingSystem: 'latn' });
  const { kg, cm } = detail.measures;
  // A Chinese symbol follows its number with no space (components/product/product-figures.ts).
  const gap = (unit: string) => (/^\p{Script=Han}/u.test(unit) ? '' : ' ');
  expect(screen.getByText(read(`${number.format(1050)}${gap(kg)}${kg}`))).toBeInTheDocument();
  expect(screen.getByText(read(`${number.format(1228)} × 113 × 126${gap(cm)}${cm}`))).toBeInTheDocument();
});

// A container count the payload sets says so, or a 40′ taking fewer than a 20′ reads as a mistake.
it.each(localeCodes)('says in %s which container counts the weight sets', (locale) => {
  const { detail } = productView(locale, productPages(locale)[0]!)!;
  const product = { ...detail.product, exportPacking: { kind: 'carton' as const, cartonsPer20ft: 875, cartonsPer40ft: 800 } };
  render(<ProductDetail {...detail} product={product} weightLimited={['cartonsPer40ft']} />);
  const number = new Intl.NumberFormat(detail.lang, { numberingSystem: 'latn' });
  const cell = (label: string) =>
    screen
      .getByRole('rowheader', { name: readAs(label) })
      .closest('tr')!
      .querySelector('td')!;
  expect(cell(detail.copy.labels.cartonsPer20ft)).toHaveTextContent(number.format(875));
  expect(cell(detail.copy.labels.cartonsPer20ft)).not.toHaveTextContent(detail.copy.byWeight.replace('{count}', number.format(875)));
  expect(cell(detail.copy.labels.cartonsPer40ft)).toHaveTextContent(detail.copy.byWeight.replace('{count}', number.format(800)));
});

// A screen reader names each table once, by the heading over it: no hidden caption saying it again.
it.each(localeCodes)('names each table in %s by its section heading, once', (locale) => {
  const { detail } = productView(locale, productPages(locale)[0]!)!;
  const { container } = render(<ProductDetail {...detail} />);
  const tables = screen.getAllByRole('table');
  expect(tables.length).toBeGreaterThan(0);
  expect(container.querySelectorAll('caption')).toHaveLength(0);
  for (const table of tables) {
    // The name as a screen reader computes it (Chinese headings are drawn word by word), compared with the heading's.
    let name = '';
    within(table.parentElement!).getByRole('table', { name: (computed) => ((name = computed), true) });
    expect(name).not.toBe('');
    expect(within(table.closest('section')!).getByRole('heading', { level: 2, name })).toBeVisible();
  }
});

// WhatsApp, Telegram and e-mail open already written, with the words Ask sends to the contact form:
// the product and this page's address.
it.each(localeCodes)('has in %s each channel that can carry a message open with Ask’s', (locale) => {
  const { detail, channels } = productView(locale, productPages(locale)[0]!)!;
  render(<ProductDetail {...detail} channels={<ContactChannels {...channels} />} />);
  const ask = new URL(screen.getByRole('link', { name: detail.copy.actions.ask }).getAttribute('href')!, detail.url).searchParams;
  expect(ask.get('message')).toContain(detail.url);
  const list = screen.getByRole('list', { name: channels.heading });
  const hrefs = within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href')!);
  const carrying = hrefs.filter((href) => /^(https:\/\/(wa|t)\.me\/|mailto:)/.test(href));
  expect(carrying.length).toBeGreaterThan(0);
  for (const href of carrying) {
    const sent = new URL(href).searchParams;
    if (href.startsWith('mailto:')) {
      expect(sent.get('subject')).toBe(ask.get('subject'));
      expect(sent.get('body')).toBe(ask.get('message'));
    } else expect(sent.get('text')).toBe(ask.get('message'));
  }
});

// Where it comes from, on what terms it ships, and in what package: as the content says, in the page's language.
describe.each(localeCodes)('in %s', (locale) => {
  const { detail } = productView(locale, productPages(locale)[0]!)!;
  const { copy } = detail;
  const rowValue = (label: string) => read(screen.getByRole('rowheader', { name: readAs(label) }).nextElementSibling?.textContent ?? '');
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
    expect(screen.queryByRole('rowheader', { name: readAs(copy.labels.madeIn) })).toBeNull();
  });

  it('shows the terms of sale and names the package’s kind', () => {
    const exportPacking = { kind: 'pallet' as const, unitsPerCarton: 36 };
    render(<ProductDetail {...detail} product={{ ...detail.product, exportPacking }} />);
    expect(heading(copy.termsTitle)).toBeVisible();
    for (const row of detail.terms) expect(rowValue(row.label)).toBe(read(row.value ?? ''));
    expect(rowValue(copy.labels.packingKind)).toBe(copy.packingKinds.pallet);
  });
});
