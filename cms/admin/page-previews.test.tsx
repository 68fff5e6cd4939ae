import { render, screen, within } from '@testing-library/react';
import { fromJS } from 'immutable';
import { parse } from 'yaml';
import { readdirSync, readFileSync } from 'node:fs';
import { TextDecoder, TextEncoder } from 'node:util';
import { getStats } from '@/content/stats';
import { pluralForm } from '@/components/quote/units';
import type { PreviewWords, Props } from './previews';
import type { PreviewContent } from './view-previews';
// The templates read CMS_PREVIEW_WORDS and CMS_PREVIEW_CONTENT when they render, set below before any test.
import { pagePreviews } from './page-previews';
import { HomePreview, SitePreview } from './view-previews';

// Decap's Markdown serializer (ESM only) draws products' descriptions, which no test here shows.
jest.mock('decap-cms-widget-markdown/dist/esm/serializers', () => ({ markdownToHtml: (markdown: string) => markdown }));
// The editor has no Next router: its bundle reads the home page's address (scripts/build-admin.mjs, previewModules' next/navigation).
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(), usePathname: () => '/' }));

// A page previews as its page, through the page's view, in the language of the pane: the entry's
// text, the rest of the content as the build read it (previewWords, previewContent).

let words: PreviewWords;
beforeAll(async () => {
  // The build's own words, loaded as the build loads them (jiti there; Jest's transform here).
  // scripts/build-admin.mjs reaches jsdom's own module, which needs the encoders jsdom's window lacks.
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  const script: string = '../../scripts/build-admin.mjs';
  type Jiti = { import(file: string): Promise<unknown> };
  const { previewWords, previewContent } = (await import(script)) as {
    previewWords(jiti: Jiti): Promise<PreviewWords>;
    previewContent(jiti: Jiti): Promise<PreviewContent>;
  };
  const jiti: Jiti = { import: (file) => import(file) };
  words = await previewWords(jiti);
  const content = await previewContent(jiti);
  Object.assign(globalThis, {
    CMS_PREVIEW_WORDS: words,
    CMS_PREVIEW_CONTENT: '/admin/preview-content.json',
    // What the pane fetches once: the content the build hands over.
    fetch: async () => ({ ok: true, json: async () => content }),
  });
});

type Files = { name: string; files?: { name: string }[] }[];

it('gives every file the editor has a preview of its own, not Decap’s list of fields', async () => {
  // Imported here, after the encoders above: the configuration reads every content module, the articles' sanitiser with them.
  const { cmsConfig } = await import('../config');
  const collections = cmsConfig({}).collections as unknown as Files;
  const files = collections.flatMap((collection) => (collection.files ?? []).map((file) => file.name));
  expect(files).toEqual(expect.arrayContaining(['home', 'site', 'units', 'navigation']));
  // The policies' template is registered with the collections' (cms/admin/index.tsx).
  expect(files.filter((name) => !(name in pagePreviews) && name !== 'policies')).toEqual([]);
  // Each template names a file the editor has (a renamed file would lose its preview silently).
  expect(Object.keys(pagePreviews).filter((name) => !files.includes(name))).toEqual([]);
});

/** The home page's entry as Decap hands it to the preview, showing `locale` (its data is that language's). */
function homeEntry(locale: string) {
  const content = parse(readFileSync('content/home.yml', 'utf8')) as Record<string, unknown>;
  const i18n = Object.fromEntries(Object.entries(content).map(([code, data]) => [code, { data }]));
  const entry = fromJS({ data: content[locale], i18n });
  // Decap's getPreviewEntry: the entry's data is the very map of the language shown.
  return entry.set('data', entry.getIn(['i18n', locale, 'data']));
}

async function renderHome(locale: string) {
  const frame = document.implementation.createHTMLDocument('preview');
  const english = parse(readFileSync('content/home.yml', 'utf8')).en;
  const props = { entry: homeEntry(locale), document: frame, getAsset: () => undefined } as unknown as Props;
  render(<HomePreview {...props} english={english} />);
  await screen.findByRole('main');
  return frame;
}

it('shows the home page as the site does: hero, strengths, about and the track record, in English', async () => {
  const content = parse(readFileSync('content/home.yml', 'utf8')).en;
  const frame = await renderHome('en');
  expect(screen.getByRole('heading', { level: 1, name: content.hero.title })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: content.strengths.title })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
    content.strengths.items.map((item: { title: string }) => item.title),
  );
  expect(screen.getByText(content.hero.highlights[0])).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: content.about.title })).toBeInTheDocument();
  const record = screen.getByRole('heading', { level: 2, name: content.stats.title }).closest('section')!;
  // The figures come from content/stats.yml, labelled in the number's plural.
  const figure = getStats('en')[1]!;
  expect(within(record).getByText(pluralForm(figure.label, figure.target, 'en'))).toBeInTheDocument();
  expect(frame.documentElement.getAttribute('lang')).toBe('en');
  expect(frame.documentElement.getAttribute('dir')).toBe('ltr');
});

