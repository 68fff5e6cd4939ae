import { act, render, screen } from '@testing-library/react';
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

const props = { target: 150, suffix: '', durationMs: 200, delayMs: 0 };

it('waits at 0 while off screen, then counts up to its target once it scrolls into view', async () => {
  render(<StatCounter {...props} />);
  expect(screen.getByText('0')).toBeInTheDocument();

  act(() => observed[0]!([{ isIntersecting: true }]));
  expect(await screen.findByText('150', undefined, { timeout: 3000 })).toBeInTheDocument();
});

it('shows a percentage suffix with the figure', async () => {
  render(<StatCounter {...props} target={98} suffix="%" />);
  act(() => observed[0]!([{ isIntersecting: true }]));
  expect(await screen.findByText('98%', undefined, { timeout: 3000 })).toBeInTheDocument();
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
