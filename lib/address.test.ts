import { locales } from '@/content/locales';
import { getSite } from '@/content/site';
import { addressLine, addressLines } from './address';

// The company's address is content (content/site.yml): these tests bring their own.
const parts = { street: 'Main Road', city: 'Haripur', region: 'Khyber Pakhtunkhwa', postcode: '22620', country: 'Pakistan' };
const site = (format: string, separator: string) => ({ address: { ...parts, format, separator } });

test('English writes the address street first, on one line with commas', () => {
  const english = site('{street} | {city}, {region} {postcode} | {country}', ', ');
  expect(addressLine(english)).toBe('Main Road, Haripur, Khyber Pakhtunkhwa 22620, Pakistan');
  expect(addressLines(english)).toEqual(['Main Road', 'Haripur, Khyber Pakhtunkhwa 22620', 'Pakistan']);
});

test('Chinese writes it from the country down, with Chinese commas', () => {
  const chinese = site('{country}{region}{city} | {street} | 邮编 {postcode}', '，');
  expect(addressLine(chinese)).toBe('PakistanKhyber PakhtunkhwaHaripur，Main Road，邮编 22620');
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
