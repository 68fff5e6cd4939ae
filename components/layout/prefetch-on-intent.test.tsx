import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@/components/ui/link';
import { PrefetchOnIntent } from './prefetch-on-intent';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

beforeEach(() => prefetch.mockClear());

function setup() {
  render(
    <>
      <PrefetchOnIntent />
      <Link href="/contact" locale="en">
        <span>Contact</span>
      </Link>
      <Link href="/services?q=textiles" locale="en">
        Textiles
      </Link>
      <Link href="/" locale="en">
        This page
      </Link>
      <a href="#main">Skip</a>
      <a href="https://wa.me/920000000">WhatsApp</a>
      <a href="/about" target="_blank">
        About (new tab)
      </a>
      <a href="/images/catalogue.pdf">Catalogue PDF</a>
      <button type="button">Not a link</button>
    </>,
  );
  return userEvent.setup();
}

it('prefetches a page when its link is pointed at, once', async () => {
  const user = setup();
  expect(prefetch).not.toHaveBeenCalled();
  await user.hover(screen.getByText('Contact'));
  await user.unhover(screen.getByText('Contact'));
  await user.hover(screen.getByRole('link', { name: 'Contact' }));
  expect(prefetch).toHaveBeenCalledTimes(1);
  expect(prefetch).toHaveBeenCalledWith('/contact');
});

it('prefetches when a link gets keyboard focus, with its query', async () => {
  const user = setup();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
  await user.tab();
  expect(prefetch).toHaveBeenLastCalledWith('/services?q=textiles');
});

it('leaves alone this page, fragments, other sites, new tabs, files and non-links', async () => {
  const user = setup();
  for (const name of ['This page', 'Skip', 'WhatsApp', 'About (new tab)', 'Catalogue PDF']) {
    await user.hover(screen.getByRole('link', { name }));
  }
  await user.hover(screen.getByRole('button', { name: 'Not a link' }));
  expect(prefetch).not.toHaveBeenCalled();
});
