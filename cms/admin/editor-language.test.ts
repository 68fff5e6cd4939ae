import { editedLocale, editorHooks } from './editor-language';
import { fromJS, List, type Map } from 'immutable';
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

test('a folded item of choices reads as its choice, and one no longer offered says so; a list item’s buttons have names', () => {
  const hooks = editorHooks(
    {
      ...languages,
      goneChoice: 'Fixture: {value} is gone',
      listButtons: { fold: 'Fixture fold', unfold: 'Fixture unfold', remove: 'Fixture remove' },
    },
    panes('en'),
  );
  const select = fromJS({
    name: 'product',
    widget: 'select',
    options: [{ label: 'Kitchenware › Cutlery sets', value: 'cutlery-sets' }, 'plain'],
  });
  expect(hooks.choiceLabel(select, 'cutlery-sets')).toBe('Kitchenware › Cutlery sets');
  expect(hooks.choiceLabel(select, 'plain')).toBe('plain');
  expect(hooks.choiceLabel(select, 'wall-shelves')).toBe('Fixture: wall-shelves is gone');
  // Not a field of choices: its value as it is.
  expect(hooks.choiceLabel(fromJS({ name: 'value', widget: 'string' }), 'wall-shelves')).toBe('wall-shelves');
  expect(hooks.listButton('remove')).toBe('Fixture remove');
  // A category picked from the categories reads as its title.
  const titled = editorHooks({ ...languages, categoryTitles: { kitchenware: 'Fixture Kitchenware' } }, panes('en'));
  expect(titled.choiceLabel(fromJS({ name: 'category', widget: 'relation', collection: 'categories' }), 'kitchenware')).toBe(
    'Fixture Kitchenware',
  );
});

describe("a translation's lists follow English's", () => {
  // A product as Decap holds it: English's fields in data, Arabic's under i18n.ar.data.
  const entry = fromJS({
    data: {
      specs: [
        { label: 'Fabric', value: 'Cotton' },
        { label: 'Sizes', value: 'S–XL' },
        { label: 'Colours', value: 'Any' },
      ],
      images: [{ src: '/images/uploads/towel.jpg', alt: 'A folded towel' }],
    },
    i18n: { ar: { data: { specs: [{ label: 'القماش', value: 'قطن' }], images: [{ alt: 'منشفة مطوية' }] } } },
  });
  const field = (name: string) => fromJS({ name, widget: 'list' });
  const props = (locale: string, name: string, value = entry.getIn(locale === 'en' ? ['data', name] : ['i18n', locale, 'data', name])) => ({
    locale,
    field: field(name),
    value,
    entry,
  });
  const hooks = editorHooks({ ...languages }, panes('en', 'ar'));

  test("English's own form may add, remove and reorder", () => {
    for (const action of ['add', 'remove', 'reorder'] as const) expect(hooks.listAllows(props('en', 'specs'), action, 0)).toBe(true);
  });

  test('a translation adds items only while English has more, drags none, removes only those past English', () => {
    const arabic = props('ar', 'specs');
    expect(hooks.listAllows(arabic, 'add')).toBe(true);
    expect(hooks.listAllows(arabic, 'reorder', 0)).toBe(false);
    expect(hooks.listAllows(arabic, 'remove', 0)).toBe(false);
    // As many as English: nothing more to add. One more (English lost one): that one may go.
    const full = props('ar', 'specs', fromJS([{}, {}, {}]));
    expect(hooks.listAllows({ ...full, entry: entry.setIn(['i18n', 'ar', 'data', 'specs'], full.value) }, 'add')).toBe(false);
    const longer = fromJS([{}, {}, {}, {}]);
    const withLonger = { ...props('ar', 'specs', longer), entry: entry.setIn(['i18n', 'ar', 'data', 'specs'], longer) };
    expect(hooks.listAllows(withLonger, 'remove', 2)).toBe(false);
    expect(hooks.listAllows(withLonger, 'remove', 3)).toBe(true);
  });

  test('a translation with none of the list yet may add the first item', () => {
    const none = { ...props('ar', 'specs', List()), entry: entry.deleteIn(['i18n', 'ar', 'data', 'specs']) };
    expect(hooks.listAllows(none, 'add')).toBe(true);
  });

  test('a list inside another field may still grow and shrink, but is not dragged', () => {
    const nested = props('ar', 'specs', fromJS([{ label: 'x' }]));
    expect(hooks.listAllows(nested, 'add')).toBe(true);
    expect(hooks.listAllows(nested, 'remove', 0)).toBe(true);
    expect(hooks.listAllows(nested, 'reorder', 0)).toBe(false);
  });

  test("a translated photo's item is labelled by its photo, a specification by its own label", () => {
    const images = props('ar', 'images');
    const photo = hooks.listItemForLabel(images, 0, (images.value as List<unknown>).get(0)) as Map<string, string>;
    expect(photo.get('src')).toBe('/images/uploads/towel.jpg');
    expect(photo.get('alt')).toBe('منشفة مطوية');
    const specs = props('ar', 'specs');
    expect((hooks.listItemForLabel(specs, 0, (specs.value as List<unknown>).get(0)) as Map<string, string>).get('label')).toBe('القماش');
    // An item English lacks is labelled as it is.
    const extra = fromJS({ label: 'زيادة' });
    expect(hooks.listItemForLabel(specs, 5, extra)).toBe(extra);
  });
});

