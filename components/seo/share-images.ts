import { getAbout } from '@/content/about';
import { getBlog } from '@/content/blog';
import { getCatalogue } from '@/content/catalogue';
import { getCertifications } from '@/content/certifications';
import { getContact } from '@/content/contact';
import { getQuotePage } from '@/content/get-quote';
import { getInitiatives } from '@/content/initiatives';
import { defaultLocale } from '@/content/locale-path';
import { localeCodes } from '@/content/locales';
import { getLogin } from '@/content/login';
import { getRepoPosts } from '@/content/posts';
import { getRegister } from '@/content/register';
import { getSearch } from '@/content/search';
import { productPath, categoryPath } from '@/content/category-paths';
import { getSite } from '@/content/site';
import { categoryPages, categoryView } from '@/components/views/category';
import { productPages, productView, type ProductPageParams } from '@/components/views/product';
import type { OgImage, ShareImage } from './og-image';
import { shareImagePath } from './page-metadata';

/** What a page's share image shows: a page in one language, or a product's picture alone, for every language. */
type Entry = { path: string; image: () => ShareImage };

/** Each page's title on its share image, by its English path, in `locale`. */
function pageTitles(locale: string): Record<string, () => string> {
  const catalogue = () => getCatalogue(locale);
  return {
    '/': () => getSite(locale).tagline,
    '/about': () => getAbout(locale).title,
    '/blog': () => getBlog(locale).title,
    '/certifications': () => getCertifications(locale).page.title,
    '/contact': () => getContact(locale).title,
    '/get-quote': () => getQuotePage(locale).title,
    '/initiatives': () => getInitiatives(locale).page.title,
    '/login': () => getLogin(locale).title,
    '/register': () => getRegister(locale).title,
    '/search': () => getSearch(locale).title,
    '/services': () => catalogue().services.title,
    '/store': () => catalogue().store.title,
  };
}

function languageEntries(locale: string): Entry[] {
  const page = (path: string, image: () => Omit<OgImage, 'locale'>): Entry => ({
    path: shareImagePath(locale, path),
    image: () => ({ locale, ...image() }),
  });
  return [
    ...Object.entries(pageTitles(locale)).map(([path, title]) => page(path, () => ({ title: title() }))),
    ...categoryPages(locale).map((category) =>
      page(categoryPath(category.slug), () => categoryView(locale, category)?.image ?? { title: category.slug }),
    ),
    ...getRepoPosts(locale).map((post) => page(`/blog/${post.slug}`, () => ({ title: post.titleText, eyebrow: getBlog(locale).title }))),
  ];
}

/** One image a product with a page, whatever its languages: its first picture, else its category's art (productView's). */
function productEntries(): Entry[] {
  const products = new Map<string, { locale: string; page: ProductPageParams }>();
  for (const locale of localeCodes)
    for (const page of productPages(locale)) if (!products.has(page.product)) products.set(page.product, { locale, page });
  return [...products.values()].map(({ locale, page }) => ({
    path: shareImagePath(defaultLocale, productPath(page.slug, page.product)),
    image: () => {
      const view = productView(locale, page);
      if (!view) throw new Error(`share image: product ${page.product} has no page in ${locale}`);
      return { picture: view.image.picture };
    },
  }));
}

/** Every share image of the site, by its path (/share/…png). */
export function shareImages(): Map<string, () => ShareImage> {
  const entries = [...localeCodes.flatMap(languageEntries), ...productEntries()];
  return new Map(entries.map(({ path, image }) => [path, image]));
}
