import { fillTemplate } from './template';

test('fills each {name} it has a value for and leaves the others as written', () => {
  expect(fillTemplate('{minutes} min read', { minutes: 6 })).toBe('6 min read');
  expect(fillTemplate('{day} {month} {year}', { day: 14, month: 'March', year: 2026 })).toBe('14 March 2026');
  expect(fillTemplate('Read {title} {unknown} {toString}', { title: 'A {title}' })).toBe('Read A {title} {unknown} {toString}');
});
