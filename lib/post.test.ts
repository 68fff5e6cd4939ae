import { getBlog } from '@/content/blog';
import { completeLocales, locales } from '@/content/locales';
import type { Post } from '@/content/schema';
import { formatPostDate, newestFirst } from './post';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const british = { format: '{day} {month} {year}', months };

describe('formatPostDate', () => {
  it('prints the calendar day in British order, whatever the time zone', () => {
    expect(formatPostDate('2026-03-14', british)).toBe('14 March 2026');
    expect(formatPostDate('2025-12-01T23:30:00', british)).toBe('1 December 2025');
    expect(formatPostDate('2026-01-09T00:10:00+05:00', british)).toBe('9 January 2026');
  });

  it('in the order and words the copy gives', () => {
    expect(formatPostDate('2026-03-14', { format: '{month} {day}, {year}', months })).toBe('March 14, 2026');
  });

  it('shows the raw date when it is not a date', () => {
    expect(formatPostDate('someday', british)).toBe('someday');
  });
});

// Each language's date words (content/blog.yml) against CLDR's long date for it, as Intl writes it in
// Node: every month, a one-digit and a two-digit day. The site's English is British (day month year).
// A draft language (not yet complete in content/locales.yml) may still show English's words.
describe.each([locales[0]!, ...completeLocales].map(({ code, lang }) => [code, code === 'en' ? 'en-GB' : lang]))(
  'a post date in %s',
  (code, lang) => {
    const intl = new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { dateStyle: 'long', timeZone: 'UTC' });

    it('reads as CLDR writes a long date in the language', () => {
      for (let month = 1; month <= 12; month += 1) {
        for (const day of [1, 14]) {
          const date = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(formatPostDate(date, getBlog(code).date)).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
        }
      }
    });
  },
);

it.each([
  ['en', '14 March 2026'],
  ['ar', '14 مارس 2026'],
  ['zh', '2026年3月14日'],
  ['fr', '1 mars 2026'],
  ['es', '14 de marzo de 2026'],
  ['ru', '14 марта 2026 г.'],
])('writes a post date in %s as its readers do: %s', (code, expected) => {
  const date = expected.startsWith('1 ') ? '2026-03-01' : '2026-03-14';
  expect(formatPostDate(date, getBlog(code).date)).toBe(expected);
});

describe('newestFirst', () => {
  it('sorts by date, newest first, and by id when dates are equal', () => {
    const post = (id: string, date: string) => ({ id, date }) as Post;
    const sorted = newestFirst([
      post('b', '2026-01-01'),
      post('c', '2026-03-01T08:00:00'),
      post('a', '2026-01-01'),
      post('d', '2026-03-01'),
    ]);
    expect(sorted.map(({ id }) => id)).toEqual(['c', 'd', 'a', 'b']);
  });
});
