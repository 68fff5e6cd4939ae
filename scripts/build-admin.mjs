#!/usr/bin/env node
// Builds the editor at /admin/ (Decap CMS) into public/admin/, which `next build` copies to out/admin/; nothing
// from a CDN. What each file is, and why config.yml rather than CMS.init: docs/editing.md, "How it is built".
//
// Usage: node scripts/build-admin.mjs   (ADMIN_SOURCEMAP=1 adds cms.js.map)
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createJiti } from 'jiti';
import postcss from 'postcss';
import { stringify } from 'yaml';
import { identifiersOf } from '../lib/number-style.mjs';
import { generatedDir, languageFaces, readLocales, webFaces } from './build-font.mjs';
import { basePath as basePathOf, loadBuildEnv } from './out-pages.mjs';
import { runAsScript } from './process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where the editor is built, relative to the project, and where the site serves it. */
export const adminDir = 'public/admin';
export const adminPath = '/admin/';

/** The files the build writes into public/admin/ (besides fonts/). */
export const files = { script: 'cms.js', config: 'config.yml', page: 'index.html', style: 'preview.css', content: 'preview-content.json' };

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The editor's page: title, noindex, config link and bundle; no inline script or style (its CSP allows the site's only). */
export function adminHtml({ basePath = '', siteName }) {
  const at = (file) => `${basePath}${adminPath}${file}`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>${escapeHtml(`Content editor · ${siteName}`)}</title>
    <link rel="icon" href="${basePath}/icon.svg" type="image/svg+xml">
    <link rel="cms-config-url" type="text/yaml" href="${at(files.config)}">
    <script src="${at(files.script)}" defer></script>
  </head>
  <body>
    <noscript>The content editor needs JavaScript.</noscript>
  </body>
</html>
`;
}

/** @font-face rules for the site's own faces (components/layout/fonts.ts's and generated/faces.css's, as build-font.mjs cuts them), from fonts/ beside preview.css, and each language face's stack. */
export function fontFaceCss(locales = readLocales()) {
  const faces = webFaces(locales).map(
    ({ file, range, family = 'Inter', weight = '400 700' }) =>
      `@font-face{font-family:'${family}';src:url(fonts/${file}) format('woff2');font-weight:${weight};font-style:normal;font-display:swap;unicode-range:${range}}`,
  );
  const stacks = languageFaces(locales).map(
    (face) => `${face.langs.map((lang) => `html:lang(${lang})`).join(',')}{--font-sans:'${face.family}','Inter',var(--font-inter)}`,
  );
  return [...faces, ...stacks].join('\n');
}

/** What the preview templates need of the content, per language: cms/admin/previews.tsx's PreviewWords. */
export async function previewWords(jiti) {
  const load = (file) => jiti.import(path.join(ROOT, file));
  const { locales } = await load('content/locales.ts');
  const { defaultLocale } = await load('content/locale-path.ts');
  const { getBlog } = await load('content/blog.ts');
  const { getQuotePage } = await load('content/get-quote.ts');
  const words = {};
  for (const { code } of locales) {
    words[code] = {
      date: getBlog(code).date,
      policiesTitle: getQuotePage(code).policies.title,
    };
  }
  return { defaultLocale, locales: locales.map(({ code, lang, dir }) => ({ code, lang, dir })), words };
}

/** What the editor holds an entry's numbers and units to (cms/number-checks.ts): the units, the languages' tags, the postcodes. */
export async function numberChecks(jiti, { numberGrouping, unitWord }, names) {
  const { readYaml } = await jiti.import(path.join(ROOT, 'content/read.ts'));
  const { locales } = await jiti.import(path.join(ROOT, 'content/locales.ts'));
  return {
    units: readYaml('content/units.yml'),
    tags: Object.fromEntries(locales.map(({ code, lang }) => [code, lang])),
    identifiers: identifiersOf(readYaml('content/site.yml')),
    languageNames: names,
    messages: { numberGrouping, unitWord },
  };
}

/** The content files the previews' loaders read in the browser (previewPlugin), besides the entry being edited. */
export const previewFiles = [
  'content/locales.yml',
  'content/site.yml',
  'content/units.yml',
  'content/interface.yml',
  'content/navigation.yml',
  'content/catalogue.yml',
  'content/product-page.yml',
  'content/certifications.yml',
  'content/trade-terms.yml',
  'content/countries.yml',
  'content/home.yml',
  'content/stats.yml',
  'content/cta.yml',
  'content/forms.yml',
  'content/contact.yml',
  'content/search.yml',
  'content/quote.yml',
  'content/get-quote.yml',
  'content/preview.yml',
  'content/services/order.yml',
];

/** What the previews read besides the entry (PreviewContent): the files above, and each language's categories. */
export async function previewContent(jiti) {
  const { locales } = await jiti.import(path.join(ROOT, 'content/locales.ts'));
  const { defaultLocale } = await jiti.import(path.join(ROOT, 'content/locale-path.ts'));
  const { getCategories } = await jiti.import(path.join(ROOT, 'content/categories.ts'));
  const { readYaml } = await jiti.import(path.join(ROOT, 'content/read.ts'));
  const { registerAround } = await jiti.import(path.join(ROOT, 'components/views/forms.ts'));
  const { quoteAround } = await jiti.import(path.join(ROOT, 'components/views/quote.ts'));
  const { blogAround } = await jiti.import(path.join(ROOT, 'components/views/blog-around.ts'));
  // The product the words around every product's page are previewed on: the first with a page of its own.
  const sampleCategory = getCategories(defaultLocale).find((category) => category.products.some((product) => product.hasPage));
  const sampleId = sampleCategory?.products.find((product) => product.hasPage)?.id;
  return {
    files: Object.fromEntries(previewFiles.map((file) => [file, JSON.stringify(readYaml(file))])),
    sample: Object.fromEntries(
      locales.map(({ code }) => [
        code,
        sampleCategory && {
          category: sampleCategory.slug,
          product: getCategories(code)
            .find((category) => category.slug === sampleCategory.slug)
            ?.products.find((product) => product.id === sampleId),
        },
      ]),
    ),
    // What the register, quote and blog pages show around their words (the countries, the products' names, our
    // articles …), which the editor cannot read itself: i18n-iso-countries' tables and the content folders are not in its bundle.
    around: Object.fromEntries(
      locales.map(({ code }) => [code, { register: registerAround(code), quote: quoteAround(code), blog: blogAround(code) }]),
    ),
    categories: Object.fromEntries(
      locales.map(({ code }) => [
        code,
        getCategories(code).map(({ slug, title, description, image, products }) => ({
          slug,
          title,
          description,
          image,
          // What a category page shows of each (cms/admin/view-previews.tsx, ListedProduct).
          products: products.map(({ id, name, summary, hasPage, inEnglish, moq, leadTime, packing, spec }) => ({
            id,
            name,
            summary,
            hasPage,
            inEnglish,
            moq,
            leadTime,
            packing,
            spec,
          })),
        })),
      ]),
    ),
  };
}

/**
 * The places of Decap's code the editor changes (docs/editing.md, "Where the editor changes Decap"). Each must
 * match exactly once, or the build fails: a new Decap version is checked, not silently missed.
 */
export const decapPatches = [
  // A refused save is said until the editor closes it (a click), not for 8 seconds: it says what to change.
  {
    file: 'decap-cms-core/dist/esm/actions/entries.js',
    replacements: [
      [
        "key: 'ui.toast.onFailToPersist'\n        },\n        type: 'error',\n        dismissAfter: 8000",
        "key: 'ui.toast.onFailToPersist'\n        },\n        type: 'error',\n        dismissAfter: false",
      ],
    ],
  },
  // A field kept in English only is hidden in a translation's form, keeping its place so the two forms stay level.
  // Inside a list item its place was an empty box (an Arabic photo item's picker, emptier than English's with its
  // photo): marked, so the editor's stylesheet shows such a field once, in English (directionCss).
  {
    file: 'decap-cms-core/dist/esm/components/Editor/EditorControlPane/EditorControl.js',
    replacements: [
      [
        `"aria-label": t('editor.editorControl.field.widgetLabel', {`,
        `"data-hidden-in-list": isHidden && isParentListCollapsed !== undefined ? '' : undefined,\n        "aria-label": t('editor.editorControl.field.widgetLabel', {`,
      ],
    ],
  },
  // A list item's buttons show only an icon: they get a name (cms/fields.yml's messages.listButtons), and the fold
  // button says whether the item is open.
  {
    file: 'decap-cms-ui-default/dist/esm/ListItemTopBar.js',
    replacements: [
      [
        'onClick: onCollapseToggle,',
        "onClick: onCollapseToggle,\n      'aria-label': globalThis.__cmsEditor.listButton(collapsed ? 'unfold' : 'fold'),\n      'aria-expanded': !collapsed,",
      ],
      ['onClick: onRemove,', "onClick: onRemove,\n      'aria-label': globalThis.__cmsEditor.listButton('remove'),"],
    ],
  },
  {
    file: 'decap-cms-core/dist/esm/components/Editor/EditorControlPane/EditorControlPane.js',
    replacements: [
      ['locale: locale.toUpperCase()', 'locale: globalThis.__cmsEditor.name(locale)'],
      ['locale: sourceLocale.toUpperCase()', 'locale: globalThis.__cmsEditor.name(sourceLocale)'],
      [
        'label: l,\n      onClick: () => onLocaleChange(l)',
        'label: globalThis.__cmsEditor.name(l),\n      onClick: () => onLocaleChange(l)',
      ],
      [
        'return _jsxs(ControlPaneContainer, {',
        'return _jsxs(ControlPaneContainer, {\n      lang: locale,\n      "data-writing-language": locale,\n      "data-writing-direction": globalThis.__cmsEditor.dir(locale),',
      ],
      // A translation's field is drawn again when English's changes: its list's Add and Remove follow
      // English's items (listAllows), and Decap draws a field again only when its own value changes.
      [
        '          isFieldHidden: this.isFieldHidden,\n          locale: locale\n        }, key);',
        "          isFieldHidden: this.isFieldHidden,\n          locale: locale,\n          englishValue: locale !== defaultLocale ? entry.getIn(['data', field.get('name')]) : undefined\n        }, key);",
      ],
    ],
  },
  {
    file: 'decap-cms-core/dist/esm/lib/formatters.js',
    replacements: [
      ['return `${basePath}/${previewPath}`;', 'return globalThis.__cmsEditor.previewUrl(basePath, previewPath);'],
      [
        'if (!isOpenAuthoring) {\n    return commitMessage + trailers;',
        'if (!isOpenAuthoring) {\n    return globalThis.__cmsEditor.commitMessage(type, commitMessage) + trailers;',
      ],
    ],
  },
  {
    // The media library lists pictures, not the .gitkeep that keeps public/images/uploads/ in git.
    file: 'decap-cms-core/dist/esm/actions/mediaLibrary.js',
    replacements: [
      [
        'payload: {\n      files,\n      ...opts',
        "payload: {\n      files: files.filter(file => !String(file.name ?? '').startsWith('.')),\n      ...opts",
      ],
    ],
  },
  {
    // The products listed by category read "Kitchenware", not "Category kitchenware" (the address).
    file: 'decap-cms-core/dist/esm/components/Collection/Entries/EntriesCollection.js',
    replacements: [['return `${label} ${value}`.trim();', 'return globalThis.__cmsEditor.groupTitle(label, value);']],
  },
  {
    file: 'decap-cms-core/dist/esm/backend.js',
    replacements: [
      [
        'if (!this.implementation.getDeployPreview || this.config.show_preview_links === false) {',
        'if (globalThis.__cmsEditor.local) return entry?.get("data") ? this.getDeploy(collection, slug, entry) : undefined;\n    if (!this.implementation.getDeployPreview || this.config.show_preview_links === false) {',
      ],
    ],
  },
  {
    // Keyed by the address, each entry gets an Editor of its own: a reused one showed the previous entry's
    // empty form (docs/editing.md, "Nothing an editor does is lost").
    file: 'decap-cms-core/dist/esm/components/App/App.js',
    replacements: [
      [
        'render: props => _jsx(Editor, {\n              ...props,\n              newRecord: true\n            })',
        'render: props => _jsx(Editor, {\n              ...props,\n              newRecord: true\n            }, props.location.pathname)',
      ],
      [
        'render: props => _jsx(Editor, {\n              ...props\n            })',
        'render: props => _jsx(Editor, {\n              ...props\n            }, props.location.pathname)',
      ],
    ],
  },
  {
    // ... and shows "Loading entry" until its own draft is made, not the last entry's draft.
    file: 'decap-cms-core/dist/esm/components/Editor/Editor.js',
    replacements: [
      [
        "entryDraft.get('entry') === undefined || entry && entry.get('isFetching')) {",
        "entryDraft.get('entry') === undefined || entryDraft.getIn(['entry', 'collection']) !== collection.get('name') || slug !== undefined && entryDraft.getIn(['entry', 'slug']) !== slug || entry && entry.get('isFetching')) {",
      ],
    ],
  },
  {
    // A picture's field holds its address on the site (/images/uploads/x.jpg, public_folder), which Decap
    // takes as a URL to load as is, so a photo uploaded to a draft showed broken (a 404 from the site)
    // until published. Decap keeps that photo (just uploaded, or read back from the draft's branch) under
    // its path in the repository (public/images/uploads/x.jpg, media_folder): an address of the public
    // folder is looked up there first (docs/editing.md, "Uploads").
    file: 'decap-cms-core/dist/esm/actions/media.js',
    replacements: [
      [
        "import { selectMediaFilePath } from '../reducers/entries';",
        "import { selectMediaFilePath, selectMediaFilePublicPath } from '../reducers/entries';",
      ],
      [
        'const resolvedPath = selectMediaFilePath(state.config, collection, entry, path, field);',
        "let resolvedPath = selectMediaFilePath(state.config, collection, entry, path, field);\n    if (isAbsolutePath(path) && !/^(?:[a-z]+:)?\\/\\//i.test(path)) {\n      const name = path.split('/').pop();\n      const inMediaFolder = selectMediaFilePath(state.config, collection, entry, name, field);\n      if (state.medias[inMediaFolder]?.asset && selectMediaFilePublicPath(state.config, collection, name, entry, field) === path) resolvedPath = inMediaFolder;\n    }",
      ],
    ],
  },
  {
    // Reading back a draft, Decap asks for every language's file, and for one the draft did not change
    // it has no id, which decap-server refused (422, in the console at every multi-language save): the
    // draft then opened without that language's words. That file is as the site has it: it is read
    // from the site's branch (decap-server's getEntry, no checkout of the draft's branch, which would
    // queue behind the others and time out on a busy machine); a language with no file answers nothing
    // and is left out, as Decap does with a file that is not there.
    file: 'decap-cms-backend-proxy/dist/esm/implementation.js',
    replacements: [
      [
        '  async unpublishedEntryDataFile(collection, slug, path, id) {\n',
        "  async unpublishedEntryDataFile(collection, slug, path, id) {\n    if (!id) {\n      const { data } = await this.request({ action: 'getEntry', params: { branch: this.branch, path } });\n      if (data === null || data === undefined) throw new Error(`No file ${path}`);\n      return data;\n    }\n",
      ],
    ],
  },

  {
    // English's form and a translation's scroll together field by field (cms/admin/aligned-panes.ts),
    // not in proportion to their heights, which drifted apart as one form grew.
    file: 'decap-cms-core/dist/esm/components/Editor/EditorInterface.js',
    replacements: [
      ['overFlow: !this.state.scrollSyncEnabled,', 'overFlow: true,'],
      [
        'const editorWithEditor = _jsx(ScrollSync, {\n      enabled: this.state.scrollSyncEnabled,',
        'const editorWithEditor = _jsx(ScrollSync, {\n      enabled: false,',
      ],
    ],
  },
  {
    // A translation's list follows English's: items added only while English has more, none dragged,
    // none removed but those past English's last; an item is labelled as English's (a photo's alt by
    // its photo). cms/admin/editor-language.ts, listAllows and listItemForLabel.
    file: 'decap-cms-widget-list/dist/esm/ListControl.js',
    replacements: [
      [
        "allowRemove: field.get('allow_remove', true),",
        "allowRemove: field.get('allow_remove', true) && globalThis.__cmsEditor.listAllows(this.props, 'remove', index),",
      ],
      [
        "allowReorder: field.get('allow_reorder', true),",
        "allowReorder: field.get('allow_reorder', true) && globalThis.__cmsEditor.listAllows(this.props, 'reorder', index),",
      ],
      ['children: this.objectLabel(item)', 'children: this.objectLabel(globalThis.__cmsEditor.listItemForLabel(this.props, index, item))'],
      // A folded item of choices reads as its choice's label (a product's name), not its value (its address).
      [
        "const data = fromJS({\n            [singleField.get('name')]: item\n          });",
        "const data = fromJS({\n            [singleField.get('name')]: globalThis.__cmsEditor.choiceLabel(singleField, item)\n          });",
      ],
      [
        "allowAdd: field.get('allow_add', true),",
        "allowAdd: field.get('allow_add', true) && globalThis.__cmsEditor.listAllows(this.props, 'add'),",
      ],
      // A list item's fields are told the form's language, so a field kept in English only (a photo's
      // picture) is hidden in a translation's item as it is outside a list: Decap passed it nothing.
      [
        '          forList: true,',
        '          forList: true,\n          locale: this.props.locale,\n          isFieldHidden: this.props.isFieldHidden,\n          isFieldDuplicate: this.props.isFieldDuplicate,',
      ],
      // English's item dragged or removed: each translation's item N follows (listMoved, listRemoved).
      [
        '    this.props.onChange(newValue);\n\n    // Update collapsing',
        '    this.props.onChange(newValue);\n    globalThis.__cmsEditor.listMoved(this.props, oldIndex, newIndex);\n\n    // Update collapsing',
      ],
      [
        '    onChange(newValue, parsedMetadata);\n  };',
        '    onChange(newValue, parsedMetadata);\n    globalThis.__cmsEditor.listRemoved(this.props, index);\n  };',
      ],
    ],
  },
  {
    file: 'decap-cms-core/dist/esm/lib/i18n.js',
    replacements: [
      [
        "raw: draft.get('data') ? entryToRaw(draft) : '',",
        "raw: draft.get('data') && (locale === defaultLocale || globalThis.__cmsEditor.hasWords(collection, draft.get('data'))) ? entryToRaw(draft) : '',",
      ],
      // A language with no data in a draft read back from its branch is left alone, not serialized
      // (it threw, and a second Save did nothing: docs/editing.md, "A second Save").
      [
        'entry = entry.setIn(dataPath, serializeValues(entry.getIn(dataPath)));',
        'if (entry.getIn(dataPath)) entry = entry.setIn(dataPath, serializeValues(entry.getIn(dataPath)));',
      ],
    ],
  },
];

/** Decap's interface languages (decap-cms-locales: "fr", "zh_Hans", "nb_no", …), as its index exports them. */
export function decapLocaleNames(root = ROOT) {
  const index = readFileSync(path.join(root, 'node_modules/decap-cms-locales/dist/esm/index.js'), 'utf8');
  return [...index.matchAll(/export \{ default as (\w+) \}/g)].map((match) => match[1]);
}

/** The interface languages bundled: English, and Decap's for each site language it has ("zh-Hans" is its zh_Hans), with their tags. */
export function editorLocales(siteLocales, decapNames) {
  const byTag = new Map(decapNames.map((name) => [name.toLowerCase().replace(/_/g, '-'), name]));
  const chosen = [{ name: 'en', lang: 'en' }];
  for (const { lang } of siteLocales) {
    const tag = lang.toLowerCase();
    const name = byTag.get(tag) ?? byTag.get(tag.split('-')[0]);
    if (name && !chosen.some((locale) => locale.name === name)) chosen.push({ name, lang });
  }
  return chosen;
}

/** The module `editor-locales` (cms/admin/index.tsx): each chosen language with Decap's phrases for it, and nothing of the others. */
function editorLocalesPlugin(chosen) {
  return {
    name: 'editor-locales',
    setup(build) {
      build.onResolve({ filter: /^editor-locales$/ }, () => ({ path: 'editor-locales', namespace: 'editor-locales' }));
      build.onLoad({ filter: /.*/, namespace: 'editor-locales' }, () => ({
        contents:
          chosen.map(({ name }) => `import ${name} from 'decap-cms-locales/dist/esm/${name}';`).join('\n') +
          `\nexport default [${chosen.map(({ name, lang }) => `{ name: '${name}', lang: '${lang}', phrases: ${name} }`).join(', ')}];\n`,
        resolveDir: ROOT,
        loader: 'js',
      }));
    },
  };
}

/** Parts of Decap's packages this site cannot reach, each answered by a small module (docs/editing.md, "Weight"). */
export const leftOut = [
  {
    module: 'react-dom/server',
    // Not among react-dom's exports: reached by its file.
    contents: `export { renderToString, renderToStaticMarkup } from ${JSON.stringify(path.join(ROOT, 'node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js'))};`,
  },
  {
    module: '@iarna/toml/parse-string',
    contents: "export default () => { throw new Error('This editor is built without TOML (scripts/build-admin.mjs, leftOut)'); };",
  },
  {
    module: 'tomlify-j0.4',
    contents: "export default { toToml() { throw new Error('This editor is built without TOML (scripts/build-admin.mjs, leftOut)'); } };",
  },
  {
    module: '@jsquash/webp',
    contents:
      "export const encode = () => { throw new Error('This editor is built without WebP conversion (scripts/build-admin.mjs, leftOut)'); };",
  },
];

/** Modules of the site the previews need not load: framer-motion (263 kB), which only counts the track record's figures up. */
export const previewStandIns = [
  {
    module: 'framer-motion',
    // The figure as it ends (components/sections/stat-counter.tsx).
    contents: 'export const animate = (from, to, { onUpdate }) => { onUpdate?.(to); return { stop() {} }; };',
  },
];

const leftOutPlugin = {
  name: 'left-out',
  setup(build) {
    for (const { module } of [...leftOut, ...previewStandIns]) {
      const filter = new RegExp(`^${module.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
      build.onResolve({ filter }, () => ({ path: module, namespace: 'left-out' }));
    }
    build.onLoad({ filter: /.*/, namespace: 'left-out' }, (args) => ({
      contents: [...leftOut, ...previewStandIns].find(({ module }) => module === args.path).contents,
      resolveDir: ROOT,
      loader: 'js',
    }));
  },
};

/** In the editor no image file can be read: an image's size is the build's to measure; the rest of image-size.ts stays. */
const browserImageSizePlugin = {
  name: 'browser-image-size',
  setup(build) {
    build.onResolve({ filter: /(^|\/)image-size$/ }, (args) =>
      args.importer.startsWith(path.join(ROOT, 'content')) ? { path: 'browser-image-size', namespace: 'browser-image-size' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'browser-image-size' }, () => ({
      contents: 'export class ImageSizeError extends Error {}\nexport const contentImageSize = () => ({ width: 0, height: 0 });\n',
      loader: 'js',
    }));
  },
};

/**
 * zod's languages, JSON Schema converters and compiler, which esbuild keeps once `z` is used and the editor never
 * calls: each answered by a module of the same exports that throws if called (0.1 MB gzip less).
 */
export const zodTrimmed = [
  'locales/index.js',
  'classic/from-json-schema.js',
  'core/compile.js',
  'core/json-schema-processors.js',
  'core/to-json-schema.js',
];

/** The names a module of zod exports (`export const x`, `export function x`, `export { a, b as c }`, `export * as x`). */
export function exportNames(source) {
  const names = [...source.matchAll(/^export (?:const|let|function\*?|class|async function) ([\w$]+)/gm)].map((match) => match[1]);
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm))
    names.push(
      ...list
        .split(',')
        .map((item) =>
          item
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        )
        .filter(Boolean),
    );
  names.push(...[...source.matchAll(/^export \* as ([\w$]+)/gm)].map((match) => match[1]));
  return [...new Set(names)];
}

const zodTrimPlugin = {
  name: 'zod-trim',
  setup(build) {
    const zodDir = path.join(ROOT, 'node_modules/zod/v4');
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (!args.importer.startsWith(zodDir)) return undefined;
      const target = path.resolve(args.resolveDir, args.path);
      return zodTrimmed.some((file) => target === path.join(zodDir, file)) ? { path: target, namespace: 'zod-trim' } : undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'zod-trim' }, (args) => ({
      // The languages are only ever reached as the namespace z.locales: nothing in it.
      contents: args.path.endsWith(path.join('locales', 'index.js'))
        ? 'export {};'
        : `const left = () => () => { throw new Error('This part of zod is left out of the editor (scripts/build-admin.mjs, zodTrimmed)'); };\nexport { ${exportNames(
            readFileSync(args.path, 'utf8'),
          )
            .map((name) => `left as ${name}`)
            .join(', ')} };`,
      loader: 'js',
    }));
  },
};

