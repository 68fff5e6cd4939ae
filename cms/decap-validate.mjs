// Checks a Decap CMS configuration with Decap's own code, as /admin/ would on loading it:
// validateConfig (decap-cms-core/src/constants/configSchema.js, with the widgets' option schemas
// registered as decap-cms-app registers them) and then normalizeConfig and applyDefaults
// (src/actions/config.ts), which throw on what the schema lets through (a files collection whose
// i18n is not single_file, a default locale missing from the locales). decap-cms-core's source is
// bundled with esbuild; it needs a window, so this runs in its own Node process with jsdom's.
// It also gives, for each collection that creates entries, the form Decap opens a new entry with
// (createEmptyDraftData, src/actions/entries.ts): what an editor starts from before typing anything.
// Usage: node cms/decap-validate.mjs <config.json>  →  prints { "valid": true, "drafts": { <collection>: … } }
// or { "valid": false, "message": … }
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const widgetsWithOptions = [
  'list',
  'object',
  'select',
  'number',
  'image',
  'file',
  'relation',
  'datetime',
  'markdown',
  'code',
  'map',
  'richtext',
];
const widgetsWithout = ['string', 'text', 'boolean', 'color', 'uuid'];

const entry = `
import { validateConfig } from 'decap-cms-core/src/constants/configSchema';
import { applyDefaults, normalizeConfig } from 'decap-cms-core/src/actions/config';
import { createEmptyDraftData } from 'decap-cms-core/src/actions/entries';
import { fromJS } from 'immutable';
import { registerWidget, registerBackend } from 'decap-cms-core/src/lib/registry';
${widgetsWithOptions.map((name) => `import ${name} from 'decap-cms-widget-${name}/src/schema';`).join('\n')}
const schemas = { ${widgetsWithOptions.join(', ')} };
for (const name of [...${JSON.stringify(widgetsWithout)}, ...Object.keys(schemas)]) registerWidget(name, () => null, null, schemas[name] || {});
module.exports = { validateConfig, applyDefaults, normalizeConfig, registerBackend, createEmptyDraftData, fromJS };
`;

function main() {
  const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
  const { JSDOM } = require('jsdom');
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  dom.window.URL.createObjectURL = () => 'blob:';
  Object.assign(globalThis, { window: dom.window, document: dom.window.document, localStorage: dom.window.localStorage });
  const dir = mkdtempSync(path.join(tmpdir(), 'decap-validate-'));
  try {
    const esbuild = require('esbuild');
    const { outputFiles } = esbuild.buildSync({
      stdin: { contents: entry, resolveDir: root, loader: 'js' },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      write: false,
      logLevel: 'error',
      loader: { '.js': 'jsx' },
      mainFields: ['module', 'main'],
      nodePaths: (process.env.NODE_PATH || '').split(path.delimiter).filter(Boolean),
    });
    const bundle = path.join(dir, 'decap.cjs');
    writeFileSync(bundle, outputFiles[0].text);
    // A CommonJS bundle, loaded after the window above exists.
    const decap = require(bundle);
    // Decap looks the backend up by name; a stand-in with that name is all applyDefaults asks of it.
    decap.registerBackend(config.backend.name, class {});
    const quiet = console.error;
    console.error = () => {};
    try {
      decap.validateConfig(config);
      decap.applyDefaults(decap.normalizeConfig(config));
    } finally {
      console.error = quiet;
    }
    const drafts = Object.fromEntries(
      config.collections
        .filter((collection) => collection.create && collection.fields)
        .map((collection) => [collection.name, decap.createEmptyDraftData(decap.fromJS(collection.fields))]),
    );
    return { valid: true, drafts };
  } catch (error) {
    return { valid: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.stdout.write(`${JSON.stringify(main())}\n`);
