/** @jest-environment node */
import { createJiti } from 'jiti';
import { cmsConfig, languageNames, readRules, takenAddresses } from '../config';
import { saveChecks, slugProblems } from '../save-checks';

// A new entry's address, and its draft's branch (cms/articles/<slug>), are made by Decap from its
// English title, keeping ASCII letters and digits: a title in Arabic or Chinese letters only would
// make none. Save refuses it and says what to write (cms/admin/index.tsx's preSave).

const config = cmsConfig({});
const checks = saveChecks(config, readRules().messages, languageNames(), takenAddresses(config));

describe('a new article’s address', () => {
  // Decap's own slug maker with the site's settings, as the editor calls it (getProcessSegment in
  // cms/admin/index.tsx): its prepareSlug (trim, lower case, no "'", "." as "-") then its sanitizeSlug,
  // loaded from urlHelper as scripts/preview-alias.test.ts does (formatters.js needs a browser window).
  let slugOf: (text: string) => string;
  beforeAll(async () => {
    const { sanitizeSlug } = await createJiti(__filename).import<{ sanitizeSlug(text: string, options: unknown): string }>(
      'decap-cms-core/dist/esm/lib/urlHelper.js',
    );
    slugOf = (text) => sanitizeSlug(text.trim().toLocaleLowerCase().replace(/[']/g, '').replace(/[.]/g, '-'), checks.slugs.options);
  });
  const article = (title: string, isNew = true) => slugProblems(checks, { collection: 'articles', isNew, data: { title }, slugOf });

  test('is made from the English title, so a title only in Arabic, Chinese or Russian letters is refused, saying what to write', () => {
    for (const title of ['الشحن من باكستان', '从巴基斯坦发货', 'Доставка из Пакистана', '— ؟ —'])
      expect(article(title)).toEqual([
        "Nothing was saved: the page's address is made from the Title in English, and it has no letter a-z or digit, so the address would be empty. Write the Title in English in Latin letters (for example “Shipping from Pakistan”, whose address is shipping-from-pakistan); the other languages keep their own.",
      ]);
  });

  test('keeps any Latin letter or digit: accented, mixed or numbered titles are saved', () => {
    for (const title of ['Sea freight from Karachi', 'Café crème', 'Incoterms 2020 شرح', '2025']) expect(article(title)).toEqual([]);
    expect(slugOf('Incoterms 2020 شرح')).toBe('incoterms-2020');
  });

  test('may not be an article’s already', () => {
    expect(article('Shipping from Pakistan')).toEqual([
      'Nothing was saved: the address “shipping-from-pakistan”, made from the Title in English, is already another entry’s. Change the Title in English: each page needs an address of its own.',
    ]);
  });

  test('is not asked of an entry that has one already, of a collection that makes none, or before a title is written', () => {
    expect(article('الشحن من باكستان', false)).toEqual([]);
    expect(slugProblems(checks, { collection: 'pages', isNew: true, data: { title: 'الشحن' }, slugOf })).toEqual([]);
    // An empty title is Decap's own "required" message.
    expect(article('')).toEqual([]);
  });
});

describe('a new product’s address', () => {
  const slugOf = (text: string) => text.trim().toLowerCase();
  const product = (data: Record<string, string>) => slugProblems(checks, { collection: 'products', isNew: true, data, slugOf });

  test('is made from its Name in links, not its name: a name in Arabic letters only is saved', () => {
    expect(product({ id: 'bracket-fans', name: 'مراوح حائط' })).toEqual([]);
  });

  test('may not be one a product has already: Decap would save it beside that one under the same id, which the build refuses', () => {
    expect(product({ id: 'ceiling-fans', name: 'Ceiling fans' })).toEqual([
      'Nothing was saved: the address “ceiling-fans”, made from the Name in links in English, is already another entry’s. Change the Name in links in English: each page needs an address of its own.',
    ]);
  });
});
