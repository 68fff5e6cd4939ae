import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, YAMLParseError } from 'yaml';
import { z } from 'zod';
import { defineContent } from './schema';

// Content lives in YAML files under content/, laid out as Decap CMS's i18n reads them: a folder
// collection keeps one file per entry and language, content/<folder>/<locale>/<slug>.yml
// (multiple_folders); a single page or list keeps every language in one file, under en:, ar: …
// (single_file, the only structure Decap allows for file collections). These loaders read a file,
// check it against its schema, and fail the build naming the file and the field. They run at
// build time only (Node), never in the browser.

/** The language every entry is written in first, and where fields that are the same in every language live. */
export const defaultLocale = 'en';

const root = process.cwd();

export class ContentFileError extends Error {
  constructor(file: string, message: string) {
    super(`Invalid content in ${file}:\n  - ${message}`);
    this.name = 'ContentFileError';
  }
}

/** The parsed YAML of a file under the project root ("content/services/order.yml"). */
export function readYaml(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    throw new ContentFileError(file, 'the file is missing or cannot be read');
  }
  try {
    // The core schema: dates and "yes"/"no" stay text, as an editor wrote them.
    return parse(text, { schema: 'core', prettyErrors: true });
  } catch (error) {
    const where =
      error instanceof YAMLParseError && error.linePos ? ` (line ${error.linePos[0].line}, column ${error.linePos[0].col})` : '';
    throw new ContentFileError(file, `is not valid YAML${where}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** One YAML file, checked against its schema. */
export function loadFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  return defineContent(file, schema, readYaml(file));
}

/**
 * Every entry of a folder collection in the default language, by file name: each checked against
 * `schema`, and its `slug` field must be its file's name (the address and the file agree).
 */
export function loadFolder<S extends z.ZodType>(folder: string, schema: S): { file: string; slug: string; data: z.output<S> }[] {
  const dir = `content/${folder}/${defaultLocale}`;
  if (!existsSync(path.join(root, dir))) throw new ContentFileError(dir, 'the folder is missing');
  return readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.yml'))
    .sort()
    .map((name) => {
      const file = `${dir}/${name}`;
      const slug = name.slice(0, -'.yml'.length);
      const data = loadFile(file, schema);
      const own = (data as { slug?: unknown }).slug;
      if (own !== undefined && own !== slug)
        throw new ContentFileError(file, `slug: is "${String(own)}" but the file is named ${name}; they must agree`);
      return { file, slug, data };
    });
}

/**
 * A file that holds every language of its entry (Decap's single_file): `en:` and, in time, `ar:`,
 * `fr:` … at the top. Today this reads the default language; errors name the field under it
 * ("en.certifications.0.title").
 */
export function loadLocalized<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const languages = loadFile(file, z.object({ [defaultLocale]: schema })) as Record<typeof defaultLocale, z.output<S>>;
  return languages[defaultLocale];
}
