/** @jest-environment node */
import { parse as parseYaml } from 'yaml';
import { cmsConfig } from '../cms/config';
import { decapMarkdown, decapYaml, unformatted } from './cms-format.mjs';

// Content is laid out as Decap CMS writes it, so a save in /admin/ changes only what was edited.

const long = 'Ceiling, pedestal and exhaust fans from the Gujrat–Gujranwala fan industry, plus LED lighting and electrical accessories.';

it('writes as Decap does: long text folded at 80 columns, strings that look like numbers quoted, keys in the fields’ order', () => {
  // What Decap 3.16 wrote for these values when a category was saved in the editor.
  expect(decapYaml({ title: 'Electronics', slug: 'electronics', description: long, postcode: '22620', alt: '' }, ['slug', 'title'])).toBe(
    [
      'slug: electronics',
      'title: Electronics',
      'description: Ceiling, pedestal and exhaust fans from the Gujrat–Gujranwala fan',
      '  industry, plus LED lighting and electrical accessories.',
      'postcode: "22620"',
      'alt: ""',
      '',
    ].join('\n'),
  );
});

it('writes a set of more than eight fields in the order Decap’s Immutable map gives it back, as Decap does', () => {
  const keys = ['title', 'slug', 'description', 'image', 'art', 'products', 'moq', 'leadTime', 'packing'];
  const written = Object.keys(parseYaml(decapYaml({ en: Object.fromEntries(keys.map((key, index) => [key, index])) }, ['en'])).en);
  expect([...written].sort()).toEqual([...keys].sort());
  expect(written).not.toEqual(keys);
  // Eight or fewer keep the order they came in.
  expect(Object.keys(parseYaml(decapYaml({ en: { b: 1, a: 2, c: 3 } }, ['en'])).en)).toEqual(['b', 'a', 'c']);
});

it('keeps an article’s Markdown as written and lays out its front matter', () => {
  const article = ['---', "title: 'Shipping: ports'", 'date: 2026-11-11', '---', '', 'First paragraph.', ''].join('\n');
  expect(decapMarkdown(article, ['title', 'date'])).toBe(
    ['---', 'title: "Shipping: ports"', 'date: 2026-11-11', '---', '', 'First paragraph.', ''].join('\n'),
  );
});

it('finds every content file already laid out as the editor writes it', () => {
  expect(unformatted(cmsConfig({})).map(({ file }) => file)).toEqual([]);
});
