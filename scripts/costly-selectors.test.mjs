import { hasUnanchoredHas, unanchoredHasSelectors } from './costly-selectors.mjs';

test('a :has() with nothing to narrow it is refused, alone or inside :where() and :is()', () => {
  for (const selector of [
    ':has(> [data-field])',
    ':where(:has(> [data-field]))',
    ':where(:has(>[data-field]))>*',
    '.form :is(:has(input))',
    '*:has(img)',
    'main > :has(p)',
  ])
    expect([selector, hasUnanchoredHas(selector)]).toEqual([selector, true]);
});

test('a :has() on a type, class, id or attribute is allowed, as are selectors without one', () => {
  for (const selector of [
    'html:has(main :is(input,select,textarea,button,form a):focus) .max-sm\\:\\[html\\:has\\(main_\\:is\\(input\\)\\:focus\\)_\\&\\]\\:hidden',
    '.has-\\[\\:checked\\]\\:border-brand:has(:checked)',
    '#basket:has(li)',
    '[data-grid]:has(> [data-field])',
    '.grid:where(:has(> [data-field]))',
    '.a:not(:has(img))',
    ':is(.\\*\\:row-span-2 > *)',
    'p',
  ])
    expect([selector, hasUnanchoredHas(selector)]).toEqual([selector, false]);
});

test('unanchoredHasSelectors names the offending selectors of a stylesheet, each of a list', () => {
  const css = `@layer base{p{text-wrap:pretty}:where(:has(> [data-field])){grid-auto-rows:auto}}
.x:has(:checked),:has(img){color:red}@keyframes spin{from{rotate:0}to{rotate:1turn}}`;
  expect(unanchoredHasSelectors(css)).toEqual([':where(:has(> [data-field]))', ':has(img)']);
  expect(unanchoredHasSelectors('.x:has(:checked){color:red}')).toEqual([]);
});
