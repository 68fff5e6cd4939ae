// The visitor's chosen language, remembered in localStorage when they pick one from a Language
// menu or follow the preferred-language notice, so the notice never offers another; whether they
// closed the notice; and which language the notice offers (never a redirect: components/layout/
// language-notice.tsx).

const languageChoiceKey = 'hgt-language';

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

/** Set once the visitor closes the preferred-language notice: it is not offered again. */
const languageNoticeKey = 'hgt-language-notice';

/** Whether the visitor closed the preferred-language notice before. */
export function languageNoticeDismissed(): boolean {
  try {
    return localStorage.getItem(languageNoticeKey) !== null;
  } catch {
    return false;
  }
}

/** Remembers that the visitor closed the preferred-language notice. */
export function dismissLanguageNotice() {
  try {
    localStorage.setItem(languageNoticeKey, 'dismissed');
  } catch {
    // Storage refused: the notice is closed for this page only.
  }
}

/** "zh-Hans-CN" → "zh", "AR" → "ar": languages are matched by their first subtag. */
const primaryTag = (tag: string) => tag.toLowerCase().split(/[-_]/, 1)[0] ?? '';

/**
 * The language to offer a visitor on a page in `pageLanguage`: the first of their browser's
 * preferred languages (navigator.languages, most preferred first) that the site has, as long as
 * it comes before the page's own. "ar-SA" finds ar and "zh-CN" zh (Simplified Chinese, zh-Hans);
 * a visitor who prefers the page's language, or only languages the site lacks, is offered nothing.
 */
export function offeredLanguage<Offer extends { code: string; lang: string }>(
  preferences: readonly string[],
  offers: readonly Offer[],
  pageLanguage: string,
): Offer | undefined {
  const page = primaryTag(pageLanguage);
  for (const preference of preferences) {
    const wanted = primaryTag(preference);
    if (!wanted || wanted === page) return undefined;
    const offer = offers.find(({ code, lang }) => code === wanted || primaryTag(lang) === wanted);
    if (offer) return offer;
  }
  return undefined;
}
