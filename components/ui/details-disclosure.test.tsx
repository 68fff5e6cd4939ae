import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DetailsDisclosure } from './details-disclosure';

function setup() {
  render(
    <>
      <DetailsDisclosure>
        <summary>Categories</summary>
        <nav aria-label="Product categories">
          <a href="#toys">Toys</a>
          <a href="#stationery">Stationery</a>
        </nav>
      </DetailsDisclosure>
      <p>Elsewhere on the page</p>
      <a href="/contact">Contact</a>
    </>,
  );
  const summary = screen.getByText('Categories');
  const details = summary.closest('details')!;
  return { user: userEvent.setup(), summary, details };
}

// jsdom fires "toggle" a task after `open` changes, as browsers do.
const toggled = () => new Promise((resolve) => setTimeout(resolve, 0));

async function openIt(user: ReturnType<typeof userEvent.setup>, summary: HTMLElement, details: HTMLDetailsElement) {
  await user.click(summary);
  await toggled();
  expect(details.open).toBe(true);
  expect(screen.getByRole('navigation', { name: 'Product categories' })).toBeVisible();
}

it('opens and closes from its summary', async () => {
  const { user, summary, details } = setup();
  expect(details.open).toBe(false);
  await openIt(user, summary, details);
  await user.click(summary);
  expect(details.open).toBe(false);
});

it('closes on Escape and gives the focus back to its summary', async () => {
  const { user, summary, details } = setup();
  await openIt(user, summary, details);
  await user.tab();
  expect(screen.getByRole('link', { name: 'Toys' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(details.open).toBe(false);
  expect(summary).toHaveFocus();
});

it('closes on a press outside it', async () => {
  const { user, summary, details } = setup();
  await openIt(user, summary, details);
  await user.click(screen.getByText('Elsewhere on the page'));
  expect(details.open).toBe(false);
});

it('closes when Tab moves the focus out of it, so it never covers the next control', async () => {
  const { user, summary, details } = setup();
  await openIt(user, summary, details);
  await user.tab();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Stationery' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
  expect(details.open).toBe(false);
});

it('closes when a link in it is chosen', async () => {
  const { user, summary, details } = setup();
  await openIt(user, summary, details);
  await user.click(screen.getByRole('link', { name: 'Stationery' }));
  expect(details.open).toBe(false);
});

it('once closed, stops listening: Escape elsewhere moves no focus', async () => {
  const { user, summary, details } = setup();
  await openIt(user, summary, details);
  await user.click(summary);
  await toggled();
  screen.getByRole('link', { name: 'Contact' }).focus();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
});

/** The server's markup of an open index and a link after it, hydrated with the focus on that link or on nothing. */
function hydrateOpen(focus: 'after' | 'nothing') {
  const container = document.createElement('div');
  container.innerHTML =
    '<details open><summary>Categories</summary><nav><a href="#toys">Toys</a></nav></details><a href="/contact">Contact</a>';
  document.body.append(container);
  if (focus === 'after') (container.querySelector('a[href="/contact"]') as HTMLElement).focus();
  else (document.activeElement as HTMLElement | null)?.blur();
  const rendered = render(
    <>
      <DetailsDisclosure>
        <summary>Categories</summary>
        <nav>
          <a href="#toys">Toys</a>
        </nav>
      </DetailsDisclosure>
      <a href="/contact">Contact</a>
    </>,
    { container, hydrate: true },
  );
  const open = container.querySelector('details')!.open;
  rendered.unmount();
  container.remove();
  return open;
}

it('opened before its scripts ran, closes as they start if the focus has already moved past it (Tab while the page loaded)', () => {
  expect(hydrateOpen('after')).toBe(false);
});

it('opened before its scripts ran by a tap that focused nothing, stays open as they start', () => {
  expect(hydrateOpen('nothing')).toBe(true);
});
