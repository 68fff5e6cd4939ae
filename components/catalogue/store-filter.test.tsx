import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { getCatalogue } from '@/content/catalogue';
import { getCategories } from '@/content/categories';
import { StoreCatalogue } from './store-catalogue';
import { StoreGroupsMarkup } from './store-groups-markup';

const catalogue = getCatalogue('en');
const services = getCategories('en');

// In the browser StoreGroups keeps the prerendered rows; here they are rendered in its place.
jest.mock('./store-groups', () => ({
  StoreGroups: ({ id }: { id: string }) => (
    <div id={id}>
      <StoreGroupsMarkup locale="en" />
    </div>
  ),
}));

const total = services.reduce((sum, category) => sum + category.products.length, 0);
const { store } = catalogue;

/** The page as the browser gets it: the bar, the prerendered groups, and the island working on them. */
function renderStore() {
  render(<StoreCatalogue locale="en" />);
}

const groups = () => [...document.querySelectorAll<HTMLDetailsElement>('details[data-store-group]')];
const group = (title: string) => screen.getByRole('heading', { name: title }).closest('details')!;

beforeEach(() => window.localStorage.clear());

async function typeInFilter(user: ReturnType<typeof userEvent.setup>, text: string) {
  const searchbox = screen.getByRole('searchbox', { name: store.filterLabel });
  await user.clear(searchbox);
  await user.click(searchbox);
  await user.paste(text);
}

test('lists every product, grouped by category with its count', () => {
  renderStore();
  expect(screen.getByRole('status')).toHaveTextContent(`Showing ${total} of ${total} products`);
  expect(groups()).toHaveLength(services.length);
  const toys = services[0]!;
  expect(within(group(toys.title)).getByText(`${toys.products.length} products`)).toBeInTheDocument();
  for (const product of services.flatMap((category) => category.products)) {
    expect(screen.getAllByText(product.name, { selector: 'a' }).length).toBeGreaterThan(0);
  }
});

test('narrows rows and groups, opens groups with matches, and gives back their state when cleared', async () => {
  const user = userEvent.setup();
  renderStore();
  // As on a phone: every group closed.
  groups().forEach((details) => (details.open = false));

  await typeInFilter(user, 'football');
  const status = screen.getByRole('status');
  const visible = groups().filter((details) => !details.hidden);
  expect(visible.length).toBeGreaterThan(0);
  expect(visible.length).toBeLessThan(services.length);
  expect(visible.every((details) => details.open)).toBe(true);
  const rows = visible.flatMap((details) => [...details.querySelectorAll<HTMLElement>('li')].filter((row) => !row.hidden));
  expect(rows.every((row) => /football/i.test(row.textContent ?? ''))).toBe(true);
  expect(status).toHaveTextContent(`Showing ${rows.length} of ${total} products`);
  expect(within(visible[0]!).getByText(new RegExp(`^\\d+ of \\d+ products$`))).toBeInTheDocument();

  await user.clear(screen.getByRole('searchbox'));
  expect(groups().every((details) => !details.hidden && !details.open)).toBe(true);
  expect(status).toHaveTextContent(`Showing ${total} of ${total} products`);
});

test('a category word finds its whole group, and nonsense shows the empty note', async () => {
  const user = userEvent.setup();
  renderStore();
  const kitchen = services.find((category) => category.slug === 'kitchenware')!;
  await typeInFilter(user, 'kitchenware');
  expect(group(kitchen.title).hidden).toBe(false);
  expect([...group(kitchen.title).querySelectorAll('li')].every((row) => !row.hidden)).toBe(true);

  await typeInFilter(user, 'zzzz no such product');
  expect(screen.getByRole('status')).toHaveTextContent(`Showing 0 of ${total} products`);
  expect(screen.getByText(store.empty)).toBeVisible();
});

test('Add to quote buttons in the prerendered rows are live', async () => {
  const user = userEvent.setup();
  renderStore();
  const first = services[0]!.products[0]!;
  const button = screen.getByRole('button', { name: `${catalogue.basket.add}: ${first.name}` });
  await user.click(button);
  expect(screen.getByRole('button', { name: `${catalogue.basket.added}: ${first.name}` })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getAllByRole('button', { name: (name) => name.endsWith(`: ${first.name}`) })).toHaveLength(1);
  // Its line starts at the product's minimum order, read back from the row.
  const [line] = JSON.parse(window.localStorage.getItem('quote-basket') ?? '[]') as { quantity: number; unit: string }[];
  expect(first.moq).toBeDefined();
  expect(line).toMatchObject({ quantity: first.moq!.quantity, unit: first.moq!.unit });
});

test('an address naming a group opens it', () => {
  renderStore();
  const toys = services[0]!;
  group(toys.title).open = false;
  act(() => {
    window.location.hash = `#store-${toys.slug}`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(group(toys.title).open).toBe(true);
});

test('words typed before the scripts ran filter the rows as the island starts', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<StoreCatalogue locale="en" />);
  container.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'plush';
  await act(async () => {
    hydrateRoot(container, <StoreCatalogue locale="en" />);
  });
  expect(screen.getByRole('status')).toHaveTextContent(/^Showing [1-9]\d* of \d+ products$/);
  expect(screen.getByRole('status')).not.toHaveTextContent(`Showing ${total} of`);
  expect(group(services[0]!.title).hidden).toBe(false);
  container.remove();
});