it('sets the pane right to left with the language’s tag when it shows Arabic', async () => {
  const content = parse(readFileSync('content/home.yml', 'utf8')).ar;
  const arabic = words.locales.find((locale) => locale.code === 'ar')!;
  const frame = await renderHome('ar');
  expect(screen.getByRole('heading', { level: 1, name: content.hero.title })).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveAttribute('dir', 'rtl');
  expect(frame.documentElement.getAttribute('lang')).toBe(arabic.lang);
  expect(frame.documentElement.getAttribute('dir')).toBe('rtl');
});

/** A file of every language as Decap hands it to the preview showing `locale`, `edit` made to that language's words. */
function editedWith(file: string, locale: string, edit: (data: Record<string, unknown>) => Record<string, unknown>) {
  const content = parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  const edited: Record<string, unknown> = {
    ...content,
    [locale]: edit(JSON.parse(JSON.stringify(content[locale])) as Record<string, unknown>),
  };
  const i18n = Object.fromEntries(Object.entries(edited).map(([code, data]) => [code, { data }]));
  const entry = fromJS({ data: edited[locale], i18n });
  const props = {
    entry: entry.set('data', entry.getIn(['i18n', locale, 'data'])),
    document: document.implementation.createHTMLDocument('preview'),
    getAsset: () => undefined,
  } as unknown as Props;
  return { props, english: edited.en as Record<string, unknown> };
}

/**
 * A file of every language as Decap hands it to the preview showing `locale`, with `field` of that
 * language set to `value`, and the English column's words (edited too when English is shown).
 */
function editedFile(file: string, locale: string, field: string, value: string) {
  // "services.title": a field inside a group.
  const [group, key] = field.includes('.') ? field.split('.') : [undefined, field];
  return editedWith(file, locale, (data) => {
    if (group) data[group] = { ...(data[group] as object), [key!]: value };
    else data[key!] = value;
    return data;
  });
}

it.each(['en', 'ar'])('previews the words around every product’s page on a product’s page, as edited (%s)', async (locale) => {
  const specsTitle = 'Fixture heading of the specification';
  const { props, english } = editedFile('content/product-page.yml', locale, 'specsTitle', specsTitle);
  const Preview = pagePreviews['product-page'];
  render(<Preview {...props} english={english} />);
  const main = await screen.findByRole('main');
  // The page of a product: its name as the heading, the edited words around it, its breadcrumb.
  const heading = within(main).getByRole('heading', { level: 1 });
  expect(heading.textContent).not.toBe('');
  expect(within(main).getByRole('heading', { level: 2, name: specsTitle })).toBeInTheDocument();
  expect(within(main).getByRole('navigation')).toBeInTheDocument();
  expect(main).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
});

it.each(['en', 'ar'])('previews /contact and /login as their pages: the edited title over the form (%s)', async (locale) => {
  for (const name of ['contact', 'login'] as const) {
    const title = `Fixture title of ${name}`;
    const { props, english } = editedFile(`content/${name}.yml`, locale, 'title', title);
    const Preview = pagePreviews[name];
    const { unmount } = render(<Preview {...props} english={english} />);
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The form itself, with its fields and its button, as a visitor finds it.
    expect(within(main).getAllByRole('textbox').length).toBeGreaterThan(0);
    const words = parse(readFileSync(`content/${name}.yml`, 'utf8')) as Record<string, { form?: { submit?: string } }>;
    const submit = words[locale]?.form?.submit ?? words.en!.form!.submit!;
    expect(within(main).getByRole('button', { name: submit })).toBeInTheDocument();
    unmount();
  }
});

it.each(['en', 'ar'])('previews the catalogue’s words on /services: the edited title over every category’s card (%s)', async (locale) => {
  const title = 'Fixture title of the services page';
  const { props, english } = editedFile('content/catalogue.yml', locale, 'services.title', title);
  const Preview = pagePreviews.catalogue;
  render(<Preview {...props} english={english} />);
  const main = await screen.findByRole('main');
  expect(within(main).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  const categories = parse(readFileSync('content/services/order.yml', 'utf8')).categories as string[];
  const cards = within(main)
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('h2'));
  expect(cards).toHaveLength(categories.length);
  const words = parse(readFileSync('content/catalogue.yml', 'utf8')) as Record<string, { terms?: { title?: string } }>;
  const terms = words[locale]?.terms?.title ?? words.en!.terms!.title!;
  expect(within(main).getByRole('heading', { level: 2, name: terms })).toBeInTheDocument();
});

