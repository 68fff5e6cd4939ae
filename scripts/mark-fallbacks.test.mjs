/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { markExport, markFallbacks } from './mark-fallbacks.mjs';

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

it("marks a language's home page (out/<code>.html) as well as the pages under out/<code>/", () => {
  const out = mkdtempSync(path.join(tmpdir(), 'mark-fallbacks-'));
  try {
    mkdirSync(path.join(out, 'ur', 'about'), { recursive: true });
    const page = '<html lang="ur" dir="rtl"><body><h2>Ready to source from Pakistan?</h2><p>خوش آمدید</p></body></html>';
    for (const file of ['ur.html', 'ur/about.html', 'index.html']) writeFileSync(path.join(out, file), page);
    const locales = [
      { code: 'en', dir: 'ltr' },
      { code: 'ur', dir: 'rtl' },
    ];
    markExport(out, locales, new Map([['ur', new Set(['Ready to source from Pakistan?'])]]));
    const marked = '<h2 lang="en" dir="ltr">Ready to source from Pakistan?</h2>';
    expect(readFileSync(path.join(out, 'ur.html'), 'utf8')).toContain(marked);
    expect(readFileSync(path.join(out, 'ur/about.html'), 'utf8')).toContain(marked);
    // English's own pages are never marked.
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe(page);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
