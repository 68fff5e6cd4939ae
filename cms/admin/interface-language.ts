// The language of the editor's own interface (buttons, menus, Decap's messages): the first of the
// browser's languages (navigator.languages) that Decap has words for among the site's languages
// (scripts/build-admin.mjs, editorLocales), English otherwise. The content's labels and hints stay
// English (cms/fields.yml); this is Decap's part of the screen.

/** An interface language the bundle carries: Decap's name for it ("zh_Hans") and its BCP 47 tag. */
export type InterfaceLocale = { name: string; lang: string };

const primary = (tag: string) => tag.toLowerCase().split('-')[0]!;

/**
 * Decap's name of the language to show, for a browser asking for `preferred` in order: a tag the
 * bundle has exactly ("zh-Hans"), or by its language alone ("fr-CA" → fr, "zh-CN" → zh_Hans), before
 * the browser's next choice; "en" when none.
 */
export function interfaceLocale(preferred: readonly string[], available: readonly InterfaceLocale[]): string {
  for (const tag of preferred) {
    const exact = available.find(({ lang }) => lang.toLowerCase() === tag.toLowerCase());
    const sameLanguage = available.find(({ lang }) => primary(lang) === primary(tag));
    const found = exact ?? sameLanguage;
    if (found) return found.name;
  }
  return 'en';
}
