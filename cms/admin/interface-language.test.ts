import { interfaceLocale } from './interface-language';

// The editor's interface speaks the browser's language when Decap has it among the site's.

const available = [
  { name: 'en', lang: 'en' },
  { name: 'zh_Hans', lang: 'zh-Hans' },
  { name: 'fr', lang: 'fr' },
  { name: 'ru', lang: 'ru' },
];

it('takes the first of the browser’s languages the editor has, exactly or by its language alone', () => {
  expect(interfaceLocale(['fr-FR', 'en-US'], available)).toBe('fr');
  expect(interfaceLocale(['zh-Hans'], available)).toBe('zh_Hans');
  expect(interfaceLocale(['zh-CN', 'en'], available)).toBe('zh_Hans');
  expect(interfaceLocale(['RU'], available)).toBe('ru');
});

it('passes over a language Decap has no words for, to the browser’s next one, and is English otherwise', () => {
  // Arabic is one of the site's languages, but Decap has no Arabic interface.
  expect(interfaceLocale(['ar-PK', 'fr'], available)).toBe('fr');
  expect(interfaceLocale(['ar', 'ur'], available)).toBe('en');
  expect(interfaceLocale([], available)).toBe('en');
  expect(interfaceLocale(['en-GB', 'fr'], available)).toBe('en');
});
