import MiniSearch, { type AsPlainObject } from 'minisearch';
import { defaultLocale } from '@/content/locale-path';
import { productHref, productKey } from '@/content/category-paths';
import { indexOptions, type SearchDocument, type StoredFields } from './search-options';
import { searchTerms, termText } from './search-text';

// Each language's index in parts loaded by need, since one grew with the catalogue (docs/performance.md, "Search at
// scale"): a head of stored fields, and shards of terms by first character. Put back together (loadIndex) they
// are MiniSearch's own serialization, so the ranking is one index's.

/** Shards per language: a query of three words loads three of 32 (a tenth of the terms). */
export const shardCount = 32;

/** The Arabic article, which starts so many Arabic terms that their first letter would make one shard of most. */
const arabicArticle = 'ال';

/** The shard of an index term: by its first character (for a term of Chinese characters, the first character; for an Arabic word with the article, the letter after it). */
function shardOf(term: string): number {
  const text = termText(term);
  const key = text.startsWith(arabicArticle) && text.length > arabicArticle.length ? text.slice(arabicArticle.length) : text;
  return key.codePointAt(0)! % shardCount;
}

/** The shards `query` needs: its terms' (a prefix's matches are in its shard); the article starts words in every shard. */
export function queryShards(query: string): number[] {
  const terms = searchTerms(query);
  if (terms.some((term) => arabicArticle.startsWith(term))) return Array.from({ length: shardCount }, (_, shard) => shard);
  return [...new Set(terms.map(shardOf))].sort((a, b) => a - b);
}

/** A document as the head writes it: its id and stored fields. */
type HeadDocument = StoredFields & { id: string };

/** A product as the head writes it: [its category's position among the head's documents, its id, 1 if it has a page of its own, title, text]. */
type ProductRow = [category: number, id: string, hasPage: 0 | 1, title: string, text: string];

export type SearchHead = {
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Every document's field lengths, by short id: the head's documents first, then its products. */
  fieldLength: number[][];
  /** Every document but products, whole. */
  documents: HeadDocument[];
  products: ProductRow[];
};

/** A term's documents in one field: [field id, short ids as gaps (shorter than ids), frequencies where any is not 1]. */
type Posting = [field: number, gaps: number[], frequencies?: number[]];
export type SearchShard = [term: string, ...postings: Posting[]][];

/** Where `locale`'s shard `shard` is written (app/[locale]/search-index/[shard]): /search-index/3.json, /ar/search-index/3.json … */
export function searchShardPath(locale: string, shard: number): string {
  return `${locale === defaultLocale ? '' : `/${locale}`}/search-index/${shard}.json`;
}

const categoryPrefix = 'category:';
const productPrefix = 'product:';

function expandProduct([category, id, hasPage, title, text]: ProductRow, documents: HeadDocument[]): HeadDocument {
  const { id: categoryId, title: context } = documents[category]!;
  const slug = categoryId.slice(categoryPrefix.length);
  return {
    id: `${productPrefix}${productKey(slug, id)}`,
    kind: 'product',
    title,
    text,
    href: productHref(slug, { id, hasPage: hasPage === 1 }),
    context,
  };
}

const sameFields = (a: object, b: object) =>
  JSON.stringify(Object.entries(a).sort(([x], [y]) => (x < y ? -1 : 1))) ===
  JSON.stringify(Object.entries(b).sort(([x], [y]) => (x < y ? -1 : 1)));

