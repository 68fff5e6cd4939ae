import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getForms } from '@/content/forms';
import { getQuote } from '@/content/quote';
import { basket, basketStorageKey } from '@/components/quote/basket';
import { acknowledged, answer, mockFormBackend, postedBody, recipient, type Visitor } from './form-test-kit';
import type { ProductNames } from '@/components/quote/product-names';
import { quoteMessage } from './message-copy';
import { QuoteForm } from './quote-form';
import { englishNumbers } from '@/components/ui/format-number';

const forms = getForms('en');
const quote = getQuote('en');

const countries = [
  { value: 'DE', label: 'Germany' },
  { value: 'AE', label: 'United Arab Emirates' },
];
const fetchMock = mockFormBackend('https://forms.example.com/f/quote');

function renderForm() {
  return render(
    <QuoteForm
      copy={quote}
      common={forms}
      countries={countries}
      names={names}
      messageCopy={quoteMessage('en')}
      recipient={recipient}
      locale="en"
      numbers={englishNumbers}
    />,
  );
}

const towels = {
  key: 'textile-apparel/terry-towels',
  name: 'Terry towels',
  category: 'Textile & Apparel',
  href: '/services/textile-apparel#terry-towels',
};
const plush = {
  key: 'toys-games/plush-soft-toys',
  name: 'Plush soft toys',
  category: 'Toys & Games',
  href: '/services/toys-games#plush-soft-toys',
  moq: { quantity: 1000, unit: 'pieces' },
};
const balls = {
  key: 'leather-sports/footballs',
  name: 'Match footballs',
  category: 'Leather & Sports Goods',
  href: '/services/leather-sports#footballs',
};

/** The catalogue's names as the page hands them to the form: these products' own, not the company's catalogue. */
const names: ProductNames = Object.fromEntries(
  [towels, plush, balls].map(({ key, name, category }) => {
    const [slug, id] = key.split('/') as [string, string];
    return [slug, { category, products: { [id]: name } }];
  }),
);

async function fillContact(user: Visitor) {
  await user.selectOptions(screen.getByLabelText(quote.fields.country.label), 'DE');
  await user.type(screen.getByLabelText(forms.fields.name.label), 'Jonas Weber');
  await user.type(screen.getByLabelText(forms.fields.email.label), 'jonas@handel.de');
}

/** Renders the form with `lines` in the basket, for a visitor. */
function withBasket(...lines: Parameters<typeof basket.add>[0][]) {
  for (const line of lines) basket.add(line);
  const user = userEvent.setup();
  renderForm();
  return user;
}

beforeEach(() => {
  basket.reload();
});

