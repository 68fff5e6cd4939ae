/** @jest-environment node */
import { completeLocales, locales } from '../locales';
import { coverageIn } from '../modules';

// The translations marked complete (or checked) in content/locales.yml are complete: every string
// of every content file and article translation, including the interface's (navigation, buttons,
// form labels and messages, errors, dialogs). A missing one would show in English on the live
// site. A draft language (neither mark) loads too, its missing strings in English, and the build's
// report lists them. The products are the company's catalogue, which staff grow in the editor a
// language at a time (a new product in English and Arabic; a specification row added in English):
// their words still to translate show in English, marked, and the report lists them, as a draft
// language's (npm run i18n:coverage).

/** A product's words: staff's catalogue entries, translated as they are written. */
const catalogue = /^content\/products\//;

it('every complete language translates every string of every content file but the catalogue', () => {
  const complete = new Set(completeLocales.map(({ code }) => code));
  const report = locales.slice(1).map(({ code }) => coverageIn(code));
  // Every language is loaded whole, a draft one too: each counts every string English has.
  for (const { locale, total } of report) expect({ locale, total: total > 800 }).toEqual({ locale, total: true });
  for (const { locale, fallbacks } of report.filter(({ locale }) => complete.has(locale)))
    expect({
      locale,
      fallbacks: fallbacks.filter(({ file }) => !catalogue.test(file)).map(({ file, field }) => `${file} ${locale}.${field}`),
    }).toEqual({ locale, fallbacks: [] });
});
