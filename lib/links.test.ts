import { isContentHref } from './links';

describe('the one rule for links in content', () => {
  it.each([
    '/contact',
    '/',
    '/contact?subject=Towels#form',
    '#fees',
    'https://example.com/',
    'mailto:info@example.com',
    'tel:+923001234567',
  ])('takes %s', (href) => expect(isContentHref(href)).toBe(true));
  it.each([
    'http://example.com/',
    '//evil.example/',
    '/\\evil.example/',
    '/\t/evil.example/',
    ' //evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'HTTP://example.com',
    'https://',
    'https:///evil.example',
    'contact',
    '',
  ])('refuses %j', (href) => expect(isContentHref(href)).toBe(false));
});
