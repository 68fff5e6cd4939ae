import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { defaultLocale } from '../content/locale-path';
import { localeCodes } from '../content/locales';
import { contentModules } from '../content/modules';
import type { ContentSource } from '../content/read';
import { nodeOf, unwrap } from '../content/schema-reader';
import { getProducts } from '../content/products';
import { categoryCount, getCategories } from '../content/categories';
import { getSite, siteUrl } from '../content/site';
import { backendConfig } from './backend';
import { fieldsOf, mediaLibrary, withDescriptions, type FieldRules } from './fields';
import type { CmsEnv, DecapCollection, DecapConfig, DecapField } from './types';

export { languageNames } from './language-names';

// Decap CMS's whole configuration, generated from the content schemas: each file or folder of
// content/modules.ts's list, with the schema it is read with, becomes a collection whose fields
// are its schema's (cms/fields.ts). cms/fields.yml names things for the editor and files each
// page in a collection. The ADMIN build writes the result out for /admin/;
// `node scripts/cms-config.mjs` prints it.

const root = process.cwd();

/** cms/fields.yml: the editor's labels, hints and menu. */
export type CmsRules = FieldRules & {
  groups: { name: string; label: string; files: Record<string, { label: string; preview: string }> }[];
  excluded: Record<string, string>;
  /** What Save says when a translation breaks a rule (cms/translation-checks.ts) or would lose content (cms/save-checks.ts). */
  messages: {
    rule: string;
    translation: string;
    untranslatedBody: string;
    nowhereToShow: string;
    emptied: string;
    shortened: string;
    openedEmpty: string;
    noAddress: string;
    takenAddress: string;
    /** What a product's preview says when the product has no page (no summary or no description). */
    noPage: string;
    /** What a preview says while required fields are empty ({fields}: their names). */
    previewNeeds: string;
    /** The names of a list item's buttons, whose faces are icons: fold, unfold, remove. */
    listButtons: Record<'fold' | 'unfold' | 'remove', string>;
    /** A list item's label when its choice is no longer offered ({value}: what it holds). */
    goneChoice: string;
    /** A number grouped otherwise than its language groups it ({field}, {language}, {text}, {written}, {number}, {expected}). */
    numberGrouping: string;
    /** A unit in another word than its language's in content/units.yml ({field}, {language}, {text}, {written}, {unit}). */
    unitWord: string;
  };
};

export function readRules(): CmsRules {
  return parse(readFileSync(path.join(root, 'cms/fields.yml'), 'utf8')) as CmsRules;
}

/**
 * The addresses each collection that creates entries has now: its default language's file names
 * (cms/save-checks.ts refuses a new entry that would take one).
 */
export function takenAddresses(config: DecapConfig, dir = root): Record<string, string[]> {
  const taken: Record<string, string[]> = {};
  for (const collection of config.collections as (DecapCollection & { folder?: string; i18n?: { structure?: string } })[]) {
    if (!collection.create || !collection.folder) continue;
    const folder = path.join(dir, collection.folder, collection.i18n?.structure === 'multiple_folders' ? defaultLocale : '');
    taken[collection.name] = existsSync(folder)
      ? readdirSync(folder)
          .filter((file) => !file.startsWith('.'))
          .map(baseName)
      : [];
  }
  return taken;
}

/** The categories' folder, the order file and the articles' folder: collections of their own below. */
const categoriesFolder = 'content/services';
const orderFile = 'content/services/order.yml';
const blogFolder = 'content/blog';
const productsFolder = 'content/products';

/** Files whose schema Decap cannot show as fields (a list at the top of a language's block), and why. */
export function inexpressible(source: ContentSource): string | undefined {
  if (source.kind === 'localized' && nodeOf(unwrap(source.schema).core).type === 'array')
    return `${source.path}: each language holds a list, and Decap edits a set of fields per language`;
  return undefined;
}

function sourceAt(sources: ContentSource[], file: string): ContentSource {
  const source = sources.find((candidate) => candidate.path === file);
  if (!source) throw new Error(`cms/config.ts: no content module reads ${file}`);
  return source;
}

const baseName = (file: string) => path.basename(file).replace(/\.\w+$/, '');

