/** @jest-environment node */
import { getAbout } from '../about';
import { getCta } from '../cta';
import { getHome } from '../home';
import { getInterface } from '../interface';
import { completeLocales, localeCodes } from '../locales';
import { contentModules } from '../modules';
import { getNavigation, menuLink } from '../navigation';
import { getNotFound } from '../not-found';
import { getPreview } from '../preview';
import { unitKeys } from '../schema';
import { getSite, phoneDigits, whatsappUrl } from '../site';
import { getStats } from '../stats';
import { getUnits } from '../units';

const navigation = getNavigation('en');
const site = getSite('en');

// The site-wide and page copy in every language: translated where a visitor reads it, English's
// links, figures and contact details everywhere, and, in a language marked complete (or checked) in
// content/locales.yml, nothing left to fall back to English. A draft language shows English there.

const translated = localeCodes.filter((code) => code !== 'en');
const complete = completeLocales.map(({ code }) => code);

const loaders = {
  'content/site.yml': getSite,
  'content/navigation.yml': getNavigation,
  'content/interface.yml': getInterface,
  'content/home.yml': getHome,
  'content/about.yml': getAbout,
  'content/stats.yml': getStats,
  'content/cta.yml': getCta,
  'content/not-found.yml': getNotFound,
  'content/preview.yml': getPreview,
  'content/units.yml': getUnits,
};

/** The strings of `file` that fall back to English in `locale`, as the build's coverage report reads them. */
const fallbacksIn = (file: string, locale: string) => contentModules.find((part) => part.path === file)!.coverage(locale).fallbacks;

describe.each(Object.entries(loaders))('%s', (file, load) => {
  it.each(complete)('is complete in %s', (locale) => {
    load(locale);
    expect(fallbacksIn(file, locale)).toEqual([]);
  });
});

describe.each(translated)('in %s', (locale) => {
  (complete.includes(locale) ? it : it.skip)('shows the pages in that language, not in English', () => {
    for (const words of [
      (code: string) => getHome(code).hero.title,
      (code: string) => getAbout(code).title,
      (code: string) => getInterface(code).skipLink,
      (code: string) => getCta(code).primary.label,
      (code: string) => getNotFound(code).title,
    ])
      expect(words(locale)).not.toBe(words('en'));
  });

  it('keeps links, figures, images and contact details as English has them', () => {
    expect(getNavigation(locale).main.map(({ href }) => href)).toEqual(navigation.main.map(({ href }) => href));
    expect(getHome(locale).hero.image.src).toBe(getHome('en').hero.image.src);
    expect(getStats(locale).map(({ target, suffix }) => `${target}${suffix}`)).toEqual(
      getStats('en').map(({ target, suffix }) => `${target}${suffix}`),
    );
    const local = getSite(locale);
    expect([local.name, local.legalName, local.phone, local.email, local.url, local.address.postcode]).toEqual([
      site.name,
      site.legalName,
      site.phone,
      site.email,
      site.url,
      site.address.postcode,
    ]);
    expect(local.socials.find(({ name }) => name === 'WhatsApp')?.url).toBe(whatsappUrl());
    expect(local.placeholders).toEqual(site.placeholders);
  });

  it('keeps {count} in every plural form', () => {
    for (const form of Object.values(getPreview(locale).placeholdersLeft)) expect(form).toContain('{count}');
    expect(getSite(locale).footer.copyright).toMatch(/\{years\}.*\{legalName\}/);
  });

  (complete.includes(locale) ? it : it.skip)('names every unit in the plural forms the language uses', () => {
    const units = getUnits(locale);
    const categories = { ar: ['zero', 'one', 'two', 'few', 'many', 'other'], ru: ['one', 'few', 'many', 'other'] }[locale as string] ?? [
      'one',
      'other',
    ];
    for (const key of unitKeys) expect(Object.keys(units[key]).sort()).toEqual([...categories].sort());
    for (const stat of getStats(locale)) expect(Object.keys(stat.label).sort()).toEqual([...categories].sort());
  });
});

it('chooses Russian and Arabic unit forms by count', () => {
  const rules = (locale: string) => new Intl.PluralRules(locale);
  const say = (locale: string, count: number) => {
    const forms = getUnits(locale)[locale === 'ru' ? 'pairs' : 'pieces'] as Record<string, string>;
    return `${count} ${forms[rules(locale).select(count)]}`;
  };
  expect([1, 3, 5, 21, 1.5].map((count) => say('ru', count))).toEqual(['1 пара', '3 пары', '5 пар', '21 пара', '1.5 пары']);
  expect([2, 3, 11, 100].map((count) => say('ar', count))).toEqual(['2 قطعتان', '3 قطع', '11 قطعة', '100 قطعة']);
  expect(getUnits('zh').pieces).toEqual({ one: '件', other: '件' });
});

it('keeps English as it was', () => {
  expect(getHome('en').hero.title).toBe('Simplifying global trade through trusted sourcing and secure logistics');
  expect(getSite('en').tagline).toBe('Simplifying global trade from Pakistan');
  expect(navigation.main[6]).toEqual({ label: 'Get Quote', href: '/get-quote' });
  expect(getUnits('en').dozens).toEqual({ one: 'dozen', other: 'dozen' });
  expect(getInterface('en').logoSuffix).toBe(', home');
  expect(getPreview('en').separator).toBe('·');
  expect(getPreview('fr').separator).toBe('·');
  expect(phoneDigits()).toBe(site.phone.e164.slice(1));
});

it('names a breadcrumb as the menu does, in the page’s language', () => {
  expect(menuLink('/about', 'en')).toEqual({ label: 'About', href: '/about' });
  expect(menuLink('/about', 'ar')).toEqual({ label: 'من نحن', href: '/about' });
  expect(() => menuLink('/nowhere', 'en')).toThrow('content/navigation.yml: the main menu has no link to /nowhere');
});