it('says a product without a summary has no page of its own, instead of drawing one', async () => {
  const { ProductPreview } = await import('./view-previews');
  const file = readdirSync('content/products/en').find((name) => name.endsWith('.yml'))!;
  const english = parse(readFileSync(`content/products/en/${file}`, 'utf8')) as Record<string, unknown>;
  delete english.summary;
  const props = {
    entry: fromJS({ data: english, slug: file.replace(/\.yml$/, '') }),
    document: document.implementation.createHTMLDocument('preview'),
    getAsset: () => undefined,
  } as unknown as Props;
  const messages = { previewNeeds: 'Fixture: fill in {fields}.', rule: '{field}: {message}', noPage: 'Fixture: no page for this product' };
  render(<ProductPreview {...props} english={english} messages={messages} />);
  const main = await screen.findByRole('main');
  expect(main).toHaveTextContent('Fixture: no page for this product');
  expect(within(main).queryByRole('heading', { level: 1 })).toBeNull();
});

it('names the empty required fields in the editor’s words, not the build’s message', async () => {
  const { ProductPreview } = await import('./view-previews');
  const file = readdirSync('content/products/en').find((name) => name.endsWith('.yml'))!;
  const english = parse(readFileSync(`content/products/en/${file}`, 'utf8')) as Record<string, unknown>;
  delete english.id;
  delete english.name;
  const fields = fromJS([
    { name: 'id', label: 'Fixture address' },
    { name: 'name', label: 'Fixture name' },
  ]);
  const props = {
    entry: fromJS({ data: english, slug: '' }),
    fields,
    document: document.implementation.createHTMLDocument('preview'),
    getAsset: () => undefined,
  } as unknown as Props;
  const messages = { previewNeeds: 'Fixture: fill in {fields}.', rule: '{field}: {message}', noPage: 'no page' };
  render(<ProductPreview {...props} english={english} messages={messages} />);
  const main = await screen.findByRole('main');
  expect(main).toHaveTextContent('Fixture: fill in Fixture address and Fixture name.');
  expect(main).not.toHaveTextContent('Invalid content');
});

