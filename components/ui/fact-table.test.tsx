import { render, screen } from '@testing-library/react';
import { FactTable, keepNumbersWithWords } from './fact-table';

const nbsp = '\u00a0';

it('holds a number to the word, unit, "%" or "×" after it, and nothing else', () => {
  expect(keepNumbersWithWords('1,000–1,600 W, 60 × 60 cm (1.44 m²)')).toBe(`1,000–1,600${nbsp}W, 60${nbsp}× 60${nbsp}cm (1.44${nbsp}m²)`);
  expect(keepNumbersWithWords('по 20 комплектов; 23,5 кг; 100 %')).toBe(`по 20${nbsp}комплектов; 23,5${nbsp}кг; 100${nbsp}%`);
  expect(keepNumbersWithWords('(1.44 م²)، 20 طقمًا')).toBe(`(1.44${nbsp}م²)، 20${nbsp}طقمًا`);
  // A word before a number, a number before a number or a dash, and the end stay as typed.
  expect(keepNumbersWithWords('Size 60 – 90, +92 300 0000000, in 2025')).toBe('Size 60 – 90, +92 300 0000000, in 2025');
});

it('draws each value with its numbers kept with their words, as a visitor reads it', () => {
  render(<FactTable rows={[{ label: 'Packing', value: 'Cartons of 20 pieces, 60 × 40 cm' }]} />);
  expect(screen.getByRole('cell').textContent).toBe(`Cartons of 20${nbsp}pieces, 60${nbsp}× 40${nbsp}cm`);
});
