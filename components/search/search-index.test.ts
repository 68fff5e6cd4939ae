/** @jest-environment node */
import { completeLocales, localeCodes } from '@/content/locales';
import { localePath } from '@/content/locale-path';
import { getRepoPosts } from '@/content/posts';
import { categoryCount, getCategories } from '@/content/categories';
import { getUnits } from '@/content/units';
import { searchDocuments } from './search-documents';
import MiniSearch from 'minisearch';
import { indexOptions, queryOptions, searchIndexPath, type SearchDocument, type StoredFields } from './search-options';
import { loadIndex, queryShards, searchFiles, searchShardPath, shardCount, type SearchHead, type SearchShard } from './search-shards';

type Hit = StoredFields & { id: string; terms: string[] };

// Each language's index as its search page gets it: written as a head and shards, serialised to
// JSON, and loaded back with only the shards the query needs.
const files = new Map<string, { head: SearchHead; shards: SearchShard[] }>();
function find(locale: string, query: string): Hit[] {
  if (!files.has(locale)) files.set(locale, JSON.parse(JSON.stringify(searchFiles(searchDocuments(locale)))));
  const { head, shards } = files.get(locale)!;
  const index = loadIndex(
    head,
    queryShards(query).map((shard) => shards[shard]!),
  );
  return index.search(query, queryOptions) as unknown as Hit[];
}
const products = (hits: Hit[]) => hits.filter((hit) => hit.kind === 'product').map((hit) => hit.href);

describe('English', () => {
  it('tolerates a typo: a category’s name with a letter left out finds it first', () => {
    const { title, slug } = getCategories('en').find((category) => /^\p{L}{8,}$/u.test(category.title))!;
    const [first] = find('en', title.slice(0, 4) + title.slice(5));
    expect(first).toMatchObject({ kind: 'category', title, href: `/services/${slug}` });
  });

  it('matches prefixes and links a product to its own page', () => {
    const category = getCategories('en').find((candidate) => candidate.products.some(({ name }) => /^\S+ \S{4}/.test(name)))!;
    const product = category.products.find(({ name }) => /^\S+ \S{4}/.test(name))!;
    const [first, second] = product.name.split(' ') as [string, string];
    const hit = find('en', `${first} ${second.slice(0, 3)}`).find((candidate) => candidate.href.endsWith(`/${product.id}`));
    expect(hit).toMatchObject({ title: product.name, context: category.title, href: `/services/${category.slug}/${product.id}` });
  });

  it('finds policies by words in their full text', () => {
    expect(find('en', 'western union').map((hit) => hit.href)).toContain('/get-quote#payment-policy');
  });

  it('indexes a product by its minimum order as a buyer reads it', () => {
    const category = getCategories('en').find(({ products }) => products.some(({ moq }) => moq && moq.quantity >= 1000))!;
    const product = category.products.find(({ moq }) => moq && moq.quantity >= 1000)!;
    const { quantity, unit } = product.moq!;
    const document = searchDocuments('en').find(({ id }) => id === `product:${category.slug}/${product.id}`);
    // Grouped as English writes it ("1,000"), in the unit's plural.
    expect(document?.keywords).toContain(`${quantity.toLocaleString('en')} ${getUnits('en')[unit].other}`);
    expect(searchDocuments('en').some((document) => document.keywords.includes('[object'))).toBe(false);
  });

  it('finds the blog’s articles', () => {
    for (const { slug, titleText: title } of getRepoPosts('en')) {
      const word = title.split(/[^\p{L}]+/u).reduce((longest, next) => (next.length > longest.length ? next : longest), '');
      expect({ word, found: find('en', word.toLowerCase()).map((hit) => hit.href) }).toEqual({
        word,
        found: expect.arrayContaining([`/blog/${slug}`]),
      });
    }
  });

  it('finds nothing for nonsense', () => {
    expect(find('en', 'qqxyzzy')).toEqual([]);
  });
});