/**
 * The previews run the site's views in the browser over previewContent, through stand-ins for node:fs and node:path;
 * the site's modules are side-effect free, so loaders no preview calls stay out. markdown-it gives way to Decap's.
 */
const previewModules = {
  'node:fs': `const files = () => globalThis.__cmsPreviewFiles ?? {};
export const readFileSync = (file) => { const text = files()[file]; if (text === undefined) throw new Error(file + ': not among the files the previews read (scripts/build-admin.mjs, previewFiles)'); return text; };
export const existsSync = (file) => file in files();
export const readdirSync = () => [];
export const statSync = () => ({ mtimeMs: 0, size: 0 });`,
  'node:path': `export const join = (...parts) => parts.filter(Boolean).join('/');
export const resolve = join;
export default { join, resolve };`,
  yaml: `export const parse = (text) => JSON.parse(text);
export class YAMLParseError extends Error {}`,
  'markdown-it': `export default class { render() { throw new Error('The editor renders Markdown with Decap (scripts/build-admin.mjs, previewModules)'); } }`,
  'image-variants': `export const variantsOf = () => undefined;`,
  // The country names come with the previews' content (previewContent's around): the package's tables stay out.
  // The search page's results read the address's ?q= through Next's router, which the editor has not: a preview is the page before a query.
  // The header's language menus read the page's address: the pages it is previewed around are the home page.
  'next/navigation': `export const useSearchParams = () => new URLSearchParams();
export const usePathname = () => '/';`,
  // …so it never searches: the index's library stays out.
  minisearch: `export default class MiniSearch { static loadJS() { throw new Error('The editor does not search: its preview is the search page before a query (scripts/build-admin.mjs, previewModules)'); } }`,
  'i18n-iso-countries': `export default { langs: () => [], registerLocale() {}, getNames() { throw new Error('The editor has no country tables: the previews read the countries from preview-content.json (scripts/build-admin.mjs, previewModules)'); } };`,
};

