import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forms } from '@/content/forms';
import { quote } from '@/content/quote';
import { basket, basketStorageKey } from '@/components/quote/basket';
import { QuoteForm } from './quote-form';

const recipient = { email: 'info@example.com', phoneDigits: '923000000000' };
const countries = [
  { value: 'DE', label: 'Germany' },
  { value: 'AE', label: 'United Arab Emirates' },
];
const fetchMock = jest.fn();

function renderForm() {
  return render(<QuoteForm copy={quote} common={forms} countries={countries} recipient={recipient} />);
}

const towels = { key: 'textile-apparel/terry-towels', name: 'Terry towels', category: 'Textile & Apparel', href: '/services/textile-apparel#terry-towels' };
const balls = { key: 'leather-sports/footballs', name: 'Match footballs', category: 'Leather & Sports Goods', href: '/services/leather-sports#footballs' };

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Destination country'), 'DE');
  await user.type(screen.getByLabelText('Full Name'), 'Jonas Weber');
  await user.type(screen.getByLabelText('Email Address'), 'jonas@handel.de');
}

beforeEach(() => {
  window.localStorage.clear();
  basket.reload();
  fetchMock.mockReset();
  global.fetch = fetchMock;
  process.env.NEXT_PUBLIC_FORM_ENDPOINT = 'https://forms.example.com/f/quote';
});

afterEach(() => {
  delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
});

it('with an empty basket asks for a description of what is needed, and sends nothing', async () => {
  const user = userEvent.setup();
  renderForm();
  expect(screen.getByText(/Your quote basket is empty/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send quote request' }));

  expect(screen.getByLabelText(/^Notes/)).toHaveAccessibleDescription(/Describe what you need/);
  expect(screen.getByLabelText('Destination country')).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('lists the basket with quantities and units that can be changed and removed', async () => {
  basket.add(towels);
  basket.add(balls);
  const user = userEvent.setup();
  renderForm();

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
  fetchMock.mockResolvedValue({ status: 200, text: () => Promise.resolve('{"ok":true}') });
  const user = userEvent.setup();
  renderForm();
  await fillContact(user);
  await user.selectOptions(screen.getByLabelText(/^Incoterm/), 'FOB');
  await user.click(screen.getByRole('button', { name: 'Send quote request' }));

  await screen.findByRole('heading', { name: 'Quote request sent' });
  const body = JSON.parse(fetchMock.mock.calls[0][1].body as string);
  expect(body).toMatchObject({
    form: 'quote',
    subject: 'Quote request: 2 products to Germany',
    products: ['Terry towels (Textile & Apparel): 2,000 pieces', 'Match footballs (Leather & Sports Goods): 1 pieces'],
    country: 'Germany',
    incoterm: 'FOB',
    name: 'Jonas Weber',
    email: 'jonas@handel.de',
  });
  expect(window.localStorage.getItem(basketStorageKey)).toBeNull();
});

it('offers WhatsApp and e-mail with the product lines when the endpoint fails, keeping the basket', async () => {
  basket.add(towels);
  fetchMock.mockResolvedValue({ status: 500, text: () => Promise.resolve('{"error":"down"}') });
  const user = userEvent.setup();
  renderForm();
  await fillContact(user);
  await user.click(screen.getByRole('button', { name: 'Send quote request' }));

  const whatsapp = await screen.findByRole('link', { name: /Send via WhatsApp/ });
  const text = decodeURIComponent(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!);
  expect(text).toContain('1. Terry towels (Textile & Apparel): 1 pieces');
  expect(text).toContain('Destination country: Germany');
  const mail = screen.getByRole('link', { name: /Send via e-mail/ });
  expect(mail.getAttribute('href')).toMatch(/^mailto:info@example\.com\?subject=Quote%20request/);
  expect(window.localStorage.getItem(basketStorageKey)).not.toBeNull();
  await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
});
