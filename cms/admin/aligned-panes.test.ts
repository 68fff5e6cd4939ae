import { alignment, alignPanes, fieldLabels } from './aligned-panes';

// Two forms side by side, laid out by hand (jsdom lays nothing out): each label's top on screen is
// given, and a label with no height is one the form hides (a field of one language only).

type Field = { name: string; top: number; hidden?: boolean };

let ids = 0;
function form(fields: Field[], top = 100): HTMLElement {
  const box = document.createElement('div');
  box.getBoundingClientRect = () => ({ top }) as DOMRect;
  for (const { name, top: at, hidden } of fields) {
    const label = document.createElement('label');
    label.htmlFor = `${name}-field-${(ids += 1)}`;
    label.getBoundingClientRect = () => ({ top: at }) as DOMRect;
    label.getClientRects = () => (hidden ? [] : [{}]) as unknown as DOMRectList;
    box.append(label);
  }
  return box;
}

test('the same field in either form has the same key: its name and which of that name it is', () => {
  const keys = [
    ...fieldLabels(
      form([
        { name: 'name', top: 0 },
        { name: 'label', top: 0 },
        { name: 'label', top: 0 },
      ]),
    ).keys(),
  ];
  expect(keys).toEqual(['name#0', 'label#0', 'label#1']);
});

test('scrolling English puts its top field level in the translation, though English has more rows above it', () => {
  // English: three specification rows, then the minimum order at the top of the view (y 100).
  const english = form([
    { name: 'label', top: -200 },
    { name: 'label', top: -100 },
    { name: 'label', top: 0 },
    { name: 'moq', top: 100 },
  ]);
  // Arabic: one row, so its minimum order sits 150 px higher on screen.
  const arabic = form([
    { name: 'label', top: -150 },
    { name: 'moq', top: -50 },
  ]);
  expect(alignment(english, arabic)).toBe(-150);
  // The other way round: Arabic's top field is its minimum order too, already level after that scroll.
  const level = form([
    { name: 'label', top: 0 },
    { name: 'moq', top: 100 },
  ]);
  expect(alignment(level, english)).toBe(0);
});

test('a field the other form hides is passed over for the one above it', () => {
  const english = form([
    { name: 'summary', top: 60 },
    { name: 'category', top: 120 },
  ]);
  const arabic = form([
    { name: 'summary', top: 300 },
    { name: 'category', top: 380, hidden: true },
  ]);
  expect(alignment(english, arabic)).toBe(240);
});

test('the two forms scroll together, and switching Decap’s "Sync scrolling" off stops it', () => {
  document.body.innerHTML = '';
  const boxes = ['en', 'ar'].map((language, index) => {
    const box = document.createElement('div');
    box.style.overflowY = 'auto';
    const inner = form([{ name: 'moq', top: index === 0 ? 100 : 400 }]);
    inner.dataset.writingLanguage = language;
    box.getBoundingClientRect = () => ({ top: 100 }) as DOMRect;
    box.append(inner);
    document.body.append(box);
    return box;
  });
  const setting = { value: null as string | null };
  alignPanes(document, { getItem: () => setting.value });
  const [english, arabic] = [boxes[0]!, boxes[1]!];
  english.dispatchEvent(new Event('scroll'));
  expect(arabic.scrollTop).toBe(300);
  setting.value = 'false';
  arabic.scrollTop = 0;
  english.dispatchEvent(new Event('scroll'));
  expect(arabic.scrollTop).toBe(0);
});