it('with an empty basket asks for a description of what is needed, and sends nothing', async () => {
  const user = withBasket();
  expect(screen.getByText(/Your quote basket is empty/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: quote.submit }));

  expect(screen.getByLabelText(/^Notes/)).toHaveAccessibleDescription(/Describe what you need/);
  expect(screen.getByLabelText(quote.fields.country.label)).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('lists the basket with quantities and units that can be changed and removed', async () => {
  const user = withBasket(towels, balls);

  const quantity = screen.getByLabelText('Quantity of Terry towels');
  await user.clear(quantity);
  await user.type(quantity, '500');
  await user.selectOptions(screen.getByLabelText('Unit of Terry towels'), 'dozens');
  expect(JSON.parse(window.localStorage.getItem(basketStorageKey)!)).toEqual([
    expect.objectContaining({ name: 'Terry towels', quantity: 500, unit: 'dozens' }),
    expect.objectContaining({ name: 'Match footballs', quantity: 1, unit: 'pieces' }),
  ]);

  await user.click(screen.getByRole('button', { name: 'Remove Match footballs' }));
  expect(screen.queryByText('Match footballs')).not.toBeInTheDocument();
});

it('sends every product line with the shipping details, then clears the basket', async () => {
  basket.add(towels);
  basket.add(balls);
  basket.update(towels.key, { quantity: 2000 });
  fetchMock.mockResolvedValue(acknowledged());
  const user = userEvent.setup();
  renderForm();
  await fillContact(user);
  await user.selectOptions(screen.getByLabelText(/^Incoterm/), 'FOB');
  await user.click(screen.getByRole('button', { name: quote.submit }));

  await screen.findByRole('heading', { name: quote.sent.title });
  const body = postedBody(fetchMock);
  expect(body).toMatchObject({
    form: 'quote',
    subject: 'Quote request: 2 products to Germany',
    products: ['Terry towels (Textile & Apparel): 2,000 pieces', 'Match footballs (Leather & Sports Goods): 1 piece'],
    country: 'Germany',
    incoterm: 'FOB',
    name: 'Jonas Weber',
    email: 'jonas@handel.de',
  });
  expect(window.localStorage.getItem(basketStorageKey)).toBeNull();
});

it('offers WhatsApp and e-mail with the product lines when the endpoint fails, keeping the basket', async () => {
  fetchMock.mockResolvedValue(answer(500, '{"error":"down"}'));
  const user = withBasket(towels);
  await fillContact(user);
  await user.click(screen.getByRole('button', { name: quote.submit }));

  const whatsapp = await screen.findByRole('link', { name: /Send via WhatsApp/ });
  const text = decodeURIComponent(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!);
  expect(text).toContain('1. Terry towels (Textile & Apparel): 1 piece');
  expect(text).toContain('Destination country: Germany');
  const mail = screen.getByRole('link', { name: /Send via e-mail/ });
  expect(mail.getAttribute('href')).toMatch(/^mailto:info@example\.com\?subject=Quote%20request/);
  expect(window.localStorage.getItem(basketStorageKey)).not.toBeNull();
  await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
});

it('starts a product at its minimum order and says "1,000 pieces" in the request', async () => {
  fetchMock.mockResolvedValue(acknowledged());
  const user = withBasket(plush);
  expect(screen.getByLabelText('Quantity of Plush soft toys')).toHaveValue(1000);
  expect(screen.getByRole('combobox', { name: 'Unit of Plush soft toys' })).toHaveDisplayValue('pieces');
  await fillContact(user);
  await user.click(screen.getByRole('button', { name: quote.submit }));

  await screen.findByRole('heading', { name: quote.sent.title });
  const body = postedBody(fetchMock);
  expect(body).toMatchObject({
    subject: 'Quote request: 1 product to Germany',
    products: ['Plush soft toys (Toys & Games): 1,000 pieces'],
  });
});

it('below the minimum order, says so gently under the field, and still sends', async () => {
  fetchMock.mockResolvedValue(acknowledged());
  const user = withBasket(plush);
  const quantity = screen.getByLabelText('Quantity of Plush soft toys');
  expect(quantity).not.toHaveAccessibleDescription();
  expect(screen.queryByText(/minimum order for this product/)).not.toBeInTheDocument();

  await user.clear(quantity);
  await user.type(quantity, '500');
  expect(quantity).toHaveAccessibleDescription('Our minimum order for this product is 1,000 pieces; you can still ask.');
  expect(quantity).not.toHaveAttribute('aria-invalid');
  // Advice, not an error: nothing is announced as an alert.
  for (const alert of screen.queryAllByRole('alert')) expect(alert).toBeEmptyDOMElement();

  await fillContact(user);
  await user.click(screen.getByRole('button', { name: quote.submit }));
  await screen.findByRole('heading', { name: quote.sent.title });
  const body = postedBody(fetchMock);
  expect(body.products).toEqual(['Plush soft toys (Toys & Games): 500 pieces']);
});

it('says nothing about the minimum at or above it, or in another unit', async () => {
  const user = withBasket(plush);
  const quantity = screen.getByLabelText('Quantity of Plush soft toys');
  await user.clear(quantity);
  await user.type(quantity, '20');
  expect(screen.getByText(/minimum order for this product/)).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Unit of Plush soft toys'), 'cartons');
  expect(quantity).not.toHaveAccessibleDescription();
  await user.selectOptions(screen.getByLabelText('Unit of Plush soft toys'), 'pieces');
  await user.clear(quantity);
  await user.type(quantity, '1000');
  expect(screen.queryByText(/minimum order for this product/)).not.toBeInTheDocument();
});

it('names units in the form that goes with the quantity: 1 piece, 2 pieces', async () => {
  const user = withBasket(towels);
  const unit = screen.getByLabelText('Unit of Terry towels');
  expect(unit).toHaveDisplayValue('piece');
  // Another unit's options change with the count too (its words are content's).
  const { pairs } = getQuote('en').basket.units;
  expect(within(unit).getByRole('option', { name: pairs.one })).toBeInTheDocument();
  const quantity = screen.getByLabelText('Quantity of Terry towels');
  await user.clear(quantity);
  await user.type(quantity, '2');
  expect(unit).toHaveDisplayValue('pieces');
  expect(within(unit).getByRole('option', { name: pairs.other })).toBeInTheDocument();
});
