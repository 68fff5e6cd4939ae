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
import { categoryProducts, getProduct } from '@/content/products';
import { getRegister } from '@/content/register';
import { getSearch } from '@/content/search';
import { productPath, servicePath } from '@/content/service-paths';
import { getService, getServices } from '@/content/services';
import { getSite } from '@/content/site';
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
    ...getServices(locale).map(({ slug }) =>
      page(servicePath(slug), () => ({ title: getService(locale, slug)?.title ?? slug, eyebrow: getCatalogue(locale).category.eyebrow })),
    ),
    ...getRepoPosts(locale).map((post) => page(`/blog/${post.slug}`, () => ({ title: post.titleText, eyebrow: getBlog(locale).title }))),
  ];
}

/** One image a product with a page, whatever its languages: its first picture, else its category's art. */
function productEntries(): Entry[] {
  const products = new Map<string, { slug: string; id: string; locale: string }>();
  for (const locale of localeCodes)
    for (const { slug } of getServices(locale))
      for (const product of categoryProducts(locale, slug))
        if (product.hasPage && !products.has(product.id)) products.set(product.id, { slug, id: product.id, locale });
  return [...products.values()].map(({ slug, id, locale }) => ({
    path: shareImagePath(defaultLocale, productPath(slug, id)),
    image: () => {
      const product = getProduct(locale, id);
      const picture = product?.images[0] ?? getService(locale, slug)?.image;
      if (!picture) throw new Error(`share image: product ${id} has no picture and its category ${slug} no image`);
      return { picture: picture.src };
    },
  }));
}

/** Every share image of the site, by its path (/share/…png). */
export function shareImages(): Map<string, () => ShareImage> {
  const entries = [...localeCodes.flatMap(languageEntries), ...productEntries()];
  return new Map(entries.map(({ path, image }) => [path, image]));
}
