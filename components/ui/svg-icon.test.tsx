import { render } from '@testing-library/react';
import { Check, Mail, ShoppingBag } from 'lucide-react';
import { SvgIcon } from './svg-icon';

/** Each shape of an <svg>: its tag and attributes, in order. */
const shapes = (svg: Element | null) =>
  [...(svg?.children ?? [])].map((shape) => [
    shape.tagName,
    Object.fromEntries([...shape.attributes].map(({ name, value }) => [name, value])),
  ]);

it.each([Mail, ShoppingBag, Check].map((icon) => [icon.displayName, icon] as const))(
  'draws %s with the same shapes as lucide-react’s own icon',
  (_name, icon) => {
    const Lucide = icon;
    const ours = render(<SvgIcon icon={icon} />).container.querySelector('svg');
    const theirs = render(<Lucide />).container.querySelector('svg');
    expect(shapes(ours).length).toBeGreaterThan(0);
    expect(shapes(ours)).toEqual(shapes(theirs));
    expect(ours?.getAttribute('viewBox')).toBe(theirs?.getAttribute('viewBox'));
  },
);

it('is hidden from assistive technology and takes the size and stroke it is given', () => {
  const svg = render(<SvgIcon icon={Check} strokeWidth={2.5} className="size-4" />).container.querySelector('svg');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('stroke-width', '2.5');
  expect(svg).toHaveClass('svg-icon', 'size-4');
});
