/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { localeCodes } from '@/content/locales';
import { getCategories, type Category } from '@/content/categories';
import { searchDocuments } from './search-documents';
import { searchFiles } from './search-shards';

// What the search page downloads as the catalogue grows (issue 25): at most 60 kB gzip of index for
// a query of up to three words, in every language, at 2,000 products. Bytes, not time: they do not
// depend on the machine. The catalogue is grown in memory as scripts/bench-scale.mjs grows it on
// disk: the real products first, then copies of them, in id order, each with an id of its own and
// its copy's number after its name, in its source's category.

const budget = 60_000;
/** Words in a query the budget is for; each may need a shard of its own. */
const queryWords = 3;

function grownCatalogue(locale: string, count: number): Category[] {
  const services = getCategories(locale).map((service) => ({ ...service, products: [...service.products] }));
  const real = services
    .flatMap((service) => service.products.map((product) => ({ service, product })))
    .sort((a, b) => (a.product.id < b.product.id ? -1 : 1));
  for (let index = real.length; index < count; index += 1) {
    const { service, product } = real[index % real.length]!;
    const copy = Math.floor(index / real.length);
    service.products.push({ ...product, id: `${product.id}-${copy}`, name: `${product.name} ${copy}` });
  }
  return services;
}

const gzip = (value: unknown) => gzipSync(JSON.stringify(value), { level: 9 }).length;

/** The head, the largest shards a query of queryWords words can need, and every shard. */
function download(locale: string, products: number) {
  const { head, shards } = searchFiles(searchDocuments(locale, grownCatalogue(locale, products)));
  const sizes = shards.map(gzip).sort((a, b) => b - a);
  const headBytes = gzip(head);
  return {
    head: headBytes,
    query: headBytes + sizes.slice(0, queryWords).reduce((sum, size) => sum + size, 0),
    all: headBytes + sizes.reduce((sum, size) => sum + size, 0),
  };
}

it.each(localeCodes)('%s: a search downloads at most 60 kB gzip of index at 2,000 products', (locale) => {
  const sizes = download(locale, 2_000);
  if (process.env.SEARCH_BUDGET_REPORT) {
    const at = (n: number) => JSON.stringify(n === 2_000 ? sizes : download(locale, n));
    console.log(`${locale} 161 ${at(161)} 1000 ${at(1_000)} 2000 ${at(2_000)}`);
  }
  expect(sizes.query).toBeLessThanOrEqual(budget);
});
