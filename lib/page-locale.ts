// The props of a page, layout or route under app/[locale]/: its language is the `locale` segment
// of its address. A page reads it from its params and hands it, or copy already in that language,
// to each section it draws; nothing below the page works out the language for itself.
export type LocaleParams = { params: Promise<{ locale: string }> };