/** The site's own modules (not the editor's, nor any package's), whose loaders and sections the previews reach. */
const siteModule = (file) => ['content', 'components', 'lib'].some((dir) => file.startsWith(path.join(ROOT, dir, path.sep)));
const inProject = (file) => file.startsWith(ROOT) && !file.includes(`${path.sep}node_modules${path.sep}`);

const previewPlugin = {
  name: 'preview-modules',
  setup(build) {
    const contentDir = path.join(ROOT, 'content');
    build.onResolve(
      { filter: /^(node:fs|node:path|yaml|markdown-it|i18n-iso-countries|minisearch|next\/navigation|\.\/image-variants)$/ },
      (args) => {
        const name = args.path.replace('./', '');
        if (name === 'yaml' || name === 'markdown-it' ? !args.importer.startsWith(contentDir) : !inProject(args.importer)) return undefined;
        return { path: name, namespace: 'preview-modules' };
      },
    );
    build.onLoad({ filter: /.*/, namespace: 'preview-modules' }, (args) => {
      const contents = previewModules[args.path];
      return { contents: typeof contents === 'function' ? contents() : contents, loader: 'js' };
    });
    build.onResolve({ filter: /.*/ }, async (args) => {
      // A package never imports the site's modules: only the project's own imports are looked up again.
      if (args.pluginData?.previewResolved || args.kind === 'entry-point' || !inProject(args.importer)) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { previewResolved: true },
      });
      if (resolved.errors.length > 0 || resolved.namespace !== 'file' || !siteModule(resolved.path)) return undefined;
      return { ...resolved, sideEffects: false };
    });
    // content/read.ts reads under the working directory, which a browser has not.
    build.onLoad({ filter: /content[\\/]read\.ts$/ }, (args) => ({
      contents: patchSource('content/read.ts', readFileSync(args.path, 'utf8'), [['const root = process.cwd();', "const root = '';"]]),
      loader: 'ts',
    }));
  },
};

