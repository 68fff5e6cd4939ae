/** @jest-environment node */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';

// `next dev` (and so `npm run cms`) keeps one process while an editor publishes: what the content
// files say now must show on the next request, in every language, with no restart. A build reads
// each file once. Each test works on a copy of the project whose content/ it rewrites.

const project = process.cwd();
const codes: string[] = parse(readFileSync('content/locales.yml', 'utf8')).map((locale: { code: string }) => locale.code);
const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

type Modules = {
  home: typeof import('../home');
  services: typeof import('../categories');
  posts: typeof import('../posts');
  site: typeof import('../site');
};

let copy: string;
const environment = process.env.NODE_ENV;

/** The content modules as a server started with NODE_ENV=`mode` in a fresh copy of the project loads them. */
async function start(mode: string): Promise<Modules> {
  copy = mkdtempSync(path.join(tmpdir(), 'content-reload-'));
  for (const entry of readdirSync(project)) {
    if (entry === 'content') cpSync(path.join(project, entry), path.join(copy, entry), { recursive: true });
    else if (!entry.startsWith('.')) symlinkSync(path.join(project, entry), path.join(copy, entry));
  }
  process.chdir(copy);
  (process.env as Record<string, string>).NODE_ENV = mode;
  let modules: Modules | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = {
      home: await import('../home'),
      services: await import('../categories'),
      posts: await import('../posts'),
      site: await import('../site'),
    };
  });
  return modules!;
}

afterEach(() => {
  process.chdir(project);
  (process.env as Record<string, string | undefined>).NODE_ENV = environment;
  rmSync(copy, { recursive: true, force: true });
});

function edit(file: string, change: (text: string) => string) {
  const full = path.join(copy, file);
  writeFileSync(full, change(readFileSync(full, 'utf8')));
}

/** content/home.yml with each language's headline set to "Headline <code> <mark>". */
function setHeadlines(mark: string) {
  edit('content/home.yml', (text) => {
    const doc = parse(text);
    for (const code of codes) {
      doc[code] ??= {};
      doc[code].hero ??= {};
      doc[code].hero.title = `Headline ${code} ${mark}`;
    }
    return stringify(doc);
  });
}

describe('in development', () => {
  it('shows a published headline in every language on the next request', async () => {
    const { home } = await start('development');
    setHeadlines('one');
    await settle();
    for (const code of codes) expect(home.getHome(code).hero.title).toBe(`Headline ${code} one`);
    setHeadlines('two');
    await settle();
    for (const code of codes) expect(home.getHome(code).hero.title).toBe(`Headline ${code} two`);
  });

  it('shows a changed category, its translation, a new phone number and a changed article', async () => {
    const { services, posts, site } = await start('development');
    const first = services.getCategories('en')[0]!;
    expect(posts.getRepoPosts('en').length).toBeGreaterThan(0);
    const translated = codes.find((code) => code !== 'en' && readdirSync(path.join(copy, 'content/services')).includes(code))!;
    services.getCategories(translated);

    edit(`content/services/en/${first.slug}.yml`, (text) => text.replace(/^title: .*$/m, 'title: Fresh English title'));
    edit(`content/services/${translated}/${first.slug}.yml`, (text) => text.replace(/^title: .*$/m, 'title: Fresh translated title'));
    edit('content/site.yml', (text) => text.replace(/^(\s+)e164: .*$/m, "$1e164: '+923009998877'"));
    const [article] = readdirSync(path.join(copy, 'content/blog/en'));
    edit(`content/blog/en/${article}`, (text) => text.replace(/^title: .*$/m, 'title: A fresh article title'));
    await settle();

    expect(services.getCategories('en')[0]!.title).toBe('Fresh English title');
    expect(services.getCategories(translated)[0]!.title).toBe('Fresh translated title');
    expect(site.whatsappUrl()).toBe('https://wa.me/923009998877');
    expect(posts.getRepoPosts('en').map((post) => post.titleText)).toContain('A fresh article title');
  });
});

describe('in a build', () => {
  it('reads each file once', async () => {
    const { home } = await start('production');
    const before = home.getHome('en').hero.title;
    setHeadlines('later');
    await settle();
    expect(home.getHome('en').hero.title).toBe(before);
  });
});
