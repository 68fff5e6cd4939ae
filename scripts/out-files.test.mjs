import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostVerdicts, outFiles, outProblems, outReport } from './out-files.mjs';

let out;
const write = (name, bytes = 10) => {
  mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
  writeFileSync(path.join(out, name), 'x'.repeat(bytes));
};

beforeEach(() => {
  out = mkdtempSync(path.join(tmpdir(), 'out-files-'));
  for (const name of ['index.html', 'about.html', 'ar/about.html', 'services/fans/ceiling.html', 'ar/services/fans/ceiling.html'])
    write(name);
  for (const name of ['share/services/fans/ceiling.png', '_next/static/chunks/a.js', 'robots.txt']) write(name);
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

it('passes an out/ of pages, their assets and share images', () => {
  expect(outProblems(outFiles(out), 2)).toEqual([]);
});

it("names the files of a kind nothing uses: Next's page data, a stray file", () => {
  write('about.txt');
  write('about/__next.$d$locale.txt');
  write('notes.md');
  const [problem, ...rest] = outProblems(outFiles(out), 3);
  expect(rest).toEqual([]);
  expect(problem).toMatch(/^3 files of a kind nothing uses/);
  expect(problem).toContain('about.txt');
  expect(problem).toContain('about/__next.$d$locale.txt');
  expect(problem).toContain('notes.md');
});

it('fails when the files a page pass the limit, pictures aside', () => {
  expect(outProblems(outFiles(out), 1.6)).toEqual([]);
  for (const name of ['a', 'b', 'c']) write(`images/${name}.svg`);
  expect(outProblems(outFiles(out), 1.6)).toEqual([]);
  for (const name of ['a', 'b', 'c']) write(`_next/static/chunks/${name}.js`);
  expect(outProblems(outFiles(out), 1.6)).toEqual([
    '10 files (pictures under images/ aside) for 5 pages: 2.00 a page, over 1.6 (filesPerPageLimit)',
  ]);
});

it('tells each host whether out/ fits, and at how many products it would stop', () => {
  // One product: its page in two languages and its share image, 30 bytes, of 8 files and 80 bytes.
  const report = outReport(outFiles(out), 1);
  expect(report).toMatchObject({ files: 8, bytes: 80, pages: 5, perProduct: { files: 3, bytes: 30 } });
  const [small, large] = hostVerdicts(report, [
    { host: 'small', files: 20 },
    { host: 'large', files: 5, bytes: 1000 },
  ]);
  expect(small).toEqual({ host: 'small', fits: true, passes: [], stopsAt: 5 });
  expect(large).toMatchObject({ host: 'large', fits: false, passes: ['8 files, over 5'], stopsAt: 0 });
});