/** At build: `documents` as one MiniSearch index cut into a head and shards; throws where a product would not come back whole. */
export function searchFiles(documents: SearchDocument[]): { head: SearchHead; shards: SearchShard[] } {
  const built = new MiniSearch<SearchDocument>(indexOptions);
  built.addAll(documents);
  const js = built.toJSON();
  const head: SearchHead = {
    fieldIds: js.fieldIds,
    averageFieldLength: js.averageFieldLength,
    fieldLength: [],
    documents: [],
    products: [],
  };
  const categories = new Map<string, number>();
  documents.forEach((document, shortId) => {
    if (js.documentIds[shortId] !== document.id) throw new Error(`Search index: short id ${shortId} is not ${document.id}`);
    head.fieldLength.push(js.fieldLength[shortId]!);
    const stored: HeadDocument = { id: document.id, ...js.storedFields[shortId] };
    if (document.kind !== 'product') {
      if (head.products.length > 0) throw new Error(`Search index: ${document.id} comes after a product; products come last`);
      if (document.kind === 'category') categories.set(document.id.slice(categoryPrefix.length), head.documents.length);
      head.documents.push(stored);
      return;
    }
    const [slug = '', id = ''] = document.id.slice(productPrefix.length).split('/');
    const category = categories.get(slug);
    if (category === undefined) throw new Error(`Search index: ${document.id} is in no category the index holds`);
    const row: ProductRow = [
      category,
      id,
      document.href === productHref(slug, { id, hasPage: true }) ? 1 : 0,
      document.title,
      document.text,
    ];
    if (!sameFields(expandProduct(row, head.documents), stored))
      throw new Error(`Search index: ${document.id} would not be found as it is: its link or category is not its category's`);
    head.products.push(row);
  });

  const shards: SearchShard[] = Array.from({ length: shardCount }, () => []);
  for (const [term, fields] of js.index) {
    const postings = Object.entries(fields).map(([field, frequencyOf]): Posting => {
      const ids = Object.keys(frequencyOf)
        .map(Number)
        .sort((a, b) => a - b);
      const gaps = ids.map((id, at) => id - (at === 0 ? 0 : ids[at - 1]!));
      const frequencies = ids.map((id) => frequencyOf[id]!);
      return frequencies.every((frequency) => frequency === 1) ? [Number(field), gaps] : [Number(field), gaps, frequencies];
    });
    shards[shardOf(term)]!.push([term, ...postings]);
  }
  return { head, shards };
}

/** The head's documents as MiniSearch's serialization holds them, made once per head. */
const headParts = new WeakMap<SearchHead, Pick<AsPlainObject, 'documentIds' | 'storedFields' | 'fieldLength'>>();

function partsOf(head: SearchHead) {
  const known = headParts.get(head);
  if (known) return known;
  const documentIds: Record<number, string> = {};
  const storedFields: Record<number, StoredFields> = {};
  const fieldLength: Record<number, number[]> = {};
  const documents = [...head.documents, ...head.products.map((row) => expandProduct(row, head.documents))];
  documents.forEach(({ id, ...stored }, shortId) => {
    documentIds[shortId] = id;
    storedFields[shortId] = stored;
    fieldLength[shortId] = head.fieldLength[shortId]!;
  });
  const parts = { documentIds, storedFields, fieldLength };
  headParts.set(head, parts);
  return parts;
}

/** In the browser: `head` with the terms of `shards`, finding and ranking as the whole index would for a query they cover. */
export function loadIndex(head: SearchHead, shards: SearchShard[]): MiniSearch<SearchDocument> {
  const index: AsPlainObject['index'] = [];
  for (const shard of shards)
    for (const [term, ...postings] of shard) {
      const fields: AsPlainObject['index'][number][1] = {};
      for (const [field, gaps, frequencies] of postings) {
        const frequencyOf: Record<number, number> = {};
        let id = 0;
        gaps.forEach((gap, at) => {
          id += gap;
          frequencyOf[id] = frequencies?.[at] ?? 1;
        });
        fields[field] = frequencyOf;
      }
      index.push([term, fields]);
    }
  const count = head.fieldLength.length;
  return MiniSearch.loadJS<SearchDocument>(
    {
      ...partsOf(head),
      documentCount: count,
      nextId: count,
      fieldIds: head.fieldIds,
      averageFieldLength: head.averageFieldLength,
      dirtCount: 0,
      index,
      serializationVersion: 2,
    },
    indexOptions,
  );
}