describe('the index in parts', () => {
  it('finds a product by a word of its summary', () => {
    // "Madder" is only in the ajrak's summary, not its name, specification or packing.
    expect(products(find('en', 'madder'))).toContain('/services/handicrafts/ajrak-textiles');
  });

  it.each([
    ['en', 'electroncs'],
    ['en', 'terry tow'],
    ['en', 'cotton carton'],
    ['zh', '毛巾'],
    ['ar', 'اطقم شراشف'],
    ['ru', 'метлы'],
  ])('in %s, finds “%s” as one index of every term would, in the same order', (locale, query) => {
    const whole = new MiniSearch<SearchDocument>(indexOptions);
    whole.addAll(searchDocuments(locale));
    // The same documents in the same order; a score may be lower by a fuzzy match on another first
    // letter, which is in a shard the query did not load ("اطقم" also matches "طقم" in one index).
    const ranked = (hits: { id: string }[]) => hits.map(({ id }) => id);
    expect(ranked(find(locale, query))).toEqual(ranked(whole.search(query, queryOptions)));
  });

  it('loads every shard for a word that is the Arabic article or its first letter, which starts words in all of them', () => {
    expect(queryShards('ال')).toHaveLength(shardCount);
    expect(queryShards('منسوجات').length).toBe(1);
    expect(searchShardPath('ar', 3)).toBe('/ar/search-index/3.json');
    expect(searchShardPath('en', 3)).toBe('/search-index/3.json');
  });
});

describe('Chinese', () => {
  it('finds a product by its whole name, first', () => {
    const category = getCategories('zh').find(({ slug }) => slug === 'textile-apparel')!;
    const towels = category.products.find(({ id }) => id === 'terry-towels')!;
    const [first] = find('zh', towels.name);
    expect(first).toMatchObject({
      kind: 'product',
      title: towels.name,
      context: category.title,
      href: '/services/textile-apparel/terry-towels',
    });
  });

  it('finds a two-character word inside longer names', () => {
    expect(products(find('zh', '毛巾'))).toEqual(
      expect.arrayContaining(['/services/textile-apparel/terry-towels', '/services/textile-apparel/kitchen-linen']),
    );
    expect(products(find('zh', '毛巾'))).not.toContain('/services/textile-apparel/cotton-socks');
  });

  it('finds a category by a word of its name and a product by one character', () => {
    expect(find('zh', '厨房').map((hit) => hit.href)).toContain('/services/kitchenware');
    expect(products(find('zh', '袜'))).toContain('/services/textile-apparel/cotton-socks');
  });
});

describe('Arabic', () => {
  it('finds a product typed without hamza or diacritics', () => {
    expect(products(find('ar', 'اطقم شراشف'))).toEqual(['/services/textile-apparel/bed-sheet-sets']);
    expect(products(find('ar', 'أَطْقُمُ شَرَاشِف'))).toEqual(['/services/textile-apparel/bed-sheet-sets']);
  });

  it('finds a word written with teh marbuta when typed with heh', () => {
    expect(products(find('ar', 'جوارب قطنيه'))).toContain('/services/textile-apparel/cotton-socks');
  });

  it('finds a category named with the article when typed without it', () => {
    expect(find('ar', 'منسوجات').map((hit) => hit.href)).toContain('/services/textile-apparel');
  });
});

it('French, Spanish and Russian find words typed without accents or with е for ё', () => {
  expect(products(find('fr', 'menageres'))).toContain('/services/kitchenware/cutlery-sets');
  expect(products(find('es', 'baterias de cocina'))).toContain('/services/kitchenware/cookware-sets');
  expect(products(find('ru', 'метлы'))).toContain('/services/cleaning-products/brooms-brushes');
});

describe.each(localeCodes)('%s documents', (locale) => {
  const documents = searchDocuments(locale);

  it('are the language’s own words', () => {
    const services = getCategories(locale);
    const titles = documents.filter((document) => document.kind !== 'page' && document.kind !== 'policy').map((document) => document.title);
    expect(titles).toEqual(expect.arrayContaining(services.map((service) => service.title)));
    expect(titles).toEqual(expect.arrayContaining(services.flatMap((service) => service.products.map((product) => product.name))));
    if (completeLocales.some(({ code }) => code === locale)) {
      // A draft language shows English where it is not yet translated, and indexes what it shows.
      // A few names are the same words in both (French "Certifications", "Article"); English throughout is not.
      const english = new Map(searchDocuments('en').map((document) => [document.id, document.title]));
      const same = documents.filter((document) => english.get(document.id) === document.title);
      expect(same.length).toBeLessThan(documents.length * 0.05);
    }
  });

  it('link to pages of the site, which the results open in the same language', () => {
    for (const { href } of documents) {
      expect(href).toMatch(/^\/(?!\/)[^.]*$/);
      expect(localePath(locale, href)).toMatch(locale === 'en' ? /^\/(?!en\/)/ : new RegExp(`^/${locale}(/|$)`));
    }
  });

  it('index every category and product once', () => {
    const ids = documents.map((document) => document.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('category:'))).toHaveLength(categoryCount);
  });

  it('are written where that language’s search page loads them', () => {
    expect(searchIndexPath(locale)).toBe(locale === 'en' ? '/search-index.json' : `/${locale}/search-index.json`);
  });
});
