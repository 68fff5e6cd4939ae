/** @jest-environment node */
import { markFallbacks } from './mark-fallbacks.mjs';

it('marks elements whose whole text is an English fallback, and only those', () => {
  const html =
    '<h2 class="t">Why choose us</h2><p>لماذا نحن</p><p>Why choose us <a href="/x">more</a></p><span lang="fr">Why choose us</span><li>Terms &amp; conditions</li>';
  const { html: marked, marked: count } = markFallbacks(html, new Set(['Why choose us', 'Terms & conditions']), { rtl: true });
  expect(count).toBe(2);
  expect(marked).toBe(
    '<h2 class="t" lang="en" dir="ltr">Why choose us</h2><p>لماذا نحن</p><p>Why choose us <a href="/x">more</a></p><span lang="fr">Why choose us</span><li lang="en" dir="ltr">Terms &amp; conditions</li>',
  );
});

it('leaves a page untouched when nothing falls back', () => {
  const html = '<p>Bonjour</p>';
  expect(markFallbacks(html, new Set())).toEqual({ html, marked: 0 });
});
