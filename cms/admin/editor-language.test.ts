import { editedLocale, editorHooks } from './editor-language';
import { languageNames } from '../language-names';

// What the editor shows and writes where Decap would show a language code, open the English page
// for an Arabic edit, or write "Update Pages “home”".

const languages = { defaultLocale: 'en', names: { en: 'English', ar: 'Arabic (العربية)' }, dirs: { en: 'ltr', ar: 'rtl' } } as const;

function panes(...locales: string[]) {
  document.body.innerHTML = locales.map((locale) => `<div data-writing-language="${locale}"></div>`).join('');
  return document;
}

test('languages are named, with their direction', () => {
  const hooks = editorHooks({ ...languages }, panes('en'));
  expect(hooks.name('ar')).toBe('Arabic (العربية)');
  expect(hooks.name('xx')).toBe('XX');
  expect(hooks.dir('ar')).toBe('rtl');
  expect(hooks.dir('en')).toBe('ltr');
});

test('every language of content/locales.yml has a name in words', () => {
  for (const [code, name] of Object.entries(languageNames())) expect(name).not.toBe(code.toUpperCase());
  expect(languageNames().zh).toBe('Simplified Chinese (中文)');
});

test('a preview opens the page in the language of the second form, English at the root', () => {
  expect(editorHooks({ ...languages }, panes('en')).previewUrl('https://preview.example', 'services/electronics')).toBe(
    'https://preview.example/services/electronics',
  );
  expect(editorHooks({ ...languages }, panes('en', 'ar')).previewUrl('https://preview.example', 'services/electronics')).toBe(
    'https://preview.example/ar/services/electronics',
  );
  expect(editorHooks({ ...languages }, panes('en', 'ar')).previewUrl('http://localhost:3000', '')).toBe('http://localhost:3000/ar');
  expect(editedLocale(panes('en'), 'en')).toBe('en');
});

test('a commit message says what the save changed, once', () => {
  const hooks = editorHooks({ ...languages }, panes('en'));
  hooks.pendingChange = 'Description in Arabic (العربية)';
  expect(hooks.commitMessage('update', 'Edit Category “electronics”')).toBe('Edit Category “electronics”: Description in Arabic (العربية)');
  expect(hooks.commitMessage('update', 'Edit Category “electronics”')).toBe('Edit Category “electronics”');
  hooks.pendingChange = 'x';
  expect(hooks.commitMessage('uploadMedia', 'Upload picture “a.jpg”')).toBe('Upload picture “a.jpg”');
});

test('the products listed by category are headed by its title, not its address', () => {
  const hooks = editorHooks({ ...languages, categoryTitles: { kitchenware: 'Kitchenware & Cutlery' } }, panes('en'));
  expect(hooks.groupTitle('Category', 'kitchenware')).toBe('Kitchenware & Cutlery');
  expect(hooks.groupTitle('Category', 'gone')).toBe('Category gone');
});
