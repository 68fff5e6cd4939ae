import { locales } from '@/content/locales';
import { getSite } from '@/content/site';
import { addressLine, addressLines } from './address';

test('English writes the address street first, on one line with commas', () => {
  expect(addressLine(getSite('en'))).toBe('Main G.T. Road, Haripur, Khyber Pakhtunkhwa 22620, Pakistan');
  expect(addressLines(getSite('en'))).toEqual(['Main G.T. Road', 'Haripur, Khyber Pakhtunkhwa 22620', 'Pakistan']);
});

test('Chinese writes it from the country down, with Chinese commas', () => {
  const { address } = getSite('zh');
  expect(addressLine(getSite('zh'))).toBe(`${address.country}${address.region}${address.city}，${address.street}，邮编 22620`);
  expect(addressLine(getSite('zh'))).not.toMatch(/, /);
});

test('every language names each part once and leaves no {placeholder}', () => {
  for (const { code } of locales) {
    const site = getSite(code);
    const line = addressLine(site);
    expect(line).not.toMatch(/[{}|]/);
    for (const part of [site.address.street, site.address.city, site.address.region, site.address.postcode, site.address.country])
      expect(line.split(part)).toHaveLength(2);
  }
});
