/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The loaders read from the working directory, as the build does: each case builds a small
// content/ tree in a scratch folder, works there, and loads the modules afresh.

const real = path.resolve(__dirname, '..');
const cwd = process.cwd();
let scratch: string;

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(path.join(real, 'services'), path.join(scratch, 'content', 'services'), { recursive: true });
  cpSync(path.join(real, 'products'), path.join(scratch, 'content', 'products'), { recursive: true });
  cpSync(path.join(real, 'certifications.yml'), path.join(scratch, 'content', 'certifications.yml'));
  cpSync(path.join(real, 'locales.yml'), path.join(scratch, 'content', 'locales.yml'));
  // Read when a product names its terms' ports, as one the editor saves may (an empty list).
  cpSync(path.join(real, 'trade-terms.yml'), path.join(scratch, 'content', 'trade-terms.yml'));
  // The photos staff upload (public/images/uploads), which the products' pictures may name.
  cpSync(path.join(real, '..', 'public', 'images', 'uploads'), path.join(scratch, 'public', 'images', 'uploads'), { recursive: true });
  process.chdir(scratch);
});
afterEach(() => {
  process.chdir(cwd);
  rmSync(scratch, { recursive: true, force: true });
});

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
  writeFileSync(path.join(scratch, file), text);
};
const read = (file: string) => readFileSync(path.join(scratch, file), 'utf8');

function fresh<T>(module: string): T {
  let loaded: unknown;
  jest.isolateModules(() => {
    loaded = jest.requireActual(module);
  });
  return loaded as T;
}
const loadCategories = (locale = 'en') => fresh<typeof import('../categories')>('../categories').getCategories(locale);

describe('content/services/', () => {
  it('loads the categories in the order order.yml gives', () => {
    const listed = read('content/services/order.yml').match(/^ {2}- .+$/gm)!;
    // The first category moved to the end.
    const order = ['categories:', ...listed.slice(1), listed[0], ''].join('\n');
    write('content/services/order.yml', order);
    const slugs = loadCategories().map((service) => service.slug);
    expect(slugs.map((slug) => `  - ${slug}`)).toEqual([...listed.slice(1), listed[0]]);
  });

  it('names the file and the field of a broken entry', () => {
    write('content/services/en/kitchenware.yml', read('content/services/en/kitchenware.yml').replace(/^title: .*$/m, 'title: ""'));
    expect(loadCategories).toThrow(/content\/services\/en\/kitchenware\.yml:\n {2}- title: must not be empty/);
  });

  it('names the line of a file that is not YAML', () => {
    write('content/services/en/kitchenware.yml', 'slug: kitchenware\ntitle: [unclosed\n');
    expect(loadCategories).toThrow(/content\/services\/en\/kitchenware\.yml:\n {2}- is not valid YAML \(line \d+, column \d+\)/);
  });

  it('refuses a translated value English has no place for, naming the file, the language and the field', () => {
    // An English entry without an origin: an Arabic city would never show.
    write('content/products/en/monitors.yml', read('content/products/en/monitors.yml').replace(/^origin:\n( {2}.*\n)*/m, ''));
    write('content/products/ar/monitors.yml', `${read('content/products/ar/monitors.yml')}origin:\n  city: لاهور\n`);
    expect(loadCategories('en').length).toBeGreaterThan(0);
    expect(() => loadCategories('ar')).toThrow(
      'content/products/ar/monitors.yml:\n  - origin: is translated, but English has nothing here, so it would never show',
    );
  });

  it('refuses a slug that is not its file name', () => {
    write(
      'content/services/en/kitchenware.yml',
      read('content/services/en/kitchenware.yml').replace('slug: kitchenware', 'slug: kitchen-ware'),
    );
    expect(loadCategories).toThrow('slug: is "kitchen-ware" but the file is named kitchenware.yml');
  });

  it('refuses an order that leaves a category out, names one that does not exist, or lists one twice', () => {
    const order = read('content/services/order.yml');
    write('content/services/order.yml', order.replace('  - stationery\n', ''));
    expect(loadCategories).toThrow('content/services/en/stationery.yml is not listed');
    write('content/services/order.yml', order.replace('  - stationery\n', '  - stationary\n'));
    expect(loadCategories).toThrow(/categories\.\d+: no category "stationary"/);
    write('content/services/order.yml', order.replace('  - stationery\n', '  - stationery\n  - stationery\n'));
    expect(loadCategories).toThrow(/categories\.\d+: repeats item \d+ \("stationery"\)/);
  });

  it('orders a category’s products by its list: the others after them, an id of no product of it passed over, a repeat refused', () => {
    const ids = () =>
      loadCategories()
        .find((service) => service.slug === 'electronics')!
        .products.map((product) => product.id);
    const listed = read('content/services/en/electronics.yml');
    const all = ids();
    const [first, second, ...rest] = all as [string, string, ...string[]];
    write(
      'content/services/en/electronics.yml',
      listed.replace(/\nproductOrder:[\s\S]*$/, `\nproductOrder:\n  - ${second}\n  - kitchen-knives\n  - gone\n  - ${first}\n`),
    );
    expect(ids()).toEqual([second, first, ...[...rest].sort()]);
    write(
      'content/services/en/electronics.yml',
      listed.replace(/\nproductOrder:[\s\S]*$/, `\nproductOrder:\n  - ${first}\n  - ${second}\n  - ${first}\n`),
    );
    expect(loadCategories).toThrow(
      `content/services/en/electronics.yml:\n  - productOrder.2: repeats item 1 ("${first}"); list each product once`,
    );
  });

  it('refuses a product in a category that does not exist, or with a certificate that does not exist', () => {
    const fans = read('content/products/en/ceiling-fans.yml');
    write('content/products/en/ceiling-fans.yml', fans.replace('category: electronics', 'category: electrics'));
    expect(loadCategories).toThrow('content/products/en/ceiling-fans.yml:\n  - category: no category "electrics" in content/services/');
    write('content/products/en/ceiling-fans.yml', `${fans}certificates:\n  - iso-9001\n  - ce-mark\n`);
    expect(loadCategories).toThrow(
      'content/products/en/ceiling-fans.yml:\n  - certificates.1: no certificate "ce-mark" in content/certifications.yml',
    );
  });

  it('counts the categories', () => {
    const { categoryCount } = fresh<typeof import('../categories')>('../categories');
    rmSync(path.join(scratch, 'content/services/en/gift-items.yml'));
    write('content/services/order.yml', read('content/services/order.yml').replace('  - gift-items\n', ''));
    expect(loadCategories).toThrow(`holds ${categoryCount - 1} categories; the site has ${categoryCount}`);
  });
});

