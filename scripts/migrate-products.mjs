// One-off migration (issue 25): every product moves out of its category file
// (content/services/<locale>/<category>.yml, `products:` matched to English by position) into an
// entry of its own, content/products/<locale>/<id>.yml, with its category and position. A
// translation is matched to its English product here, once, by position, as the site did; from
// then on each translation sits beside its product by file name.
//
//   node scripts/migrate-products.mjs            writes content/products/, leaves the categories
//   node scripts/migrate-products.mjs --strip    also removes `products:` from the category files
//   node scripts/migrate-products.mjs --snapshot FILE  writes what the categories held, as JSON
//
// Existing product files are not overwritten (they may hold more than the category did).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';

const services = 'content/services';
const products = 'content/products';
const args = process.argv.slice(2);
const locales = readdirSync(services, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const read = (file) => parse(readFileSync(file, 'utf8'), { schema: 'core' });
const yaml = (data) => stringify(data, { lineWidth: 100 });

/** Every category's products in every language, as the category files hold them. */
function snapshot() {
  const result = {};
  for (const locale of locales)
    for (const name of readdirSync(path.join(services, locale)).filter((file) => file.endsWith('.yml'))) {
      const doc = read(path.join(services, locale, name));
      if (doc?.products) result[`${locale}/${name.slice(0, -4)}`] = doc.products;
    }
  return result;
}

const at = args.indexOf('--snapshot');
if (at >= 0) {
  writeFileSync(args[at + 1], `${JSON.stringify(snapshot(), null, 1)}\n`);
  process.exit(0);
}

const english = readdirSync(path.join(services, 'en')).filter((file) => file.endsWith('.yml'));
let written = 0;
for (const name of english) {
  const category = name.slice(0, -4);
  const base = read(path.join(services, 'en', name)).products ?? [];
  for (const locale of locales) {
    const file = path.join(services, locale, name);
    if (!existsSync(file)) continue;
    const items = locale === 'en' ? base : (read(file).products ?? []);
    items.forEach((item, index) => {
      const id = base[index]?.id;
      if (!id) throw new Error(`${file}: products.${index} has no English product`);
      const out = path.join(products, locale, `${id}.yml`);
      if (existsSync(out)) return;
      const entry = locale === 'en' ? { id, category, position: index + 1, checked: false, ...withoutId(item) } : item;
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, yaml(entry));
      written += 1;
    });
  }
}
console.log(`migrate-products: wrote ${written} files under ${products}/`);

if (args.includes('--strip')) {
  for (const locale of locales)
    for (const name of readdirSync(path.join(services, locale)).filter((file) => file.endsWith('.yml'))) {
      const file = path.join(services, locale, name);
      const doc = read(file);
      if (!doc?.products) continue;
      delete doc.products;
      writeFileSync(file, yaml(doc));
    }
  console.log('migrate-products: removed products from the category files');
}

function withoutId(item) {
  return Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'id'));
}
