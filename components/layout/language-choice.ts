// The visitor's chosen language, remembered in localStorage when they pick one from a Language
// menu, so the preferred-language notice never offers another.

export const languageChoiceKey = 'hgt-language';

/** Remembers the language of the link that was chosen (its hreflang), if any. */
export function rememberLanguage(target: EventTarget | null) {
  const link = target instanceof Element ? target.closest('a[hreflang]') : null;
  const lang = link?.getAttribute('data-locale');
  if (!lang) return;
  try {
    localStorage.setItem(languageChoiceKey, lang);
  } catch {
    // Storage refused (private mode): the choice simply is not remembered.
  }
}

/** The language the visitor chose before, if any. */
export function chosenLanguage(): string | null {
  try {
    return localStorage.getItem(languageChoiceKey);
  } catch {
    return null;
  }
}
