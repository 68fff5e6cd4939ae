import { render } from '@testing-library/react';
import MiniSearch from 'minisearch';
import { highlight } from './highlight';
import { searchDocuments } from './search-documents';
import { indexOptions, queryOptions, type SearchDocument, type StoredFields } from './search-options';

// The index as the browser gets it: built, serialised to JSON, loaded back.
const built = new MiniSearch<SearchDocument>(indexOptions);
built.addAll(searchDocuments());
const index = MiniSearch.loadJSON<SearchDocument>(JSON.stringify(built), indexOptions);
const find = (query: string) => index.search(query, queryOptions) as unknown as (StoredFields & { id: string })[];

it('tolerates a typo: "electroncs" finds the Electronics category first', () => {
  const [first] = find('electroncs');
  expect(first).toMatchObject({ kind: 'category', title: 'Electronics', href: '/services/electronics' });
});

it('matches prefixes and links a product to its category page', () => {
  const towels = find('terry tow').find((hit) => hit.kind === 'product');
  expect(towels).toMatchObject({ title: 'Terry towels', context: 'Textile & Apparel', href: '/services/textile-apparel#terry-towels' });
});

it('finds policies by words in their full text', () => {
  expect(find('western union').map((hit) => hit.href)).toContain('/get-quote#payment-policy');
});

it('indexes a product by its minimum order as a buyer reads it', () => {
  const plush = searchDocuments().find((document) => document.id === 'product:toys-games/plush-soft-toys');
  expect(plush?.keywords).toMatch(/\b1,000 pieces\b/);
  expect(searchDocuments().some((document) => document.keywords.includes('[object'))).toBe(false);
});

it('finds nothing for nonsense', () => {
  expect(find('qqxyzzy')).toEqual([]);
});

it('indexes every category and product once', () => {
  const ids = searchDocuments().map((document) => document.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.filter((id) => id.startsWith('category:'))).toHaveLength(20);
});

it('marks words that start with a matched term, whatever their case', () => {
  const { container } = render(<p>{highlight('Cotton towels and cotton-rich fabric', ['cotton'])}</p>);
  expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Cotton', 'cotton']);
  expect(container).toHaveTextContent('Cotton towels and cotton-rich fabric');
});
