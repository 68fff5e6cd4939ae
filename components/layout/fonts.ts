import localFont from 'next/font/local';

// Self-hosted Inter (variable, latin subset only), so no request leaves the site for fonts.
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  preload: true,
});
