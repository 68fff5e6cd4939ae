/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { characters } from './build-font.mjs';

test('the font keeps ASCII, Latin-1 for names, and every character of the content, and nothing else', () => {
  const content = mkdtempSync(path.join(os.tmpdir(), 'build-font-'));
  try {
    mkdirSync(path.join(content, 'blog'));
    writeFileSync(path.join(content, 'site.ts'), "export const name = 'Łódź ⇄ Haripur';\n");
    writeFileSync(path.join(content, 'blog', 'post.md'), '# Ship to Köln ✈\n');
    writeFileSync(path.join(content, 'site.test.ts'), "expect('Ж').toBe('Ж');\n");

    const kept = characters(content);
    for (const char of 'AZaz09 !~') expect(kept).toContain(char);
    for (const char of 'éüñßÖ£©') expect(kept).toContain(char);
    for (const char of '–—‘’“”…') expect(kept).toContain(char);
    // From the content files, Markdown included.
    for (const char of 'Łź⇄✈') expect(kept).toContain(char);
    // Tests are not content; nor are control characters.
    expect(kept).not.toContain('Ж');
    expect(kept).not.toContain('\n');
    expect(new Set(kept).size).toBe([...kept].length);
  } finally {
    rmSync(content, { recursive: true, force: true });
  }
});
