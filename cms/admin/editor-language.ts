// What Decap's own code asks the editor for where it would show a language code, write a form in
// the wrong direction, open the English page for a translation, write a generic commit message, or
// write a translation file with no words in it.
// scripts/build-admin.mjs (decapPatches) rewrites those few places of Decap to call these, and fails
// the build if Decap's code has moved on.

import { hasWords, type WordField } from './translation-words';

export type EditorLanguages = {
  defaultLocale: string;
  /** Language codes to "Arabic (العربية)". */
  names: Record<string, string>;
  /** Language codes to "ltr" or "rtl". */
  dirs: Record<string, 'ltr' | 'rtl'>;
  /** Category addresses to their titles, for the headings of the products listed by category. */
  categoryTitles?: Record<string, string>;
  /** The names of a list item's buttons (cms/fields.yml's messages.listButtons). */
  listButtons?: Record<'fold' | 'unfold' | 'remove', string>;
  /** A list item's label when its choice is no longer offered ({value}: cms/fields.yml's messages.goneChoice). */
  goneChoice?: string;
};

export type EditorHooks = {
  /** The name the editor shows for a language code. */
  name(locale: string): string;
  /** A language's writing direction. */
  dir(locale: string): 'ltr' | 'rtl';
  /** The address of the page a preview opens, in the language being edited: English at the root, others under their prefix. */
  previewUrl(base: string, path: string): string;
  /** A commit message with what the save changes appended ("Edit Category “electronics”: Description in Arabic (العربية)"). */
  commitMessage(type: string, message: string): string;
  /** Set by the preSave hook: what the save about to be written changes. */
  pendingChange: string;
  /** Whether a language other than the default one is written to its own file: only if it has words (an Immutable collection and data). */
  hasWords(collection: Immutable, data: Immutable): boolean;
  /** What a folded list item of choices is labelled by: its choice's label ("Kitchenware › Cutlery sets", a category's title), not its value. */
  choiceLabel(field: { get(key: string): unknown }, value: unknown): unknown;
  /** The name of a list item's button, whose face is an icon. */
  listButton(kind: 'fold' | 'unfold' | 'remove'): string | undefined;
  /** A group's heading in a collection's list: a category's title for the products grouped by category, else Decap's "label value". */
  groupTitle(label: string, value: string): string;
  /** The editor runs on this computer (npm run cms): no host makes previews, so they open the local page. */
  local: boolean;
  /**
   * Whether a list's Add (no index), an item's Remove or its drag handle (at `index`) is offered.
   * In a translation's form a list's items translate English's, item N English's item N
   * (content/localize.ts): its order is English's, so nothing is dragged; an item is added only while
   * English has more, and removed only past English's last (left after English lost one).
   */
  listAllows(props: ListProps, action: 'add' | 'remove' | 'reorder', index?: number): boolean;
  /** The item a translation's list item is labelled by: itself over English's item N, so a photo's alt reads as its photo. */
  listItemForLabel(props: ListProps, index: number, item: unknown): unknown;
  /**
   * English's item dragged from `from` to `to`: each translation's item N translates English's item
   * N, so each translation's list is moved alike (an item it lacks held by an empty one, which reads
   * English's words, as a missing item does).
   */
  listMoved(props: ListProps, from: number, to: number): void;
  /** English's item at `index` removed: each translation's item there goes with it. */
  listRemoved(props: ListProps, index: number): void;
};

/** Sets a field of the entry being edited in `locale`'s data: Decap's DRAFT_CHANGE_FIELD. */
export type ChangeField = (field: unknown, value: unknown, locale: string) => void;

/** What the hooks read of Decap's list widget's props (Immutable values). */
export type ListProps = {
  locale?: string;
  field: { get(key: string): unknown };
  value?: unknown;
  entry?: { getIn(path: unknown[]): unknown };
};
type ImmutableList = {
  size: number;
  get(index: number): unknown;
  delete(index: number): ImmutableList;
  insert(index: number, value: unknown): ImmutableList;
  push(value: unknown): ImmutableList;
  last(): unknown;
  pop(): ImmutableList;
};
type ImmutableMap = { merge(other: unknown): unknown; filter(keep: (value: unknown) => boolean): unknown };
const isList = (value: unknown): value is ImmutableList =>
  typeof value === 'object' && value !== null && typeof (value as ImmutableList).size === 'number' && 'get' in value;
const isMap = (value: unknown): value is ImmutableMap =>
  typeof value === 'object' && value !== null && 'merge' in value && 'filter' in value;

/**
 * English's list beside a translation's: `null` in English's own form (nothing to follow), English's
 * list (or none) for a field of the entry itself, `undefined` for a list inside another field, whose
 * place in English's data the widget does not say.
 */
function englishList(props: ListProps, defaultLocale: string): Pick<ImmutableList, 'size' | 'get'> | undefined | null {
  const { locale, entry, field, value } = props;
  if (!locale || locale === defaultLocale || !entry) return null;
  const name = field.get('name');
  const own = entry.getIn(['i18n', locale, 'data', name]);
  const english = entry.getIn(['data', name]);
  // Decap passes the entry's own value as it is; an empty list stands in for a missing one.
  const isEntryField = own === value || (own === undefined && isList(value) && value.size === 0 && isList(english));
  if (!isEntryField) return undefined;
  return isList(english) ? english : { size: 0, get: () => undefined };
}

/**
 * Each translation's own list beside English's, when `props` is English's form of a field of the
 * entry itself: [locale, list] for every language whose data holds that list.
 */
