import { render } from '@testing-library/react';
import { createElement } from 'react';
import { BrandIcon, brandIconKey, type BrandName } from './brand-icon';
import { iconShapes, lucideIcons, spriteSvg } from './sprite';
import { type IconId, SvgIcon } from './svg-icon';

/** The sprite as a document, and each symbol's shapes: tag and attributes, in order. */
const sprite = new DOMParser().parseFromString(spriteSvg(), 'image/svg+xml');
const shapes = (element: Element | null | undefined) =>
  [...(element?.children ?? [])].map((shape) => [
    shape.tagName,
    Object.fromEntries([...shape.attributes].map(({ name, value }) => [name, value])),
  ]);

it('is well-formed SVG, one symbol an id', () => {
  expect(sprite.querySelector('parsererror')).toBeNull();
  const ids = [...sprite.querySelectorAll('symbol')].map((symbol) => symbol.id);
  expect(ids.length).toBe(Object.keys(lucideIcons).length + Object.keys(brandIconKey).length);
  expect(new Set(ids).size).toBe(ids.length);
});

it.each(['mail', 'shopping-bag', 'check', 'chevron-right'] as IconId[])(
  'holds %s with the same shapes as lucide-react’s own icon',
  (id) => {
    const Lucide = lucideIcons[id];
    const theirs = render(createElement(Lucide)).container.querySelector('svg');
    const symbol = sprite.getElementById(id);
    expect(iconShapes(Lucide).length).toBeGreaterThan(0);
    expect(shapes(symbol)).toEqual(shapes(theirs));
    expect(symbol?.getAttribute('viewBox')).toBe(theirs?.getAttribute('viewBox'));
  },
);

it('draws an icon as its symbol, hidden from assistive technology, at the size and stroke it is given', () => {
  const svg = render(<SvgIcon name="check" strokeWidth={2.5} className="size-4" />).container.querySelector('svg');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('stroke-width', '2.5');
  expect(svg).toHaveClass('svg-icon', 'size-4');
  expect(svg?.querySelector('use')).toHaveAttribute('href', '/icons.svg#check');
  expect(sprite.getElementById('check')).not.toBeNull();
});

it.each(Object.keys(brandIconKey) as BrandName[])(
  'draws the %s logo from a symbol of the sprite, hidden from assistive technology',
  (name) => {
    const icon = render(createElement(BrandIcon, { name, className: 'size-7' })).container.firstElementChild;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveClass('size-7');
    expect(icon?.querySelector('use')).toHaveAttribute('href', `/icons.svg#${brandIconKey[name]}`);
    expect(sprite.getElementById(brandIconKey[name])?.tagName).toBe('symbol');
  },
);
