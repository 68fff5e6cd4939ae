/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';

// The translations marked complete (or checked) in content/locales.yml are complete: every string
// of every content file, including the interface's (navigation, buttons, form labels and messages,
// errors, dialogs). A missing one would show in English on the live site. A draft language (neither
// mark) loads too, its missing strings in English, and the build's report lists them.

it('every complete language translates every string of every content file', () => {
  const dir = path.resolve(__dirname, '..');
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')))
    jest.requireActual(path.join(dir, name));
  const { loadEverything } = jest.requireActual<typeof import('../load')>('../load');
  const { coverage } = jest.requireActual<typeof import('../localize')>('../localize');
  const { locales, completeLocales } = jest.requireActual<typeof import('../locales')>('../locales');
  const complete = new Set(completeLocales.map(({ code }) => code));
  for (const { code } of locales.slice(1)) loadEverything(code);
  const report = coverage();
  expect(report.map(({ locale }) => locale).sort()).toEqual(
    locales
      .slice(1)
      .map(({ code }) => code)
      .sort(),
  );
  for (const { locale, total, fallbacks } of report.filter(({ locale }) => complete.has(locale))) {
    expect({ locale, fallbacks: fallbacks.map(({ file, field }) => `${file} ${locale}.${field}`) }).toEqual({ locale, fallbacks: [] });
    expect(total).toBeGreaterThan(800);
  }
});
