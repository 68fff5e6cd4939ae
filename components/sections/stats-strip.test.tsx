import { render, screen } from '@testing-library/react';
import type { Figure } from '@/content/stats';
import { StatsStrip } from './stats-strip';

// The figures are the company's (content/stats.yml): these tests bring their own.
const figure = (target: number, label: Figure['label'], suffix = ''): Figure => ({
  icon: 'globe',
  label,
  target,
  suffix,
  durationMs: 1000,
  delayMs: 0,
});
const percentage = figure(98, { one: 'Satisfaction', other: 'Satisfaction' }, '%');
const heading = { title: 'Our track record', intro: 'Figures so far.' };

const noBreak = '\u00a0';

/** Each figure with the label it is read with, as the definition list pairs them. */
function figures(locale: string, shown: Figure[]) {
  render(<StatsStrip locale={locale} heading={heading} figures={shown} />);
  return screen.getAllByRole('term').map((term) => `${term.nextElementSibling?.textContent} ${term.textContent}`);
}

it('reads each figure with a label in the matching number: "1 Year", "12 Countries"', () => {
  const shown = [figure(12, { one: 'Country', other: 'Countries' }), figure(1, { one: 'Year', other: 'Years' }), percentage];
  expect(figures('en', shown)).toEqual(['12 Countries', '1 Year', '98% Satisfaction']);
});

it.each([
  ['fr', `98${noBreak}% Satisfaction`],
  ['ru', `98${noBreak}% Satisfaction`],
  ['es', `98${noBreak}% Satisfaction`],
  ['zh', '98% Satisfaction'],
  ['ar', '98% Satisfaction'],
])('writes the percentage as %s does', (locale, expected) => {
  expect(figures(locale, [percentage])).toEqual([expected]);
});

it('words each label in the form the language uses for its figure: 12 стран, 1 год', () => {
  const shown = [
    figure(12, { one: 'Страна', few: 'Страны', many: 'Стран', other: 'Страны' }),
    figure(1, { one: 'Год', few: 'Года', many: 'Лет', other: 'Года' }),
  ];
  expect(figures('ru', shown)).toEqual(['12 Стран', '1 Год']);
});