/** The single-file pages and lists, filed as cms/fields.yml's groups say; a file no group names goes under "Other". */
function pageCollections(sources: ContentSource[], rules: CmsRules): DecapCollection[] {
  const localized = sources.filter((source) => source.kind === 'localized' && !inexpressible(source));
  const placed = new Set(rules.groups.flatMap((group) => Object.keys(group.files)));
  const groups = [
    ...rules.groups,
    {
      name: 'other',
      label: 'Other content',
      files: Object.fromEntries(
        localized
          .filter((source) => !placed.has(source.path))
          .map((source) => [source.path, { label: baseName(source.path), preview: '' }]),
      ),
    },
  ];
  return groups
    .map((group) => ({
      name: group.name,
      label: group.label,
      i18n: { structure: 'single_file' },
      files: Object.entries(group.files)
        .filter(([file]) => !inexpressible(sourceAt(sources, file)))
        .map(([file, { label, preview }]) => ({
          name: baseName(file),
          label,
          file,
          i18n: { structure: 'single_file' },
          ...(preview ? { preview_path: preview } : {}),
          fields: fieldsOf(sourceAt(sources, file).schema, { file, path: [], rules }),
        })),
    }))
    .filter((group) => group.files.length > 0);
}

function categoriesCollection(sources: ContentSource[], rules: CmsRules): DecapCollection {
  const { schema } = sourceAt(sources, categoriesFolder);
  return {
    name: 'categories',
    label: 'Categories',
    label_singular: 'Category',
    folder: categoriesFolder,
    extension: 'yml',
    format: 'yml',
    i18n: { structure: 'multiple_folders' },
    identifier_field: 'slug',
    slug: '{{slug}}',
    summary: '{{title}}',
    sortable_fields: [{ field: 'title', default_sort: 'asc' }],
    // The site shows exactly 20 categories: one is replaced by rewriting it, never added or deleted here.
    create: false,
    delete: false,
    preview_path: 'services/{{slug}}',
    // Its products' order: a list of products, dragged into place, picked by name.
    fields: fieldsOf(schema, { file: categoriesFolder, path: [], rules }).map((field) =>
      field.name === 'productOrder'
        ? {
            ...field,
            label: 'Products, in the order the site shows them',
            label_singular: 'Product',
            // Each product shown by name, open, so the list reads as the category page does; folded
            // (to drag it), each item is headed by its product's address, not "Product".
            collapsed: false,
            summary: '{{fields.product}}',
            field: { name: 'product', label: 'Product', widget: 'select', i18n: false, options: productOptions() },
          }
        : field,
    ),
  };
}

function orderCollection(sources: ContentSource[]): DecapCollection {
  sourceAt(sources, orderFile);
  return {
    name: 'category-order',
    label: 'Category order',
    files: [
      {
        name: 'order',
        label: 'Order of the categories',
        file: orderFile,
        preview_path: 'services',
        fields: [
          {
            name: 'categories',
            label: 'Categories, in the order the site shows them',
            label_singular: 'Category',
            hint: `Every category once, exactly ${categoryCount}: drag to reorder.`,
            widget: 'list',
            min: categoryCount,
            max: categoryCount,
            // Folded, each item is headed by its category's title (choiceLabel), not "Category".
            summary: '{{fields.category}}',
            field: { name: 'category', label: 'Category', ...categoryRelation },
          },
        ],
      },
    ],
  };
}

/** A relation to a category: picked from the categories by title, written as its slug. */
const categoryRelation = {
  widget: 'relation',
  collection: 'categories',
  value_field: 'slug',
  search_fields: ['title', 'slug'],
  display_fields: ['title'],
} as const;

/**
 * The products a category's list picks from, by category and name ("Kitchenware › Cutlery sets"),
 * written as their id: the products there are when the editor is built. Grouped by category, so a
 * category's own products are together (typing its name narrows the list to them); the same list for
 * every category, since Decap's options cannot depend on the entry. A select rather than Decap's
 * relation widget, which in a list wrote the whole list into every translation's file as it loaded
 * its choices.
 */
function productOptions(): { label: string; value: string }[] {
  const titles = new Map(getCategories(defaultLocale).map((category) => [category.slug, category.title]));
  const collator = new Intl.Collator(defaultLocale);
  return getProducts(defaultLocale)
    .map((product) => ({ category: titles.get(product.category) ?? product.category, name: product.name, value: product.id }))
    .sort((a, b) => collator.compare(a.category, b.category) || collator.compare(a.name, b.name))
    .map(({ category, name, value }) => ({ label: `${category} › ${name}`, value }));
}

/**
 * The products: an entry each, with its translations side by side (multiple_folders, as the
 * articles). Its category is picked from the categories, whose list of products orders it there.
 */