function translationsOf(props: ListProps, defaultLocale: string): [string, ImmutableList][] {
  const { locale, entry, field, value } = props;
  if (locale !== defaultLocale || !entry) return [];
  const name = field.get('name');
  if (entry.getIn(['data', name]) !== value) return [];
  const languages = entry.getIn(['i18n']) as { keySeq?(): { toArray(): string[] } } | undefined;
  const codes = languages?.keySeq?.().toArray() ?? [];
  return codes.flatMap((code) => {
    const list = entry.getIn(['i18n', code, 'data', name]);
    return isList(list) && list.size > 0 ? [[code, list] as [string, ImmutableList]] : [];
  });
}

/** `list` without the empty items at its end (one stood in for an item English moved there). */
function trimmed(list: ImmutableList): ImmutableList {
  let result = list;
  while (result.size > 0 && isEmptyItem(result.last())) result = result.pop();
  return result;
}
/** An empty item of `list`'s kind: a map's (an item of fields) or nothing (an item of one value). */
function emptyLike(list: ImmutableList): unknown {
  const first = list.get(0) as { clear?(): unknown } | undefined;
  return typeof first?.clear === 'function' ? first.clear() : null;
}
const isEmptyItem = (item: unknown) =>
  item === undefined || item === null || (typeof item === 'object' && 'size' in (item as object) && (item as { size: number }).size === 0);

/** Decap's Immutable maps and lists, as much of them as the hooks read. */
type Immutable = { get(key: string): unknown; toJS(): unknown };

/** The language of the second form, when one is open beside the English one (the panes carry data-writing-language). */
export function editedLocale(document: Document, defaultLocale: string): string {
  const shown = [...document.querySelectorAll<HTMLElement>('[data-writing-language]')].map((pane) => pane.dataset.writingLanguage!);
  return shown.find((locale) => locale !== defaultLocale) ?? defaultLocale;
}

export function editorHooks(
  languages: EditorLanguages,
  document: Document,
  local = false,
  changeField: ChangeField = () => {},
): EditorHooks {
  const hooks: EditorHooks = {
    name: (locale) => languages.names[locale] ?? locale.toUpperCase(),
    dir: (locale) => languages.dirs[locale] ?? 'ltr',
    previewUrl: (base, path) => {
      const locale = editedLocale(document, languages.defaultLocale);
      const prefix = locale === languages.defaultLocale ? '' : `/${locale}`;
      return `${base}${prefix}/${path}`.replace(/\/$/, '') || '/';
    },
    commitMessage: (type, message) => {
      const change = hooks.pendingChange;
      hooks.pendingChange = '';
      return (type === 'create' || type === 'update') && change ? `${message}: ${change}` : message;
    },
    pendingChange: '',
    hasWords: (collection, data) =>
      hasWords(((collection.get('fields') as Immutable | undefined)?.toJS() ?? []) as WordField[], data.toJS()),
    listButton: (kind) => languages.listButtons?.[kind],
    choiceLabel: (field, value) => {
      // A category picked from the categories: its title.
      if (field.get('widget') === 'relation' && field.get('collection') === 'categories' && typeof value === 'string')
        return languages.categoryTitles?.[value] ?? value;
      const options = field.get('options');
      if (!isList(options) || typeof value !== 'string' || value === '') return value;
      for (let index = 0; index < options.size; index += 1) {
        const option = options.get(index) as { get?(key: string): unknown } | string;
        if (option === value) return value;
        if (typeof option === 'object' && option.get?.('value') === value) return option.get('label') ?? value;
      }
      return languages.goneChoice ? languages.goneChoice.replace('{value}', value) : value;
    },
    groupTitle: (label, value) => languages.categoryTitles?.[value] ?? `${label} ${value}`.trim(),
    local,
    listAllows: (props, action, index = 0) => {
      const english = englishList(props, languages.defaultLocale);
      if (english === null) return true;
      if (action === 'reorder') return false;
      // A list inside another field: its English items are not known here, so it may grow and shrink.
      if (english === undefined) return true;
      const size = isList(props.value) ? props.value.size : 0;
      return action === 'add' ? size < english.size : index >= english.size;
    },
    listMoved: (props, from, to) => {
      for (const [code, list] of translationsOf(props, languages.defaultLocale)) {
        if (from >= list.size && to >= list.size) continue;
        let padded = list;
        while (padded.size <= Math.max(from, to)) padded = padded.push(emptyLike(list));
        changeField(props.field, trimmed(padded.delete(from).insert(to, padded.get(from))), code);
      }
    },
    listRemoved: (props, index) => {
      for (const [code, list] of translationsOf(props, languages.defaultLocale))
        if (index < list.size) changeField(props.field, list.delete(index), code);
    },
    listItemForLabel: (props, index, item) => {
      const english = englishList(props, languages.defaultLocale)?.get(index);
      if (!isMap(english) || !isMap(item)) return item;
      return english.merge(item.filter((value) => value !== undefined && value !== null && value !== ''));
    },
  };
  return hooks;
}

/**
 * Each form's fields are written in its language's direction: Decap sets none, so Arabic was typed
 * left to right. Keyed on the pane's data-writing-direction (decapPatches); labels and hints stay English.
 * And the second form clears the editor's round buttons, which covered the start of its Arabic text.
 */
export const directionCss = `
[data-writing-direction='rtl'] :is(input:not([type='checkbox']):not([type='radio']), textarea, [contenteditable='true']) {
  direction: rtl;
  text-align: right;
}
/* A field kept in English only, inside a translation's list item (an Arabic photo item's picker): shown once, in English. */
[data-hidden-in-list] {
  display: none;
}
/* The right-hand form keeps clear of Decap's round buttons at the window's right edge (44 px wide, 10 px in). */
.Pane2 [data-writing-language] {
  padding-right: 56px;
}
`;
