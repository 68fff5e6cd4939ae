import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { brandIcons, brandIconsCss, cssFile } from '../../scripts/brand-icons.mjs';
import { BrandIcon, brandIconKey, type BrandName } from './brand-icon';

it('has the stylesheet scripts/brand-icons.mjs writes (run it after updating @iconify-json/mdi)', () => {
  expect(readFileSync(cssFile, 'utf8')).toBe(brandIconsCss());
});

it.each(Object.keys(brandIconKey) as BrandName[])('draws %s from a rule of the stylesheet, hidden from assistive technology', (name) => {
  expect(brandIcons).toContain(brandIconKey[name]);
  const icon = render(createElement(BrandIcon, { name, className: 'size-7' })).container.firstElementChild;
  expect(icon).toHaveAttribute('aria-hidden', 'true');
  expect(icon).toHaveClass('brand-icon', `brand-icon-${brandIconKey[name]}`, 'size-7');
  expect(icon).toBeEmptyDOMElement();
});
