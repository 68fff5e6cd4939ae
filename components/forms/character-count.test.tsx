import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import { englishNumbers, numberStyleOf } from '@/components/ui/format-number';
import { CharacterCount } from './character-count';

// The default normaliser turns no-break spaces into spaces; which space it is matters here.
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const count = (lang: string | undefined, length: number) =>
  render(<CharacterCount length={length} max={5000} overLimit="At most {max}" numbers={lang ? numberStyleOf(lang) : englishNumbers} />);

test('counts as the page’s language writes numbers: "0 / 5 000" in Russian, "1 234 / 5 000" in French', () => {
  count('ru', 0);
  expect(screen.getByText('0 / 5\u00a0000', exact)).toBeInTheDocument();
  count('fr', 1234);
  expect(screen.getByText('1\u202f234 / 5\u202f000', exact)).toBeInTheDocument();
});

test('English by default, and the limit in the language past it', () => {
  count(undefined, 12);
  expect(screen.getByText('12 / 5,000', exact)).toBeInTheDocument();
  count('es', 10001);
  expect(screen.getByText('At most 5000', exact)).toBeInTheDocument();
  expect(screen.getByText('10.001 / 5000', exact)).toBeInTheDocument();
});
