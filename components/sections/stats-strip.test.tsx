import { render, screen } from '@testing-library/react';
import { StatsStrip } from './stats-strip';

/** Each figure with the label it is read with, as the definition list pairs them. */
function figures() {
  return screen.getAllByRole('term').map((term) => `${term.nextElementSibling?.textContent} ${term.textContent}`);
}

it('reads each figure with a label in the matching number: "1 Year", "12 Countries"', () => {
  render(<StatsStrip />);
  expect(figures()).toEqual(['12 Countries served so far', '150 Shipments delivered', '1 Year in business', '98% Client satisfaction']);
});
