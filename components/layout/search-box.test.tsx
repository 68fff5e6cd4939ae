import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSearch } from '@/content/search';
import { SearchBox } from './search-box';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockClear());

function setup(locale = 'en') {
  const copy = getSearch(locale).header;
  render(<SearchBox copy={copy} locale={locale} />);
  return { user: userEvent.setup(), toggle: screen.getByRole('button', { name: copy.toggle }) };
}

it('opens a labelled search box with focus in it', async () => {
  const { user, toggle } = setup();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveFocus();
});

it('ignores an empty or whitespace-only query', async () => {
  const { user, toggle } = setup();
  await user.click(toggle);
  await user.keyboard('   {Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
  expect(push).not.toHaveBeenCalled();
});

it('opens the results page for a real query, then closes and clears the box', async () => {
  const { user, toggle } = setup();
  await user.click(toggle);
  await user.type(screen.getByRole('searchbox', { name: 'Search the site' }), '  cotton towels {Enter}');
  expect(push).toHaveBeenCalledWith('/search?q=cotton%20towels');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);
  expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('');
});

it('closes on Escape and gives the focus back to the Search button', async () => {
  const { user, toggle } = setup();
  await user.click(toggle);
  await user.type(screen.getByRole('searchbox', { name: 'Search the site' }), 'towels');
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
});

it('on an Arabic page opens the Arabic search page, which searches the Arabic index', async () => {
  const { user, toggle } = setup('ar');
  await user.click(toggle);
  const box = screen.getByRole('searchbox', { name: 'البحث في الموقع' });
  expect(screen.getByRole('search')).toHaveAttribute('action', '/ar/search');
  await user.type(box, 'مناشف{Enter}');
  expect(push).toHaveBeenCalledWith(`/ar/search?q=${encodeURIComponent('مناشف')}`);
});
