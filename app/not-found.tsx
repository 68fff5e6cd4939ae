import { defaultLocale } from '@/content/locale-path';

// Next's boundary for an address no route has. Every page's data carries what it renders, so it
// renders nothing of the site (the header and footer would travel twice in every page): the
// English 404 page is app/[locale]/[...missing]'s, which scripts/locale-out.mjs puts at out/404.html.
export default function NotFound() {
  return (
    <html lang={defaultLocale}>
      <body />
    </html>
  );
}