it.each(['en', 'ar'])(
  'previews /register and /get-quote as their pages: the edited title over the working form, countries listed (%s)',
  async (locale) => {
    for (const [name, file] of [
      ['register', 'content/register.yml'],
      ['get-quote', 'content/get-quote.yml'],
    ] as const) {
      const title = `Fixture title of ${name}`;
      const { props, english } = editedFile(file, locale, 'title', title);
      const Preview = pagePreviews[name];
      const { unmount } = render(<Preview {...props} english={english} />);
      const main = await screen.findByRole('main');
      expect(within(main).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      // The form, with the countries the build listed (the editor carries no country tables of its own).
      const country = within(main)
        .getAllByRole('combobox')
        .find((select) => select.querySelectorAll('option').length > 100);
      expect(country).toBeDefined();
      expect(main.querySelector('form button[type="submit"]')).not.toBeNull();
      unmount();
    }
  },
);

it.each(['en', 'ar'])('previews /blog as its page: the edited title over our own articles (%s)', async (locale) => {
  const title = 'Fixture title of the blog';
  const { props, english } = editedFile('content/blog.yml', locale, 'title', title);
  const Preview = pagePreviews.blog;
  render(<Preview {...props} english={english} />);
  const main = await screen.findByRole('main');
  expect(within(main).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  // Each of our articles in the language shown (English's where it has none), as a card with its title.
  const articles = readdirSync('content/blog/en').filter((name) => name.endsWith('.md'));
  expect(articles.length).toBeGreaterThan(0);
  expect(within(main).getAllByRole('listitem')).toHaveLength(articles.length);
  expect(main).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
});

it.each(['en', 'ar'])(
  'previews /search as its page before a query: the edited title, the search box, the categories (%s)',
  async (locale) => {
    const browse = 'Fixture heading of the categories to browse';
    const { props, english } = editedFile('content/search.yml', locale, 'browse', browse);
    const Preview = pagePreviews.search;
    render(<Preview {...props} english={english} />);
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('searchbox')).toBeInTheDocument();
    const section = within(main).getByRole('region', { name: browse });
    const categories = parse(readFileSync('content/services/order.yml', 'utf8')).categories as string[];
    expect(within(section).getAllByRole('link')).toHaveLength(categories.length);
  },
);

it('previews the company’s details where the site shows them: an edited phone on the Contact page and in the footer, in English and Arabic', async () => {
  const content = parse(readFileSync('content/site.yml', 'utf8')) as Record<string, Record<string, unknown>>;
  const phone = { display: '+92 345 1112223', e164: '+923451112223' };
  content.en = { ...content.en, phone };
  for (const locale of ['en', 'ar']) {
    const i18n = Object.fromEntries(Object.entries(content).map(([code, data]) => [code, { data }]));
    const entry = fromJS({ data: content[locale], i18n }).setIn(['data'], fromJS(content[locale]));
    const frame = document.implementation.createHTMLDocument('preview');
    const props = { entry, document: frame, getAsset: () => undefined } as unknown as Props;
    const { unmount } = render(<SitePreview {...props} english={content.en} />);
    const main = await screen.findByRole('main');
    const text = main.textContent ?? '';
    // The number as visitors read it, on the Contact page and in the footer; its links dial and message it.
    expect(text.split(phone.display).length - 1).toBeGreaterThanOrEqual(2);
    expect(
      within(main)
        .getAllByRole('link')
        .some((link) => link.getAttribute('href') === `tel:${phone.e164}`),
    ).toBe(true);
    expect(
      within(main)
        .getAllByRole('link')
        .some((link) => link.getAttribute('href') === 'https://wa.me/923451112223'),
    ).toBe(true);
    unmount();
  }
});

describe('files no one page owns preview where the site shows them, as edited, and are read as built once the pane closes', () => {
  it.each(['en', 'ar'])('the units, on a product’s page (%s)', async (locale) => {
    // Every count's and measure's words made the fixture's, whichever of them the sample product shows.
    const unit = 'fixture-unit';
    const { props, english } = editedWith('content/units.yml', locale, (data) =>
      Object.fromEntries(
        Object.entries(data).map(([key, value]) => [
          key,
          key === 'measures'
            ? Object.fromEntries(Object.keys(value as object).map((measure) => [measure, unit]))
            : Object.fromEntries(Object.keys(value as object).map((form) => [form, unit])),
        ]),
      ),
    );
    const Preview = pagePreviews.units;
    const { unmount } = render(<Preview {...props} english={english} />);
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).not.toBe('');
    expect(main.textContent).toContain(unit);
    unmount();
    // Closed, the site's loaders read the file again.
    const { getUnits } = await import('@/content/units');
    expect(JSON.stringify(getUnits(locale))).not.toContain(unit);
  });

  it.each(['en', 'ar'])('the menus, in the header and footer around the home page (%s)', async (locale) => {
    const label = 'Fixture menu link';
    const relabel = (links: unknown) => (links as { label: string }[]).map((link, index) => (index === 0 ? { ...link, label } : link));
    const { props, english } = editedWith('content/navigation.yml', locale, (data) => ({
      ...data,
      main: relabel(data.main),
      footerQuick: relabel(data.footerQuick),
    }));
    const Preview = pagePreviews.navigation;
    render(<Preview {...props} english={english} />);
    await screen.findByRole('main');
    // The header's menu and the footer's quick links.
    const menu = parse(readFileSync('content/interface.yml', 'utf8')) as Record<string, { landmarks: { main: string } }>;
    const nav = screen.getByRole('navigation', { name: (menu[locale] ?? menu.en!).landmarks.main });
    expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  });

  it('the order of the categories, on /services', async () => {
    const order = [...(parse(readFileSync('content/services/order.yml', 'utf8')) as { categories: string[] }).categories].reverse();
    const props = {
      entry: fromJS({ data: { categories: order } }),
      document: document.implementation.createHTMLDocument('preview'),
      getAsset: () => undefined,
    } as unknown as Props;
    const Preview = pagePreviews.order;
    render(<Preview {...props} english={{ categories: order }} />);
    const main = await screen.findByRole('main');
    const { getCategories } = await import('@/content/categories');
    const titles = order.map((slug) => getCategories('en').find((category) => category.slug === slug)!.title);
    const cards = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((title) => titles.includes(title!));
    expect(cards).toEqual(titles);
  });

  it.each(['en', 'ar'])('the forms’ words, on /contact (%s)', async (locale) => {
    const copy = 'Fixture: copy the message';
    const { props, english } = editedWith('content/forms.yml', locale, (data) => ({
      ...data,
      handOff: { ...(data.handOff as object), copy },
    }));
    const Preview = pagePreviews.forms;
    render(<Preview {...props} english={english} />);
    const main = await screen.findByRole('main');
    expect(within(main).getAllByRole('textbox').length).toBeGreaterThan(0);
    expect(screen.getByRole('main')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    // The hand-off's words show once the form is sent; the page's own heading stands for the rest.
    expect(within(main).getByRole('heading', { level: 1 }).textContent).not.toBe('');
  });
});
