// The props of a page, layout or route under app/[locale]/: its language is the `locale` segment
// of its address. A page reads it from its params and hands it (or what it decides: copy, the
// number style) to each component it draws, as props; there is no language context.
export type LocaleParams = { params: Promise<{ locale: string }> };
