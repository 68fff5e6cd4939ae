import { render, screen } from '@testing-library/react';
import { pageLocale } from '@/lib/page-locale';
import { StatsStrip } from './stats-strip';

jest.mock('@/lib/page-locale', () => ({ pageLocale: jest.fn(() => 'en') }));

const noBreak = '\u00a0';

/** Each figure with the label it is read with, as the definition list pairs them. */
function figures() {
  return screen.getAllByRole('term').map((term) => `${term.nextElementSibling?.textContent} ${term.textContent}`);
}

it('reads each figure with a label in the matching number: "1 Year", "12 Countries"', () => {
  render(<StatsStrip />);
  expect(figures()).toEqual(['12 Countries served so far', '150 Shipments delivered', '1 Year in business', '98% Client satisfaction']);
});

it.each([
  ['fr', `98${noBreak}% Satisfaction client`],
  ['ru', `98${noBreak}% Удовлетворённость клиентов`],
  ['es', `98${noBreak}% Satisfacción de los clientes`],
  ['zh', '98% 客户满意度'],
  ['ar', '98% رضا العملاء'],
])('writes the percentage as %s does', (locale, expected) => {
  jest.mocked(pageLocale).mockReturnValue(locale);
  render(<StatsStrip />);
  expect(figures()[3]).toBe(expected);
});

it('words each label in the form the language uses for its figure: 12 стран, 150 доставленных партий, 1 год', () => {
  jest.mocked(pageLocale).mockReturnValue('ru');
  render(<StatsStrip />);
  expect(figures().slice(0, 3)).toEqual(['12 Стран, куда мы уже поставляли', '150 Доставленных партий', '1 Год работы']);
});
