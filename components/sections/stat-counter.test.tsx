import { act, render, screen } from '@testing-library/react';
import { numberStyleOf } from '@/components/ui/format-number';
import { StatCounter } from './stat-counter';

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observed: ObserverCallback[] = [];

function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }),
  });
}

beforeEach(() => {
  observed = [];
  // jsdom has no IntersectionObserver: this one lets a test say when the strip scrolls into view.
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    value: class {
      constructor(callback: ObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  });
  setReducedMotion(false);
});

const props = { target: 150, durationMs: 200, delayMs: 0 };

it('waits at 0 while off screen, then counts up to its target once it scrolls into view', async () => {
  render(<StatCounter {...props} />);
  expect(screen.getByText('0')).toBeInTheDocument();

  act(() => observed[0]!([{ isIntersecting: true }]));
  expect(await screen.findByText('150', undefined, { timeout: 3000 })).toBeInTheDocument();
});

it('shows a percentage suffix with the figure', async () => {
  render(<StatCounter {...props} target={98} pattern="#%" />);
  act(() => observed[0]!([{ isIntersecting: true }]));
  expect(await screen.findByText('98%', undefined, { timeout: 3000 })).toBeInTheDocument();
});

it('counts in the page language\'s numbers: French groups with a narrow no-break space and ends on "1 500 %"', async () => {
  const french = numberStyleOf('fr');
  render(<StatCounter {...props} target={1500} pattern={french.percent} numbers={french} />);
  const figure = screen.getByText(/^0\s%$/);
  act(() => observed[0]!([{ isIntersecting: true }]));
  expect(await screen.findByText(/^1\s500\s%$/, undefined, { timeout: 3000 })).toBe(figure);
  expect(figure.textContent).toBe(`1\u202f500${french.percent.slice(1)}`);
});

it('writes Spanish figures without a separator below 10 000, as the prerendered HTML does', () => {
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: undefined });
  render(<StatCounter {...props} target={1500} numbers={numberStyleOf('es')} />);
  expect(screen.getByText('1500')).toBeInTheDocument();
});

it('shows the final figure at once when the visitor prefers reduced motion', () => {
  setReducedMotion(true);
  render(<StatCounter {...props} />);
  expect(screen.getByText('150')).toBeInTheDocument();
  expect(observed).toHaveLength(0);
});

it('renders the real figure when there is no IntersectionObserver (and in the prerendered HTML)', () => {
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: undefined });
  render(<StatCounter {...props} />);
  expect(screen.getByText('150')).toBeInTheDocument();
});
