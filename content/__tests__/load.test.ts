/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

function loadServices() {
  let loaded: unknown;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('../services')>('../services').services;
  });
  return loaded as { slug: string }[];
}

describe('content/services/', () => {
  it('loads the 20 categories in the order order.yml gives', () => {
    const order = read('content/services/order.yml')
      .replace('  - toys-games\n', '')
      .replace('  - gift-items\n', '  - gift-items\n  - toys-games\n');
    write('content/services/order.yml', order);
    const slugs = loadServices().map((service) => service.slug);
    expect(slugs).toHaveLength(20);
    expect(slugs.at(-1)).toBe('toys-games');
    expect(slugs[0]).toBe('furniture-decor');
  });

  it('names the file and the field of a broken entry', () => {
    write('content/services/en/kitchenware.yml', read('content/services/en/kitchenware.yml').replace(/^title: .*$/m, 'title: ""'));
    expect(loadServices).toThrow(/content\/services\/en\/kitchenware\.yml:\n {2}- title: must not be empty/);
  });

  it('names the line of a file that is not YAML', () => {
    write('content/services/en/kitchenware.yml', 'slug: kitchenware\ntitle: [unclosed\n');
    expect(loadServices).toThrow(/content\/services\/en\/kitchenware\.yml:\n {2}- is not valid YAML \(line \d+, column \d+\)/);
  });

  it('refuses a slug that is not its file name', () => {
    write(
      'content/services/en/kitchenware.yml',
      read('content/services/en/kitchenware.yml').replace('slug: kitchenware', 'slug: kitchen-ware'),
    );
    expect(loadServices).toThrow('slug: is "kitchen-ware" but the file is named kitchenware.yml');
  });

  it('refuses an order that leaves a category out, names one that does not exist, or lists one twice', () => {
    const order = read('content/services/order.yml');
    write('content/services/order.yml', order.replace('  - stationery\n', ''));
    expect(loadServices).toThrow('content/services/en/stationery.yml is not listed');
    write('content/services/order.yml', order.replace('  - stationery\n', '  - stationary\n'));
    expect(loadServices).toThrow(/categories\.\d+: no category "stationary"/);
    write('content/services/order.yml', order.replace('  - stationery\n', '  - stationery\n  - stationery\n'));
    expect(loadServices).toThrow(/categories\.\d+: repeats item \d+ \("stationery"\)/);
  });

  it('counts the categories', () => {
    rmSync(path.join(scratch, 'content/services/en/gift-items.yml'));
    write('content/services/order.yml', read('content/services/order.yml').replace('  - gift-items\n', ''));
    expect(loadServices).toThrow('holds 19 categories; the site has 20');
  });
});
