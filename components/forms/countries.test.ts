/** @jest-environment node */
import countries from 'i18n-iso-countries';
import { commonName, countryOptions } from './countries';
import { countryNames } from '@/content/countries';

const options = countryOptions('en');
const labels = options.map((option) => option.label);
const labelOf = (code: string) => options.find((option) => option.value === code)?.label;

describe('countryOptions', () => {
  it('lists every ISO 3166-1 country once, by its code', () => {
    const codes = Object.keys(countries.getAlpha2Codes());
    expect(options.map((option) => option.value).sort()).toEqual(codes.sort());
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('uses the names buyers use', () => {
    const expected = {
      CN: 'China',
      IR: 'Iran',
      KR: 'South Korea',
      KP: 'North Korea',
      RU: 'Russia',
      VN: 'Vietnam',
      TW: 'Taiwan',
      US: 'United States',
      GB: 'United Kingdom',
      AE: 'United Arab Emirates',
      SY: 'Syria',
      LA: 'Laos',
      MD: 'Moldova',
      TZ: 'Tanzania',
      BO: 'Bolivia',
      VE: 'Venezuela',
      CZ: 'Czechia',
      BN: 'Brunei',
      PK: 'Pakistan',
      DE: 'Germany',
    };
    for (const [code, label] of Object.entries(expected)) expect([code, labelOf(code)]).toEqual([code, label]);
    expect(['Turkey', 'Türkiye']).toContain(labelOf('TR'));
  });

  it('has no official inverted names ("Korea, Republic of"), abbreviations or "People’s Republic"', () => {
    expect(labels.filter((label) => /,|People's|Federation|Province of|Islamic Republic|^[A-Z.]+$/.test(label))).toEqual(
      // A list, not an inversion.
      ['Bonaire, Sint Eustatius and Saba'],
    );
  });

  it('sorts as a reader expects: China among the C’s, accents and case ignored', () => {
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
    const china = labels.indexOf('China');
    expect(labels[china - 1]?.[0]).toBe('C');
    expect(labels[china + 1]?.[0]).toBe('C');
    expect(labels.indexOf('Côte d’Ivoire')).toBeLessThan(labels.indexOf('Croatia'));
  });

  it('names every override after a real ISO code, and each one changes what the package would say', () => {
    const all = countries.getNames('en', { select: 'all' });
    for (const [code, name] of Object.entries(countryNames('en'))) {
      expect([code, all[code] !== undefined]).toEqual([code, true]);
      expect([code, commonName(all[code] ?? [])]).not.toEqual([code, name]);
    }
  });
});

describe('commonName', () => {
  it('takes the shortest name that is neither an abbreviation nor inverted, else the official one', () => {
    expect(commonName(['United States of America', 'United States', 'USA', 'U.S.A.', 'US', 'U.S.'])).toBe('United States');
    expect(commonName(['South Korea', 'Korea, Republic of', 'Republic of Korea'])).toBe('South Korea');
    expect(commonName(['Åland Islands', 'Aland Islands'])).toBe('Åland Islands');
    expect(commonName(['Moldova, Republic of'])).toBe('Moldova, Republic of');
    expect(commonName(['الصين'])).toBe('الصين');
  });
});
