import { render } from '@testing-library/react';
import { highlight } from './highlight';

const marks = (text: string, terms: string[]) => {
  const { container } = render(<p>{highlight(text, terms)}</p>);
  return { container, marked: [...container.querySelectorAll('mark')].map((mark) => mark.textContent) };
};

it('marks words that start with a matched term, whatever their case', () => {
  const { container, marked } = marks('Cotton towels and cotton-rich fabric', ['cotton']);
  expect(marked).toEqual(['Cotton', 'cotton']);
  expect(container).toHaveTextContent('Cotton towels and cotton-rich fabric');
});

it('marks a Chinese word inside a name and an Arabic word written with hamza and harakat', () => {
  expect(marks('厨房毛巾及围裙', ['毛巾', '毛', '巾']).marked).toEqual(['毛巾']);
  const { container, marked } = marks('أَطقم شراشف سرير', ['اطقم']);
  expect(marked).toEqual(['أَطقم']);
  expect(container).toHaveTextContent('أَطقم شراشف سرير');
});

it('leaves text without a match as it is', () => {
  expect(marks('Terry towels', ['gloves']).marked).toEqual([]);
});