describe('a file with every language (single_file)', () => {
  const english =
    'en:\n  title: Certifications\n  cards:\n    - { id: secp, name: Company registration, count: 1 }\n    - { id: ntn, name: Tax number, count: 2 }\n';
  /** Loads content/page.yml in `locale` with fresh modules, and the coverage report that left. */
  function loadWithCoverage(yaml: string, locale: string) {
    write('content/page.yml', yaml);
    let data: unknown;
    let report: unknown;
    jest.isolateModules(() => {
      const { z } = jest.requireActual<typeof import('zod')>('zod');
      const { same } = jest.requireActual<typeof import('../schema-reader')>('../schema-reader');
      const { coverageIn } = jest.requireActual<typeof import('../modules')>('../modules');
      const { localizedFile } = jest.requireActual<typeof import('../load')>('../load');
      const schema = z.object({
        title: z.string().min(1),
        cards: z.array(z.object({ id: same(z.string()), name: z.string(), count: z.number() })),
      });
      const page = localizedFile('content/page.yml', schema);
      data = page.get(locale);
      report = [coverageIn(locale, [page])];
    });
    return { data, report };
  }
  const load = (yaml: string, locale: string) => loadWithCoverage(yaml, locale).data;

  it('lays a translation over English; fields written once stay English', () => {
    const data = load(`${english}ar:\n  title: الشهادات\n  cards:\n    - { name: تسجيل الشركة }\n    - { name: الرقم الضريبي }\n`, 'ar');
    expect(data).toEqual({
      title: 'الشهادات',
      cards: [
        { id: 'secp', name: 'تسجيل الشركة', count: 1 },
        { id: 'ntn', name: 'الرقم الضريبي', count: 2 },
      ],
    });
  });

  it('falls back to English for text a translation lacks, and counts it', () => {
    const { data: result, report } = loadWithCoverage(
      `${english}fr:\n  title: Certifications\n  cards:\n    - { name: Immatriculation }\n`,
      'fr',
    );
    expect((result as { cards: { name: string }[] }).cards.map((card) => card.name)).toEqual(['Immatriculation', 'Tax number']);
    expect(report).toEqual([
      {
        locale: 'fr',
        total: 3,
        translated: 2,
        fallbacks: [{ file: 'content/page.yml', field: 'cards.1.name', text: 'Tax number' }],
      },
    ]);
  });

  it('names the language and field of a misspelt or misshapen translation', () => {
    expect(() => load(`${english}ar:\n  titel: الشهادات\n`, 'ar')).toThrow('content/page.yml:\n  - ar.titel: is not a field here');
    expect(() => load(`${english}ar:\n  cards: الشهادات\n`, 'ar')).toThrow('ar.cards: must be a list, as in English');
    expect(() => load(`${english}ar:\n  cards:\n    - { name: 3 }\n`, 'ar')).toThrow('ar.cards.0.name: must be text (got number 3)');
  });

  it('refuses a translation that drops a {placeholder} English has', () => {
    const withName = 'en:\n  title: "Thank you, {name}"\n  cards: []\n';
    expect(() => load(`${withName}fr:\n  title: Merci\n`, 'fr')).toThrow('fr.title: must keep {name} as English has it');
    expect(load(`${withName}fr:\n  title: "Merci, {name}"\n`, 'fr')).toMatchObject({ title: 'Merci, {name}' });
  });

  it('refuses a block for a language the site does not have', () => {
    expect(() => load(`${english}de:\n  title: Zertifikate\n`, 'en')).toThrow(
      /a language that is not in content\/locales\.yml .*\n {2}- content\/page\.yml: de$/,
    );
  });

  it('lists every file and folder of a removed language in one run', () => {
    const locales = read('content/locales.yml');
    const ru = locales.split('\n').find((line) => line.includes('code: ru'))!;
    write('content/locales.yml', locales.replace(`${ru}\n`, ''));
    write('content/about.yml', `${english}ru:\n  title: Сертификаты\n`);
    write('content/extra/notes.yml', 'en:\n  title: Notes\nru:\n  title: Заметки\nar:\n  title: ملاحظات\n');
    const files = readdirSync(path.join(scratch, 'content/services/ru')).length;
    const products = readdirSync(path.join(scratch, 'content/products/ru')).length;
    let message = '';
    try {
      load(`${english}ru:\n  title: Сертификаты\n`, 'en');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').slice(1)).toEqual([
      '  - content/about.yml: ru',
      '  - content/certifications.yml: ru',
      '  - content/extra/notes.yml: ru',
      '  - content/page.yml: ru',
      `  - content/products/ru/ (${products} files)`,
      `  - content/services/ru/ (${files} files)`,
      '  - content/trade-terms.yml: ru',
    ]);
  });

  it('names the English field that breaks the schema', () => {
    expect(() => load('en:\n  title: ""\n  cards: []\n', 'ar')).toThrow(/content\/page\.yml:\n {2}- en\.title:/);
  });
});