describe("English's items dragged or removed: each translation's follow", () => {
  const entry = fromJS({
    data: { specs: [{ label: 'Fabric' }, { label: 'Sizes' }, { label: 'Colours' }] },
    i18n: {
      ar: { data: { specs: [{ label: 'القماش' }, { label: 'المقاسات' }, { label: 'الألوان' }] } },
      fr: { data: { specs: [{ label: 'Tissu' }] } },
      zh: { data: { name: '毛巾' } },
    },
  });
  const english = { locale: 'en', field: fromJS({ name: 'specs' }), value: entry.getIn(['data', 'specs']), entry };
  function changes(act: (hooks: ReturnType<typeof editorHooks>) => void) {
    const changed: Record<string, unknown> = {};
    const hooks = editorHooks({ ...languages }, panes('en', 'ar'), false, (field, value, locale) => {
      changed[locale] = (value as List<Map<string, string>>).toJS();
    });
    act(hooks);
    return changed;
  }

  test('a drag moves every translation alike; one with fewer items gets an empty item where English’s moved in', () => {
    expect(changes((hooks) => hooks.listMoved(english, 0, 2))).toEqual({
      ar: [{ label: 'المقاسات' }, { label: 'الألوان' }, { label: 'القماش' }],
      // French's one item follows English's first to the third place.
      fr: [{}, {}, { label: 'Tissu' }],
    });
    // English's third item to the top: French's one item moves down to stay beside English's first.
    expect(changes((hooks) => hooks.listMoved(english, 2, 0)).fr).toEqual([{}, { label: 'Tissu' }]);
    // Two items French has no translation of, swapped: French is left as it is.
    expect(changes((hooks) => hooks.listMoved(english, 1, 2)).fr).toBeUndefined();
  });

  test('a removal takes each translation’s item at that place, where it has one', () => {
    expect(changes((hooks) => hooks.listRemoved(english, 1))).toEqual({ ar: [{ label: 'القماش' }, { label: 'الألوان' }] });
  });

  test('a drag or removal in a translation’s own form changes no other language', () => {
    const arabic = { ...english, locale: 'ar', value: entry.getIn(['i18n', 'ar', 'data', 'specs']) };
    expect(changes((hooks) => hooks.listMoved(arabic, 0, 2))).toEqual({});
    expect(changes((hooks) => hooks.listRemoved(arabic, 0))).toEqual({});
  });
});