function productsCollection(sources: ContentSource[], rules: CmsRules): DecapCollection {
  const { schema } = sourceAt(sources, productsFolder);
  const fields = fieldsOf(schema, { file: productsFolder, path: [], rules }).map((field) =>
    field.name === 'category' ? { ...field, ...categoryRelation } : field,
  );
  return {
    name: 'products',
    label: 'Products',
    label_singular: 'product',
    folder: productsFolder,
    extension: 'yml',
    format: 'yml',
    i18n: { structure: 'multiple_folders' },
    identifier_field: 'name',
    // The file is named by the product's address, which the editor writes once.
    slug: '{{id}}',
    summary: '{{name}}',
    // Listed by name from the start (Decap listed them by file name: "Multani blue pottery" among the B's).
    sortable_fields: [{ field: 'name', default_sort: 'asc' }, 'category'],
    view_groups: [{ label: 'Category', field: 'category' }],
    create: true,
    delete: true,
    preview_path: 'services/{{category}}/{{id}}',
    fields,
  };
}

function articlesCollection(sources: ContentSource[], rules: CmsRules): DecapCollection {
  const { schema, body } = sourceAt(sources, blogFolder);
  const fields = fieldsOf(schema, { file: blogFolder, path: [], rules }).map((field) =>
    // content/posts.ts takes a day as YYYY-MM-DD: the date picker writes just that.
    field.name === 'date' ? { ...field, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false } : field,
  );
  const bodyField: DecapField = {
    name: 'body',
    label: 'Article',
    widget: 'markdown',
    i18n: true,
    hint: 'Use the Heading 2 and Heading 3 buttons for the sections of the text: the title above is the article’s one main heading.',
    // No level-1 heading button: the title is the page's only one.
    buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
    media_library: mediaLibrary,
  };
  if (body) {
    const message = body.safeParse('# Title').error?.issues[0]?.message;
    // A line starting with "# " (up to three spaces in) or a line of "=" under text is a level-1 heading.
    if (message)
      bodyField.pattern = ['^(?![\\s\\S]*(?:^|\\n) {0,3}#(?:[ \\t]|\\n|$))(?![\\s\\S]*\\S[^\\n]*\\n {0,3}=+[ \\t]*(?:\\n|$))', message];
  }
  return {
    name: 'articles',
    label: 'Articles',
    label_singular: 'article',
    folder: blogFolder,
    extension: 'md',
    format: 'yaml-frontmatter',
    i18n: { structure: 'multiple_folders' },
    identifier_field: 'title',
    slug: '{{slug}}',
    summary: '{{title}} ({{date}})',
    // Newest first, as the blog lists them.
    sortable_fields: [{ field: 'date', default_sort: 'desc' }, 'title'],
    create: true,
    delete: true,
    preview_path: 'blog/{{slug}}',
    fields: [...fields, bodyField],
  };
}

/** The whole Decap CMS configuration, as plain JSON; `rules` are cms/fields.yml's. */
export function cmsConfig(env: CmsEnv = process.env, rules: CmsRules = readRules()): DecapConfig {
  const sources = contentModules;
  const url = env.CMS_SITE_URL || env.NEXT_PUBLIC_SITE_URL || siteUrl.value;
  const pages = pageCollections(sources, rules);
  // Site details and navigation first, then the catalogue and the blog, then the pages and lists
  // in cms/fields.yml's order.
  const first = ['site', 'navigation'];
  const named = (name: string) => pages.filter((collection) => collection.name === name);
  return {
    backend: backendConfig(env),
    local_backend: true,
    publish_mode: 'editorial_workflow',
    locale: 'en',
    site_url: url,
    display_url: url,
    show_preview_links: true,
    // The sign-in page shows the company's logo (content/site.yml), not Decap's.
    logo: {
      src: `${(env.NEXT_PUBLIC_BASE_PATH ?? '').trim().replace(/\/+$/, '')}${getSite(defaultLocale).images.logo.src}`,
      show_in_header: false,
    },
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'single_file', locales: localeCodes, default_locale: defaultLocale },
    // What each collection and file is for: cms/fields.yml's descriptions.
    collections: withDescriptions(
      [
        ...first.flatMap(named),
        categoriesCollection(sources, rules),
        orderCollection(sources),
        productsCollection(sources, rules),
        articlesCollection(sources, rules),
        ...pages.filter((collection) => !first.includes(collection.name)),
      ],
      rules,
    ),
  };
}