describe('a folder with a file per language (multiple_folders)', () => {
  it('reads a category in Arabic from content/services/ar/, and English where there is none', () => {
    rmSync(path.join(scratch, 'content/services/ar'), { recursive: true, force: true });
    rmSync(path.join(scratch, 'content/products/ar'), { recursive: true, force: true });
    write('content/services/ar/electronics.yml', 'title: الإلكترونيات\n');
    write('content/products/ar/ceiling-fans.yml', 'name: مراوح السقف\n');
    const arabic = loadCategories('ar');
    const electronics = arabic.find((service) => service.slug === 'electronics')!;
    expect(electronics.title).toBe('الإلكترونيات');
    const english = loadCategories('en');
    const others = (category: (typeof english)[number]) => category.products.filter(({ id }) => id !== 'ceiling-fans');
    const englishFans = english.find((service) => service.slug === 'electronics')!;
    // Its words in Arabic, its figures English's; the products without a file in English.
    expect(electronics.products.find(({ id }) => id === 'ceiling-fans')).toMatchObject({
      name: 'مراوح السقف',
      moq: englishFans.products.find(({ id }) => id === 'ceiling-fans')!.moq,
    });
    expect(others(electronics).map(({ name }) => name)).toEqual(others(englishFans).map(({ name }) => name));
    // What each shows in English, for the page to mark: all of an untranslated product's words, a translated one's missing ones.
    expect(electronics.products.find(({ id }) => id === 'ceiling-fans')!.inEnglish).not.toContain('name');
    for (const product of others(electronics)) expect(product.inEnglish).toEqual(expect.arrayContaining(['name', 'summary']));
    // Its languages: English, then each with a file, in content/locales.yml's order; Arabic only where written.
    const { productLanguages } = fresh<typeof import('../products')>('../products');
    const { localeCodes } = fresh<typeof import('../locales')>('../locales');
    const written = productLanguages('ceiling-fans');
    expect(written).toEqual(localeCodes.filter((code) => written.includes(code)));
    expect(written.slice(0, 2)).toEqual(['en', 'ar']);
    expect(productLanguages('pedestal-fans')).toEqual(written.filter((code) => code !== 'ar'));
    expect(arabic.find((service) => service.slug === 'kitchenware')!.title).toBe(
      english.find((service) => service.slug === 'kitchenware')!.title,
    );
  });

  it('refuses a translation with no English entry, naming it', () => {
    write('content/services/ar/electronic.yml', 'title: الإلكترونيات\n');
    expect(() => loadCategories('ar')).toThrow('content/services/ar/electronic.yml:\n  - has no English entry');
  });
});

