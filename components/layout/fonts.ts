import localFont from 'next/font/local';

// Self-hosted Inter, so no request leaves the site for fonts: the variable latin file of
// @fontsource-variable/inter, cut by scripts/build-font.mjs (`npm run art`) to weights 400–700 and
// the characters the site uses.
export const inter = localFont({
  src: './generated/inter.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  preload: true,
});
