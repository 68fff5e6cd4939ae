/** @jest-environment node */
import { completeLocales } from '../locales';
import { getContact } from '../contact';
import { getForms, monthsText } from '../forms';
import { getInterface } from '../interface';
import { getQuotePage } from '../get-quote';
import { getLogin } from '../login';
import { contentModules, coverageIn } from '../modules';
import { getQuote } from '../quote';
import { getRegister } from '../register';

// The forms' words in Arabic, Chinese, French, Spanish and Russian (content/forms.yml, contact.yml,
// register.yml, login.yml, get-quote.yml and quote.yml): complete, with every {placeholder} kept,
// and links, anchors and limits written once, in English.

// Every language marked complete in content/locales.yml; a draft one shows English where it has no words yet.
const locales = completeLocales.map(({ code }) => code);

const load = (locale: string) => ({
  forms: getForms(locale),
  contact: getContact(locale),
  register: getRegister(locale),
  login: getLogin(locale),
  getQuote: getQuotePage(locale),
  quote: getQuote(locale),
});
const english = load('en');

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Every string of `value` by its path: "forms.fields.name.label". */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}.${index}`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

// The languages' plural forms: a form English lacks translates English's `other`.
const pluralKeys = ['zero', 'one', 'two', 'few', 'many', 'other'];
const pluralPaths = ['forms.summary', 'forms.inbox.months', 'quote.productCount'];
const isPlural = (path: string) => pluralPaths.some((plural) => path.startsWith(`${plural}.`));

describe.each(locales)('the forms in %s', (locale) => {
  const copy = load(locale);

  it('shows its headings and messages in the language, not in English', () => {
    for (const words of [
      (copy: typeof english) => copy.contact.title,
      (copy: typeof english) => copy.register.title,
      (copy: typeof english) => copy.login.title,
      (copy: typeof english) => copy.quote.title,
      (copy: typeof english) => copy.getQuote.title,
      (copy: typeof english) => copy.forms.fields.name.required,
    ])
      expect(words(copy)).not.toBe(words(english));
  });

  it('translates every string: none falls back to English', () => {
    const ours = ['forms', 'contact', 'register', 'login', 'get-quote', 'quote'].map((name) => `content/${name}.yml`);
    const modules = contentModules.filter((part) => ours.includes(part.path));
    expect(modules.map((part) => part.path).sort()).toEqual([...ours].sort());
    const { total, fallbacks } = coverageIn(locale, modules);
    expect(fallbacks).toEqual([]);
    // Each file was loaded, and counted, in this language.
    expect(total).toBeGreaterThan(150);
  });

  it('keeps every {placeholder} of English', () => {
    const source = new Map(strings(english));
    for (const [path, text] of strings(copy)) {
      if (isPlural(path)) {
        const other = source.get(path.replace(/\.\w+$/, '.other'))!;
        expect(pluralKeys).toContain(path.split('.').pop());
        // A language may name one, two or none in words ("حقل واحد"), without the number.
        expect(placeholders(other)).toEqual(expect.arrayContaining(placeholders(text)));
        continue;
      }
      expect([path, placeholders(text)]).toEqual([path, placeholders(source.get(path) ?? '')]);
    }
  });

  it('writes links, anchors and limits once, in English', () => {
    expect(copy.forms.limits).toEqual(english.forms.limits);
    expect(copy.contact.form.messageMax).toBe(english.contact.form.messageMax);
    expect(copy.quote.notesMax).toBe(english.quote.notesMax);
    expect(copy.register.form.passwordMin).toBe(english.register.form.passwordMin);
    expect(copy.quote.id).toBe(english.quote.id);
    expect(copy.getQuote.policies.id).toBe(english.getQuote.policies.id);
    expect(copy.quote.basket.browse.href).toBe(english.quote.basket.browse.href);
    expect(copy.login.form.links.register.href).toBe(english.login.form.links.register.href);
    expect(copy.register.form.fields.terms.link.href).toBe(english.register.form.fields.terms.link.href);
    expect(Object.keys(copy.quote.incoterms)).toEqual(Object.keys(english.quote.incoterms));
    for (const [code, label] of Object.entries(copy.quote.incoterms)) expect(label.startsWith(`${code} – `)).toBe(true);
  });

  it('lists the same number of choices as English', () => {
    expect(copy.register.form.businessTypes).toHaveLength(english.register.form.businessTypes.length);
    expect(copy.register.form.services).toHaveLength(english.register.form.services.length);
    expect(copy.quote.next.steps).toHaveLength(english.quote.next.steps.length);
  });
});

describe('the forms in English', () => {
  it('takes the new-tab words of a hand-off from content/interface.yml', () => {
    for (const locale of ['en', ...locales]) expect(getForms(locale).handOff.newTab).toBe(getInterface(locale).newTab);
  });
});

describe('plural forms', () => {
  it('gives Arabic six and Russian four, Chinese one text for both', () => {
    expect(Object.keys(getForms('ar').summary).sort()).toEqual([...pluralKeys].sort());
    expect(Object.keys(getQuote('ar').productCount).sort()).toEqual([...pluralKeys].sort());
    for (const form of ['one', 'few', 'many']) expect(getQuote('ru').productCount).toHaveProperty(form);
    expect(getForms('ru').summary.few).toBeDefined();
    expect(getQuote('zh').productCount.one).toBe(getQuote('zh').productCount.other);
  });
});

describe('how long the inbox keeps an enquiry', () => {
  // Arabic's words after 1, 2, 3–10, 11–99 and 100; Russian's after 1, 2–4 and 5–20: a fixture, not content.
  const arabic = { one: 'شهر واحد', two: 'شهرين', few: '{count} أشهر', many: '{count} شهرًا', other: '{count} شهر' };
  const russian = { one: '{count} месяц', few: '{count} месяца', many: '{count} месяцев', other: '{count} месяца' };
  const inbox = (retentionMonths: number, months: typeof arabic | typeof russian) =>
    ({ ...getForms('en').inbox, retentionMonths, months }) as ReturnType<typeof getForms>['inbox'];

  it.each([
    [1, 'شهر واحد'],
    [2, 'شهرين'],
    [6, '6 أشهر'],
    [24, '24 شهرًا'],
    [100, '100 شهر'],
  ])('is written in Arabic after %i as "%s"', (count, text) => {
    expect(monthsText('ar', inbox(count, arabic))).toBe(text);
  });

  it.each([
    [21, '21 месяц'],
    [24, '24 месяца'],
    [25, '25 месяцев'],
  ])('is written in Russian after %i as "%s"', (count, text) => {
    expect(monthsText('ru', inbox(count, russian))).toBe(text);
  });

  it('fills every language’s privacy line with its own words for the number content sets', () => {
    for (const locale of ['en', ...locales]) {
      const { privacy, retentionMonths } = getForms(locale).inbox;
      expect(privacy).not.toContain('{months}');
      expect(privacy).toContain(String(retentionMonths));
    }
  });
});
