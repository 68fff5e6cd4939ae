// English's form and a translation's, side by side, scroll together field by field. Decap kept them
// together in proportion to their heights, so as soon as one grew (English with more specification
// rows than the translation, a longer description) the same field sat at different heights and the
// two forms drifted apart. Here the field at the top of the form being scrolled is found in the other
// form, and that one is scrolled to put it at the same height. Decap's own scroll sync is switched off
// for the two forms (scripts/build-admin.mjs, decapPatches); its "Sync scrolling" button still
// switches this on and off, by the same setting.

/** Decap's setting behind its "Sync scrolling" button. */
const syncSetting = 'cms.scroll-sync-enabled';

/** A form's field labels by a key that names the same field in either form: its name, and which of that name it is. */
export function fieldLabels(form: Element): Map<string, HTMLElement> {
  const labels = new Map<string, HTMLElement>();
  const seen = new Map<string, number>();
  for (const label of form.querySelectorAll<HTMLLabelElement>('label[for]')) {
    // Decap's id for a field's control: "<name>-field-<n>", n counting every field of every form.
    const name = /^(.+)-field-\d+$/.exec(label.htmlFor)?.[1];
    if (!name) continue;
    const nth = seen.get(name) ?? 0;
    seen.set(name, nth + 1);
    labels.set(`${name}#${nth}`, label);
  }
  return labels;
}

const shown = (element: Element) => element.getClientRects().length > 0;

/**
 * How far to scroll `to` so that the field at the top of `from` sits at the same height in both:
 * the first field label from the top of `from`'s view down, or the last above it that `to` shows
 * (a field of one language only is hidden in the other form). 0 when they share no field.
 */
export function alignment(from: Element, to: Element): number {
  const top = from.getBoundingClientRect().top;
  const mine = [...fieldLabels(from)].filter(([, label]) => shown(label));
  const theirs = fieldLabels(to);
  const first = mine.findIndex(([, label]) => label.getBoundingClientRect().top >= top);
  const candidates = (first === -1 ? mine : mine.slice(0, first + 1)).reverse();
  for (const [key, label] of candidates) {
    const other = theirs.get(key);
    if (!other || !shown(other)) continue;
    const offset = label.getBoundingClientRect().top - top;
    const otherOffset = other.getBoundingClientRect().top - to.getBoundingClientRect().top;
    return otherOffset - offset;
  }
  return 0;
}

/** The scrolling box around each form open side by side (each form carries data-writing-language). */
function scrollers(document: Document): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-writing-language]')].flatMap((form) => {
    for (let box = form.parentElement; box; box = box.parentElement) {
      const { overflowY } = getComputedStyle(box);
      if (overflowY === 'auto' || overflowY === 'scroll') return [box];
    }
    return [];
  });
}

/**
 * Keeps the two forms' fields level while either scrolls, and when either grows or shrinks without
 * a scroll (a photo's thumbnail appearing, a row added): then the form scrolled last (English's, at
 * first) stays where it is and the other follows.
 */
export function alignPanes(document: Document, storage: Pick<Storage, 'getItem'> = localStorage): void {
  /** The form this scrolled last, and where to: its own scroll event is not followed back. */
  let moved: { box: HTMLElement; to: number } | undefined;
  /** The form a person scrolled last. */
  let leading: HTMLElement | undefined;
  const follow = (from: HTMLElement, boxes: HTMLElement[]) => {
    const to = boxes.find((box) => box !== from)!;
    const by = alignment(from, to);
    if (Math.abs(by) < 1) return;
    to.scrollTop += by;
    moved = { box: to, to: to.scrollTop };
  };
  document.addEventListener(
    'scroll',
    (event) => {
      if (storage.getItem(syncSetting) === 'false') return;
      const from = event.target;
      if (!(from instanceof HTMLElement)) return;
      if (moved?.box === from && Math.abs(from.scrollTop - moved.to) < 1) return;
      const boxes = scrollers(document);
      if (boxes.length !== 2 || !boxes.includes(from)) return;
      leading = from;
      follow(from, boxes);
    },
    { capture: true, passive: true },
  );
  if (typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') return;
  const resized = new ResizeObserver(() => {
    if (storage.getItem(syncSetting) === 'false') return;
    const boxes = scrollers(document);
    if (boxes.length !== 2) return;
    follow(leading && boxes.includes(leading) ? leading : boxes[0]!, boxes);
  });
  const watched = new WeakSet<Element>();
  // The forms come and go with the entry opened: each is watched from when it appears.
  new MutationObserver(() => {
    for (const form of document.querySelectorAll('[data-writing-language]'))
      if (!watched.has(form)) {
        watched.add(form);
        resized.observe(form);
      }
  }).observe(document.body, { childList: true, subtree: true });
}
