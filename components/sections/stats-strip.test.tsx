import { render, screen } from '@testing-library/react';
import { StatsStrip } from './stats-strip';

const noBreak = '\u00a0';

/** Each figure with the label it is read with, as the definition list pairs them. */
function figures() {
  return screen.getAllByRole('term').map((term) => `${term.nextElementSibling?.textContent} ${term.textContent}`);
}

it('reads each figure with a label in the matching number: "1 Year", "12 Countries"', () => {
  render(<StatsStrip locale="en" />);
  expect(figures()).toEqual(['12 Countries served so far', '150 Shipments delivered', '1 Year in business', '98% Client satisfaction']);
});

it.each([
  ['fr', `98${noBreak}% Satisfaction client`],
  ['ru', `98${noBreak}% Удовлетворённость клиентов`],
  ['es', `98${noBreak}% Satisfacción de los clientes`],
  ['zh', '98% 客户满意度'],
  ['ar', '98% رضا العملاء'],
])('writes the percentage as %s does', (locale, expected) => {
  render(<StatsStrip locale={locale} />);
  expect(figures()[3]).toBe(expected);
});

it('words each label in the form the language uses for its figure: 12 стран, 150 доставленных партий, 1 год', () => {
  render(<StatsStrip locale="ru" />);
  expect(figures().slice(0, 3)).toEqual(['12 Стран, куда мы уже поставляли', '150 Доставленных партий', '1 Год работы']);
});
