import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { defaultLocale } from './locale-path';
import { isLocale, localeCodes } from './locales';

// Content left over for a language that is not in content/locales.yml (say, after removing its
// line): a language block (`ru:`) in a file that holds every language, or a language folder beside
// content/<folder>/en/. A loader that meets one reports all of them at once, so that removing a
// language takes one build to clean up, not one build per file.

/** Every block or folder of content/ for a language not in content/locales.yml: "content/about.yml: ru", "content/services/ru/ (20 files)". */
function strayLanguages(contentDir = path.join(process.cwd(), 'content')): string[] {
  const found: string[] = [];
  const relative = (file: string) => path.relative(path.dirname(contentDir), file).split(path.sep).join('/');
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    const languageFolders = entries.some((entry) => entry.isDirectory() && entry.name === defaultLocale);
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (languageFolders && !isLocale(entry.name)) {
          const count = readdirSync(full, { recursive: true }).length;
          found.push(`${relative(full)}/ (${count} ${count === 1 ? 'file' : 'files'})`);
        } else if (!languageFolders) walk(full);
      } else if (/\.ya?ml$/.test(entry.name)) {
        let data: unknown;
        try {
          data = parse(readFileSync(full, 'utf8'), { schema: 'core' });
        } catch {
          continue; // its own loader names the syntax error
        }
        if (typeof data !== 'object' || data === null || Array.isArray(data) || !(defaultLocale in data)) continue;
        const stray = Object.keys(data).filter((key) => !isLocale(key));
        if (stray.length) found.push(`${relative(full)}: ${stray.join(', ')}`);
      }
    }
  };
  if (existsSync(contentDir)) walk(contentDir);
  return found;
}

/** The error a loader throws on meeting a language that is not in content/locales.yml: every such block and folder of content/, one a line. */
export class StrayLanguageError extends Error {
  constructor(where: string, stray = strayLanguages()) {
    const list = stray.length ? stray : [where];
    super(
      `Invalid content: ${list.length} ${list.length === 1 ? 'place holds' : 'places hold'} a language that is not in content/locales.yml (${localeCodes.join(', ')}); delete ${list.length === 1 ? 'it' : 'them'} or add the language's line:\n${list.map((line) => `  - ${line}`).join('\n')}`,
    );
    this.name = 'StrayLanguageError';
  }
}
