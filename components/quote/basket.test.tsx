import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddToQuote } from './add-to-quote';
import { basket, basketStorageKey, maxLines, maxQuantity, useBasket } from './basket';
import { defaultUnit } from './units';

const good = {
  key: 'toys-games/board-games',
  name: 'Board games',
  category: 'Toys & Games',
  href: '/services/toys-games#board-games',
  quantity: 500,
  unit: 'pieces',
};

function stored(lines: unknown) {
  window.localStorage.setItem(basketStorageKey, JSON.stringify(lines));
  basket.reload();
  return renderHook(() => useBasket()).result.current;
}

afterEach(() => {
  window.localStorage.clear();
  basket.reload();
});

test('a line the basket wrote comes back as it was', () => {
  expect(stored([good])).toEqual([good]);
});

test('links read from storage stay on this site: data:, javascript:, other origins and //… are dropped', () => {
  const hrefs = [
    'data:text/html,<script>alert(1)</script>',
    'javascript:alert(1)',
    '//evil.example/services/x',
    '/\\evil.example',
    'https://evil.example/services/toys-games',
    '/services/../admin',
    '/services/Toys',
  ];
  expect(stored(hrefs.map((href, index) => ({ ...good, key: `toys-games/p${index}`, href })))).toEqual([]);
});

test('quantities must be whole numbers from 1 to the maximum', () => {
  const quantities = [1e308, -5, 0, 0.5, Number.NaN, '500', null, maxQuantity + 1];
  expect(stored(quantities.map((quantity, index) => ({ ...good, key: `toys-games/p${index}`, quantity })))).toEqual([]);
  expect(stored([{ ...good, quantity: maxQuantity }])).toEqual([{ ...good, quantity: maxQuantity }]);
});

test('malformed entries are dropped and the rest kept; a product appears once', () => {
  const lines = [
    null,
    'x',
    [good],
    { ...good, name: '' },
    { ...good, unit: 'x'.repeat(201) },
    { ...good, key: 'no-slash' },
    good,
    { ...good, quantity: 9 },
  ];
  expect(stored(lines)).toEqual([good]);
});

test('storage that is not a list, or not JSON, gives an empty basket', () => {
  expect(stored({ 0: good })).toEqual([]);
  window.localStorage.setItem(basketStorageKey, '{not json');
  basket.reload();
  expect(renderHook(() => useBasket()).result.current).toEqual([]);
});

test('update refuses a quantity the basket would not keep', () => {
  stored([good]);
  const { result } = renderHook(() => useBasket());
  act(() => basket.update(good.key, { quantity: 0.5 }));
  act(() => basket.update(good.key, { quantity: -5 }));
  expect(result.current[0]?.quantity).toBe(500);
  act(() => basket.update(good.key, { quantity: 750 }));
  expect(result.current[0]?.quantity).toBe(750);
});

test('a new line starts at the product’s minimum order, and at 1 of the default unit without one', () => {
  const { result } = renderHook(() => useBasket());
  act(() =>
    basket.add({
      key: 'toys-games/plush-soft-toys',
      name: 'Plush soft toys',
      category: 'Toys & Games',
      href: '/services/toys-games#plush-soft-toys',
      moq: { quantity: 1000, unit: 'pieces' },
    }),
  );
  act(() => basket.add({ key: 'toys-games/kites', name: 'Kites', category: 'Toys & Games', href: '/services/toys-games#kites' }));
  expect(result.current.map(({ quantity, unit, moq }) => ({ quantity, unit, moq }))).toEqual([
    { quantity: 1000, unit: 'pieces', moq: { quantity: 1000, unit: 'pieces' } },
    { quantity: 1, unit: defaultUnit, moq: undefined },
  ]);
});

test('a minimum order’s note stays on the category page; only its quantity and unit are kept', () => {
  const { result } = renderHook(() => useBasket());
  const moq = { quantity: 300, unit: 'pairs', note: 'per colour' };
  act(() => basket.add({ ...good, moq }));
  expect(result.current[0]?.moq).toEqual({ quantity: 300, unit: 'pairs' });
  expect(JSON.parse(window.localStorage.getItem(basketStorageKey) ?? '')).toEqual([
    { ...good, quantity: 300, unit: 'pairs', moq: { quantity: 300, unit: 'pairs' } },
  ]);
});

test('a line with its minimum order comes back as it was; a malformed minimum or unit drops the line', () => {
  const withMoq = { ...good, moq: { quantity: 1000, unit: 'pieces' } };
  expect(stored([withMoq])).toEqual([withMoq]);
  const bad = [
    { ...good, moq: { quantity: 0, unit: 'pieces' } },
    { ...good, moq: { quantity: 1000 } },
    { ...good, moq: { quantity: 1000, unit: '<b>pieces</b>' } },
    { ...good, moq: '1,000 pieces' },
    { ...good, moq: null },
    { ...good, unit: 'square metres' },
    { ...good, unit: '' },
  ];
  expect(stored(bad.map((line, index) => ({ ...line, key: `toys-games/p${index}` })))).toEqual([]);
});

test('update refuses a unit that is not a unit key', () => {
  stored([good]);
  const { result } = renderHook(() => useBasket());
  act(() => basket.update(good.key, { unit: '20 ft containers' }));
  expect(result.current[0]?.unit).toBe('pieces');
  act(() => basket.update(good.key, { unit: 'cartons' }));
  expect(result.current[0]?.unit).toBe('cartons');
});

test('a full basket takes no more lines than one request takes, and the Add button says why where it was pressed', async () => {
  const lines = Array.from({ length: maxLines }, (_, index) => ({ ...good, key: `toys-games/p${index}` }));
  stored(lines);
  const labels = { add: 'Add', added: 'Added', full: 'The basket is full: send it first.' };
  const item = { key: 'toys-games/kites', name: 'Kites', category: 'Toys & Games', href: '/services/toys-games' };
  render(<AddToQuote item={item} labels={labels} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add: Kites' }));
  expect(screen.getByRole('status')).toHaveTextContent(labels.full);
  expect(renderHook(() => useBasket()).result.current).toHaveLength(maxLines);
  // Room again: the notice goes, and the next press adds it.
  act(() => basket.remove('toys-games/p0'));
  expect(screen.queryByRole('status')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Add: Kites' }));
  expect(screen.getByRole('button', { name: 'Added: Kites' })).toHaveAttribute('aria-pressed', 'true');
});
