import { defaultLocale } from '@/content/locale-path';
import { getNotFound } from '@/content/not-found';
import { NotFoundContent } from '@/components/sections/not-found-content';
import { SiteShell } from '@/components/layout/site-shell';

// Next's boundary for an address no route has. Every page's data carries what it renders, so in the
// export it renders nothing of the site (the header and footer would travel twice in every page): the
// English 404 page is app/[locale]/[...missing]'s, which scripts/locale-out.mjs puts at out/404.html.
// The development server (npm run dev, npm run cms) has no out/404.html and answers a missing address,
// a deleted product's for one, with this boundary: there it draws the English 404 page, not a blank one.
export default function NotFound() {
  if (process.env.NODE_ENV === 'development')
    return (
      <SiteShell locale={defaultLocale}>
        <NotFoundContent copy={getNotFound(defaultLocale)} locale={defaultLocale} />
      </SiteShell>
    );
  return (
    <html lang={defaultLocale}>
      <body />
    </html>
  );
}