/** `source` with each of `replacements` made, or an error naming the one that does not match exactly once. */
export function patchSource(file, source, replacements) {
  return replacements.reduce((text, [from, to]) => {
    const count = text.split(from).length - 1;
    if (count !== 1)
      throw new Error(`build-admin: ${file} has ${count} copies of ${JSON.stringify(from)}; update decapPatches for this Decap version`);
    return text.replace(from, () => to);
  }, source);
}

const decapPatchPlugin = {
  name: 'decap-patches',
  setup(build) {
    for (const { file, replacements } of decapPatches) {
      const filter = new RegExp(`${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
      build.onLoad({ filter }, (args) => ({ contents: patchSource(file, readFileSync(args.path, 'utf8'), replacements), loader: 'jsx' }));
    }
  },
};

/** Bundles cms/admin/index.tsx into `outFile`; returns esbuild's result (with its metafile). */
export async function bundle({
  outFile,
  define,
  sourcemap = false,
  minify = true,
  locales = editorLocales(readLocales(), decapLocaleNames()),
}) {
  const esbuild = await import('esbuild');
  return esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [path.join(ROOT, 'cms/admin/index.tsx')],
    outfile: outFile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    minify,
    sourcemap,
    legalComments: 'none',
    jsx: 'automatic',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    define: {
      'process.env.NODE_ENV': '"production"',
      global: 'globalThis',
      ...define,
    },
    logLevel: 'warning',
    metafile: true,
    plugins: [decapPatchPlugin, editorLocalesPlugin(locales), leftOutPlugin, browserImageSizePlugin, zodTrimPlugin, previewPlugin],
  });
}

/** The site's stylesheet for the preview pane: app/globals.css with the classes of cms/admin/, and the site's faces. */
export async function previewCss() {
  // Loaded when used: @tailwindcss/postcss registers module hooks that a test runner refuses.
  const { default: tailwind } = await import('@tailwindcss/postcss');
  const from = path.join(ROOT, 'cms/admin/preview.css');
  const result = await postcss([tailwind({ base: ROOT, optimize: { minify: true } })]).process(readFileSync(from, 'utf8'), { from });
  return `${fontFaceCss()}\n${result.css}`;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** config.yml's text for Decap's `config`. */
const configYaml = (config) =>
  `# Generated by scripts/build-admin.mjs from cms/config.ts: edit the content schemas or cms/fields.yml, not this file.\n${stringify(config, { lineWidth: 0 })}`;

/** Builds everything into public/admin/ (emptied first); returns the sizes and the time it took. */
export async function buildAdmin({ env = process.env, outDir = path.join(ROOT, adminDir), sourcemap = false } = {}) {
  const started = performance.now();
  const jiti = createJiti(import.meta.url, { alias: { '@': ROOT } });
  const { cmsConfig, readRules } = await jiti.import(path.join(ROOT, 'cms/config.ts'));
  const { translationChecks } = await jiti.import(path.join(ROOT, 'cms/translation-checks.ts'));
  const { saveChecks } = await jiti.import(path.join(ROOT, 'cms/save-checks.ts'));
  const { contentRules } = await jiti.import(path.join(ROOT, 'cms/content-rules.ts'));
  const { getCertifications } = await jiti.import(path.join(ROOT, 'content/certifications.ts'));
  const { getTradeTerms } = await jiti.import(path.join(ROOT, 'content/trade-terms.ts'));
  const { getCategories, orderFile } = await jiti.import(path.join(ROOT, 'content/categories.ts'));
  const { languageNames, takenAddresses } = await jiti.import(path.join(ROOT, 'cms/config.ts'));
  const config = cmsConfig(env);
  const words = await previewWords(jiti);
  const { getSite } = await jiti.import(path.join(ROOT, 'content/site.ts'));
  const basePath = basePathOf(env);

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.join(outDir, 'fonts'), { recursive: true });
  writeFileSync(path.join(outDir, files.config), configYaml(config));
  writeFileSync(path.join(outDir, files.page), adminHtml({ basePath, siteName: getSite(words.defaultLocale).name }));
  for (const { file } of webFaces()) copyFileSync(path.join(generatedDir, file), path.join(outDir, 'fonts', file));
  writeFileSync(path.join(outDir, files.style), await previewCss());
  writeFileSync(path.join(outDir, files.content), JSON.stringify(await previewContent(jiti)));
  const result = await bundle({
    outFile: path.join(outDir, files.script),
    sourcemap,
    define: {
      CMS_PREVIEW_STYLE: JSON.stringify(`${basePath}${adminPath}${files.style}`),
      CMS_PREVIEW_CONTENT: JSON.stringify(`${basePath}${adminPath}${files.content}`),
      // The site's modules the previews run read their build settings as Next inlines them.
      'process.env': JSON.stringify({
        NODE_ENV: 'production',
        ...Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('NEXT_PUBLIC_'))),
      }),
      CMS_BASE_PATH: JSON.stringify(basePath),
      CMS_PREVIEW_WORDS: JSON.stringify(words),
      CMS_TRANSLATION_CHECKS: JSON.stringify(translationChecks(config, readRules().messages, languageNames())),
      CMS_CONTENT_RULES: JSON.stringify(
        contentRules(config, readRules().messages, languageNames(), {
          categories: orderFile.get().categories,
          categoryTitles: Object.fromEntries(getCategories(words.defaultLocale).map(({ slug, title }) => [slug, title])),
          certificates: getCertifications(words.defaultLocale).certifications.map(({ id }) => id),
          ports: getTradeTerms(words.defaultLocale).ports.map(({ id }) => id),
        }),
      ),
      CMS_SAVE_CHECKS: JSON.stringify(saveChecks(config, readRules().messages, languageNames(), takenAddresses(config))),
      CMS_NUMBER_CHECKS: JSON.stringify(await numberChecks(jiti, readRules().messages, languageNames())),
    },
  });
  const script = readFileSync(path.join(outDir, files.script));
  const outputs = Object.keys(result.metafile.outputs).filter((file) => !file.endsWith('.map'));
  return {
    seconds: (performance.now() - started) / 1000,
    script: { bytes: script.length, gzip: gzipSync(script, { level: 9 }).length },
    style: { bytes: statSync(path.join(outDir, files.style)).size },
    outputs,
    collections: config.collections.length,
  };
}

/** Builds the editor as `npm run build` does (ADMIN_SOURCEMAP=1 adds a source map); returns the line it prints. */
export async function buildAdminStep() {
  const stats = await buildAdmin({ sourcemap: Boolean(process.env.ADMIN_SOURCEMAP) });
  return (
    `build-admin: ${adminDir}/ in ${stats.seconds.toFixed(1)} s: ${files.script} ${kB(stats.script.bytes)} (${kB(stats.script.gzip)} gzip), ` +
    `${files.style} ${kB(stats.style.bytes)}, ${files.config} with ${stats.collections} collections`
  );
}

/**
 * Writes again what the editor reads of the content, from content/ as it is now: the previews'
 * content (preview-content.json) and config.yml, whose pickers list the products and categories.
 * `npm run cms` runs it (--content, in a process of its own, so no loader's cache is stale) whenever a
 * file under content/ changes, so after a publish a reload of the editor lists and previews the
 * published content.
 */
export async function writeEditorContent({ env = process.env, outDir = path.join(ROOT, adminDir) } = {}) {
  const jiti = createJiti(import.meta.url, { alias: { '@': ROOT } });
  const { cmsConfig } = await jiti.import(path.join(ROOT, 'cms/config.ts'));
  writeFileSync(path.join(outDir, files.content), JSON.stringify(await previewContent(jiti)));
  writeFileSync(path.join(outDir, files.config), configYaml(cmsConfig(env)));
}

runAsScript(import.meta.url, 'build-admin', async () => {
  loadBuildEnv(ROOT);
  if (process.argv.includes('--content')) await writeEditorContent();
  else console.log(await buildAdminStep());
});
