/** @jest-environment node */
import { locales } from '@/content/locales';
import { getSite } from '@/content/site';
import { shareImagePath, pageMetadata, titleTemplate } from './page-metadata';

const site = getSite('en');

describe('pageMetadata', () => {
  const metadata = pageMetadata({ locale: 'en', title: 'About us', description: 'Who we are.', path: '/about' });

  it('sets the title, description and canonical path', () => {
    expect(metadata.title).toBe('About us');
    expect(metadata.description).toBe('Who we are.');
    expect(metadata.alternates).toEqual({
      canonical: '/about',
      // Every language of content/locales.yml by its BCP 47 tag (zh-Hans), and x-default for English.
      languages: {
        ...Object.fromEntries(locales.map(({ code, lang }) => [lang, code === 'en' ? '/about' : `/${code}/about`])),
        'x-default': '/about',
      },
    });
    expect(metadata.alternates?.languages).toMatchObject({ en: '/about', ar: '/ar/about', 'zh-Hans': '/zh/about', ru: '/ru/about' });
  });

  it('gives a page in another language its own address, share image and og:locale, and names the same alternates', () => {
    const arabic = pageMetadata({ locale: 'ar', title: 'من نحن', description: 'د', path: '/about' });
    expect(arabic.alternates?.canonical).toBe('/ar/about');
    expect(arabic.alternates?.languages).toEqual(metadata.alternates?.languages);
    expect(arabic.openGraph).toMatchObject({ url: '/ar/about', locale: 'ar' });
    expect(pageMetadata({ locale: 'fr', title: 'À propos', description: 'd', path: '/about' }).openGraph).toMatchObject({
      images: [{ url: '/share/fr/about.png' }],
    });
  });

  it('points every language’s page at its own share image, Arabic and Chinese included', () => {
    expect(pageMetadata({ locale: 'ar', title: 'من نحن', description: 'د', path: '/about' }).openGraph).toMatchObject({
      images: [{ url: '/share/ar/about.png' }],
    });
    expect(pageMetadata({ locale: 'zh', title: '首页', description: 'd', path: '/' }).twitter).toMatchObject({
      images: [{ url: '/share/zh/index.png' }],
    });
    expect(pageMetadata({ locale: 'zh', title: '首页', description: 'd', path: '/' }).alternates?.canonical).toBe('/zh');
  });

  it('sets Open Graph and a large Twitter card with the page’s own share image', () => {
    const image = { url: '/share/en/about.png', width: 1200, height: 630, type: 'image/png', alt: `About us · ${site.name}` };
    expect(metadata.openGraph).toEqual({
      type: 'website',
      siteName: site.name,
      title: 'About us',
      description: 'Who we are.',
      url: '/about',
      locale: 'en',
      images: [image],
    });
    expect(metadata.twitter).toEqual({ card: 'summary_large_image', title: 'About us', description: 'Who we are.', images: [image] });
  });

  it('marks an article with its date and draws the image title it is given', () => {
    const post = pageMetadata({
      locale: 'en',
      title: 'Log in',
      description: 'd',
      path: '/blog/x',
      imageTitle: 'Buyer login',
      article: { publishedTime: '2026-03-14' },
    });
    expect(post.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-03-14',
      images: [{ url: '/share/en/blog/x.png', alt: `Buyer login · ${site.name}` }],
    });
  });

  it('names only the languages an article is written in, and gives its English text shown in another language the English canonical and no alternates', () => {
    const written = ['en', 'fr'];
    const french = pageMetadata({ locale: 'fr', title: 'Paiement', description: 'd', path: '/blog/x', languages: written });
    expect(french.alternates).toEqual({
      canonical: '/fr/blog/x',
      languages: { en: '/blog/x', fr: '/fr/blog/x', 'x-default': '/blog/x' },
    });
    const arabic = pageMetadata({ locale: 'ar', title: 'Payment', description: 'd', path: '/blog/x', languages: written });
    expect(arabic.alternates).toEqual({ canonical: '/blog/x' });
    expect(arabic.openGraph).toMatchObject({ url: '/blog/x', locale: 'en' });
  });

  it('gives a page without a path (404) no canonical URL and the home page’s image', () => {
    const notFound = pageMetadata({ locale: 'en', title: 'Page not found', description: 'd' });
    expect(notFound).not.toHaveProperty('alternates');
    expect(notFound.openGraph).not.toHaveProperty('url');
    expect(notFound.openGraph).toMatchObject({ images: [{ url: '/share/en/index.png' }] });
  });

  it('drops the site name from titles that would be too long with it', () => {
    expect(titleTemplate().replace('%s', 'About us')).toBe(`About us · ${site.name}`);
    const long = 'Shipping from Pakistan: ports, Incoterms, lead times and documents';
    expect(pageMetadata({ locale: 'en', title: long, description: 'd', path: '/x' }).title).toEqual({ absolute: long });
    expect(pageMetadata({ locale: 'en', title: 'Home', description: 'd', path: '/', absoluteTitle: true }).title).toEqual({
      absolute: 'Home',
    });
  });
});

describe('shareImagePath', () => {
  it('gives a page one image a language, and a product one for all', () => {
    expect(shareImagePath('en', '/')).toBe('/share/en/index.png');
    expect(shareImagePath('ar', '/services/textile-apparel')).toBe('/share/ar/services/textile-apparel.png');
    expect(shareImagePath('ar', '/services/electronics/ceiling-fans')).toBe('/share/services/electronics/ceiling-fans.png');
    expect(shareImagePath('zh', '/services/electronics/ceiling-fans')).toBe(shareImagePath('en', '/services/electronics/ceiling-fans'));
  });
});