describe('content/locales.yml', () => {
  const locales = () => fresh<typeof import('../locales')>('../locales').locales;

  it('reads each language: code, tag, name in itself, direction, checked', () => {
    const read = locales().map(({ code, lang, dir }) => `${code}:${lang}:${dir}`);
    expect(read[0]).toBe('en:en:ltr');
    // The shipped languages, and whatever line is added after them.
    expect(read).toEqual(expect.arrayContaining(['ar:ar:rtl', 'zh:zh-Hans:ltr', 'fr:fr:ltr', 'es:es:ltr', 'ru:ru:ltr']));
    expect(locales().find(({ code }) => code === 'en')).toMatchObject({ name: 'English', checked: true });
  });

  it('holds a language to a complete translation once it is checked or marked complete, and not while it is a draft', () => {
    write(
      'content/locales.yml',
      '- { code: en, lang: en, name: English, dir: ltr, checked: true }\n- { code: ar, lang: ar, name: العربية, dir: rtl, checked: true }\n' +
        '- { code: fr, lang: fr, name: Français, dir: ltr, complete: true }\n- { code: ur, lang: ur, name: اردو, dir: rtl }\n',
    );
    const { completeLocales } = fresh<typeof import('../locales')>('../locales');
    expect(completeLocales.map(({ code }) => code)).toEqual(['ar', 'fr']);
  });

  it('names the line and field of a bad language, and wants English first', () => {
    const count = locales().length;
    write('content/locales.yml', `${read('content/locales.yml')}- { code: tr, lang: tr, name: Türkçe, dir: sideways }\n`);
    // Read at first use, not as the module loads: importing it succeeds, reading the list fails.
    const list = locales();
    expect(() => list.length).toThrow(new RegExp(`content/locales\\.yml:\\n {2}- ${count}\\.dir:`));
    write('content/locales.yml', '- { code: ar, lang: ar, name: العربية, dir: rtl }\n- { code: en, lang: en, name: English, dir: ltr }\n');
    expect(() => locales().length).toThrow('the first language must be en');
  });

  it('takes a seventh language from one line: its pages read English until translated, and the report says so', () => {
    write('content/locales.yml', `${read('content/locales.yml')}- { code: tr, lang: tr, name: Türkçe, dir: ltr }\n`);
    const { data, report } = (() => {
      let data: unknown;
      let report: unknown;
      jest.isolateModules(() => {
        const { getCategories, categoriesFolder } = jest.requireActual<typeof import('../categories')>('../categories');
        const { productsFolder } = jest.requireActual<typeof import('../products')>('../products');
        const { coverageIn } = jest.requireActual<typeof import('../modules')>('../modules');
        data = getCategories('tr');
        report = [coverageIn('tr', [categoriesFolder, productsFolder])];
      });
      return { data: data as { title: string }[], report: report as { locale: string; translated: number; fallbacks: unknown[] }[] };
    })();
    expect(data[0]!.title).toBe(loadCategories('en')[0]!.title);
    const turkish = report.find((entry) => entry.locale === 'tr')!;
    expect(turkish.translated).toBe(0);
    expect(turkish.fallbacks.length).toBeGreaterThan(100);
  });
});
