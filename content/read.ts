import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, YAMLParseError } from 'yaml';
import { z } from 'zod';
import { defineContent } from './schema';

// Reading one content file, at build time only; content/load.ts builds the language-aware loaders on these.

const root = process.cwd();

/**
 * A stamp of content/ that changes on any edit, in development only, where one server outlives many edits and a
 * published change must show on the next reload; elsewhere constant, so all is read once (but for the editor's
 * previews: readAs). Walked at most every 200 ms.
 */
function contentStamp(): string {
  if (process.env.NODE_ENV !== 'development') return String(edits);
  const now = Date.now();
  if (now - stampedAt >= 200) {
    stamp = stampOf(path.join(root, 'content'));
    stampedAt = now;
  }
  return stamp;
}

let stamp = '';
let stampedAt = -Infinity;
let edits = 0;

function stampOf(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return `${entry.name}/(${stampOf(full)})`;
      const { mtimeMs, size } = statSync(full);
      return `${entry.name}:${mtimeMs}:${size}`;
    })
    .join(',');
}

/**
 * `make` with each key's result kept until the content files change (contentStamp). Every cache of content is
 * one of these, so they all reload together; making one reads nothing.
 */
export function cached<V>(make: () => V): () => V;
export function cached<V>(make: (key: string) => V): (key: string) => V;
export function cached<V>(make: (key: never) => V): (key?: string) => V {
  const made = new Map<string | undefined, V>();
  let madeAt: string | undefined;
  return (key) => {
    const now = contentStamp();
    if (now !== madeAt) {
      made.clear();
      madeAt = now;
    }
    if (!made.has(key)) made.set(key, make(key as never));
    return made.get(key)!;
  };
}

/** A read-only list made at first use, reloading with cached(): for the languages, which nearly every module imports. */
export function lazyList<T>(make: () => T[]): T[] {
  const list = cached(make);
  return new Proxy([] as T[], {
    get: (_target, key) => Reflect.get(list(), key),
    has: (_target, key) => Reflect.has(list(), key),
    ownKeys: () => Reflect.ownKeys(list()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(list(), key),
    set: () => false,
  });
}

export class ContentFileError extends Error {
  constructor(file: string, message: string) {
    super(`Invalid content in ${file}:\n  - ${message}`);
    this.name = 'ContentFileError';
  }
}

/** The text of a file under the project root, or undefined where it is missing or cannot be read. */
export function readText(file: string): string | undefined {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
}

/** What the editor's previews have every loader read in place of a file (readAs), by its path. */
const readInstead = new Map<string, unknown>();

/**
 * Every loader reads `file` as `content` from now on (as the file again, with undefined), and every cache of content
 * is made again: for the editor's previews, which draw a file being edited wherever the site's components read it
 * (cms/admin/view-previews.tsx, FilePreview).
 */
export function readAs(file: string, content: unknown): void {
  if (content === undefined) readInstead.delete(file);
  else readInstead.set(file, content);
  edits += 1;
}

/** The parsed YAML of a file under the project root ("content/services/order.yml"). */
export function readYaml(file: string): unknown {
  if (readInstead.has(file)) return readInstead.get(file);
  const text = readText(file);
  if (text === undefined) throw new ContentFileError(file, 'the file is missing or cannot be read');
  return parseYaml(file, text);
}

/** YAML text of `file`, parsed; a syntax error names the file, line and column. */
export function parseYaml(file: string, text: string): unknown {
  try {
    // The core schema: dates and "yes"/"no" stay text, as an editor wrote them.
    return parse(text, { schema: 'core', prettyErrors: true });
  } catch (error) {
    const where =
      error instanceof YAMLParseError && error.linePos ? ` (line ${error.linePos[0].line}, column ${error.linePos[0].col})` : '';
    throw new ContentFileError(file, `is not valid YAML${where}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** A content file's layout: `localized` (Decap's single_file), `folder` (multiple_folders), `markdown` (the same, Markdown), `file`. */
type ContentKind = 'localized' | 'folder' | 'markdown' | 'file';

/** A content file or folder and its schema (a Markdown folder's `body` checks the text); cms/config.ts is generated from these. */
export type ContentSource = { kind: ContentKind; path: string; schema: z.ZodType; body?: z.ZodType };

/** One YAML file, read now and checked against its schema. */
export function loadFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  return defineContent(file, schema, readYaml(file));
}
