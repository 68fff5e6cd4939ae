import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { brandIcons, brandIconsSprite, spriteFile } from '../../scripts/brand-icons.mjs';
import { BrandIcon, brandIconKey, type BrandName } from './brand-icon';

it('has the sprite scripts/brand-icons.mjs writes (run npm run brand-icons after updating @iconify-json/mdi)', () => {
  expect(readFileSync(spriteFile, 'utf8')).toBe(brandIconsSprite());
});

it.each(Object.keys(brandIconKey) as BrandName[])('draws %s from a symbol of the sprite, hidden from assistive technology', (name) => {
  expect(brandIcons).toContain(brandIconKey[name]);
  expect(brandIconsSprite()).toContain(`<symbol id="${brandIconKey[name]}"`);
  const icon = render(createElement(BrandIcon, { name, className: 'size-7' })).container.firstElementChild;
  expect(icon).toHaveAttribute('aria-hidden', 'true');
  expect(icon).toHaveClass('size-7');
  expect(icon?.querySelector('use')).toHaveAttribute('href', `/images/brand-icons.svg#${brandIconKey[name]}`);
});
