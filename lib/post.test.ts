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
