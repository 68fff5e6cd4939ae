/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// 'use client' marks where the server's module tree hands over to the browser. It belongs on the
// modules a server module imports, and nowhere else, so the boundary can be read from the tree:
// a module only ever imported by client modules is client code already, and a directive there
// only hides where the boundary really is.

const root = resolve(__dirname, '..');
const sourceDirs = ['app', 'components', 'content', 'lib'];
const extensions = ['.ts', '.tsx'];

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return extensions.some((ext) => name.endsWith(ext)) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  for (const candidate of [base, ...extensions.map((ext) => base + ext), ...extensions.map((ext) => join(base, 'index' + ext))]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** Value imports and re-exports: `import type` brings no code across, so it does not count. */
function imports(file: string, source: string): string[] {
  const pattern = /^\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].flatMap((match) => resolveImport(file, match[1] ?? match[2] ?? '') ?? []);
}

const files = sourceDirs.flatMap((dir) => sourceFiles(join(root, dir)));
const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const isClient = (file: string) => /^\s*(?:\/\/[^\n]*\n\s*)*['"]use client['"]/.test(sources.get(file) ?? '');
const importsOf = new Map(files.map((file) => [file, imports(file, sources.get(file) ?? '')]));

/** Every module the server renders: app/ entries and what they import, up to each 'use client'. */
function serverModules(): Set<string> {
  const seen = new Set<string>();
  const stack = files.filter((file) => relative(root, file).startsWith('app/') && !isClient(file));
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dependency of importsOf.get(file) ?? []) if (!isClient(dependency)) stack.push(dependency);
  }
  return seen;
}

describe("'use client'", () => {
  const server = serverModules();

  it('finds the source tree', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter(isClient).length).toBeGreaterThan(5);
  });

  it('stands only on modules a server module imports', () => {
    const needless = files
      .filter(isClient)
      .filter((file) => !files.some((importer) => server.has(importer) && importsOf.get(importer)?.includes(file)))
      .map((file) => relative(root, file));
    expect(needless).toEqual([]);
  });
});
