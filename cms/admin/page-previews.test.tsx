import { render, screen, within } from '@testing-library/react';
import { fromJS } from 'immutable';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { TextDecoder, TextEncoder } from 'node:util';
import type { PreviewWords, Props } from './previews';
// The templates read CMS_PREVIEW_WORDS when they render, set below before any test.
import { HomePreview, pagePreviews } from './page-previews';

// Every page previews in the site's markup, in the language of the pane: the words around the
// content and the numbers are the build's (previewWords), the text the entry's.

let words: PreviewWords;
beforeAll(async () => {
  // The build's own words, loaded as the build loads them (jiti there; Jest's transform here).
  // scripts/build-admin.mjs reaches jsdom's own module, which needs the encoders jsdom's window lacks.
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  const script: string = '../../scripts/build-admin.mjs';
  const { previewWords } = (await import(script)) as {
    previewWords(jiti: { import(file: string): Promise<unknown> }): Promise<PreviewWords>;
  };
  words = await previewWords({ import: (file) => import(file) });
  (globalThis as unknown as { CMS_PREVIEW_WORDS: PreviewWords }).CMS_PREVIEW_WORDS = words;
});

type Files = { name: string; files?: { name: string }[] }[];

it('gives every file of the Pages collection a preview of its own, not Decap’s list of fields', async () => {
  // Imported here, after the encoders above: the configuration reads every content module, the articles' sanitiser with them.
  const { cmsConfig } = await import('../config');
  const collections = cmsConfig({}).collections as unknown as Files;
  const pages = collections.find((collection) => collection.name === 'pages')!.files!.map((file) => file.name);
  expect(pages).toContain('home');
  expect(pages.filter((name) => !(name in pagePreviews))).toEqual([]);
  // Each template names a file the editor has (a renamed file would lose its preview silently).
  const files = new Set(collections.flatMap((collection) => (collection.files ?? []).map((file) => file.name)));
  expect(Object.keys(pagePreviews).filter((name) => !files.has(name))).toEqual([]);
});

/** The home page's entry as Decap hands it to the preview, showing `locale` (its data is that language's). */
function homeEntry(locale: string) {
  const content = parse(readFileSync('content/home.yml', 'utf8')) as Record<string, unknown>;
  const i18n = Object.fromEntries(Object.entries(content).map(([code, data]) => [code, { data }]));
  const entry = fromJS({ data: content[locale], i18n });
  // Decap's getPreviewEntry: the entry's data is the very map of the language shown.
  return entry.set('data', entry.getIn(['i18n', locale, 'data']));
}

function renderHome(locale: string) {
  const frame = document.implementation.createHTMLDocument('preview');
  const props = { entry: homeEntry(locale), document: frame, getAsset: () => undefined } as unknown as Props;
  render(<HomePreview {...props} />);
  return frame;
}

it('shows the home page as the site does: hero, strengths, about and the track record, in English', () => {
  const content = parse(readFileSync('content/home.yml', 'utf8')).en;
  const frame = renderHome('en');
  expect(screen.getByRole('heading', { level: 1, name: content.hero.title })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: content.strengths.title })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
    content.strengths.items.map((item: { title: string }) => item.title),
  );
  expect(screen.getByText(content.hero.highlights[0])).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: content.about.title })).toBeInTheDocument();
  const record = screen.getByRole('heading', { level: 2, name: content.stats.title }).closest('section')!;
  // The figures come from content/stats.yml, at their final value, labelled in the number's plural.
  const figure = words.words.en!.stats.figures[1]!;
  expect(within(record).getByText(String(figure.target))).toBeInTheDocument();
  expect(within(record).getByText(figure.label.other)).toBeInTheDocument();
  expect(frame.documentElement.getAttribute('lang')).toBe('en');
  expect(frame.documentElement.getAttribute('dir')).toBe('ltr');
});

it('sets the pane right to left with the language’s tag when it shows Arabic', () => {
  const content = parse(readFileSync('content/home.yml', 'utf8')).ar;
  const arabic = words.locales.find((locale) => locale.code === 'ar')!;
  const frame = renderHome('ar');
  expect(screen.getByRole('heading', { level: 1, name: content.hero.title })).toBeInTheDocument();
  expect(screen.getByText(words.words.ar!.stats.figures[0]!.label.other)).toBeInTheDocument();
  expect(frame.documentElement.getAttribute('lang')).toBe(arabic.lang);
  expect(frame.documentElement.getAttribute('dir')).toBe('rtl');
});
