import localFont from 'next/font/local';
// Each language's own face (IBM Plex Sans Arabic for Arabic, or the one its line of
// content/locales.yml names): @font-face rules and html:lang() stacks that build-font.mjs writes.
import './generated/faces.css';

// Self-hosted faces, so no request leaves the site for fonts, each cut by scripts/build-font.mjs
// (`npm run art`) to the characters of content/ in its script. Each @font-face carries its
// unicode-range (the same as build-font.mjs's `ranges`; a unit test compares them), so a browser
// downloads a face only for a page that shows such characters:
//
// - Inter (variable, 400–700), family 'Inter': Latin, preloaded on every page; Latin Extended and
//   Cyrillic, fetched by the pages that have them (the Russian ones). Those two use
//   font-display: optional: a face that is not there in time for the first paint is used from the
//   next page on, so that the text never moves when it arrives (CLS 0).
// - A language's own face (Arabic: IBM Plex Sans Arabic), 400, 600 and 700 where its package has
//   them (no faux bold; 500 is drawn as 400): declared by ./generated/faces.css, which
//   scripts/build-font.mjs writes from content/locales.yml, and named only by its languages'
//   html:lang() rule there, so no other page downloads it. Not preloaded (a preload would be on
//   every language's pages), hence optional too.
// - Chinese is set in the platform's CJK fonts (app/globals.css).
//
// Each face sets its family name ('Inter'), which app/globals.css names in its
// stacks: the class name's custom property carries a name of next/font's own (Turbopack's is the
// const's name), which the @font-face rules do not use. next/font needs literal options, hence the
// ranges written out here.

const interLatin = localFont({
  src: './generated/inter-latin.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  preload: true,
  declarations: [
    { prop: 'font-family', value: "'Inter'" },
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

const interLatinExt = localFont({
  src: './generated/inter-latin-ext.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter-latin-ext',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: "'Inter'" },
    {
      prop: 'unicode-range',
      value:
        'U+0100-0130, U+0132-0151, U+0154-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
});

const interCyrillic = localFont({
  src: './generated/inter-cyrillic.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter-cyrillic',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: "'Inter'" },
    { prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' },
  ],
});

/**
 * The class names that bring every face's @font-face into the page (on <html>, by
 * components/layout/site-shell.tsx). They only define custom properties: which face a page uses is
 * app/globals.css's choice, by language.
 */
export const siteFonts = { variable: [interLatin, interLatinExt, interCyrillic].map((font) => font.variable).join(' ') };
