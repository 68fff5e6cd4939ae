/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import {
  afterFirstPaint,
  afterPaint,
  checkNextVersion,
  compileHint,
  deferScripts,
  fallbackMs,
  installedNextVersion,
  isOn,
  listAttribute,
  loaderScripts,
  pageScripts,
  testedNextVersions,
  withCompileHint,
} from './after-paint.mjs';
import { parseHtml } from './out-pages.mjs';

// The shape of a page `next build` writes: a preload hint for the bootstrap chunk, async chunks in
// <head>, the nomodule polyfills, inline RSC payload scripts and the bootstrap chunk last in <body>.
const nextPage = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/font.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<meta name="next-size-adjust" content=""/><title>Home</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><h1>Hello</h1>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

const chunks = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/boot.js'];

describe('deferScripts', () => {
  test('moves the async chunks into one loader, in document order, and drops their preload hints', () => {
    const { html, scripts } = deferScripts(nextPage);
    expect(scripts).toEqual(chunks);
    const document = parseHtml(html);
    expect(document.querySelectorAll('script[async]')).toHaveLength(0);
    expect(document.querySelectorAll('link[as="script"]')).toHaveLength(0);
    const loaders = document.querySelectorAll(`script[${listAttribute}]`);
    expect(loaders).toHaveLength(1);
    expect(loaders[0].parentElement.tagName).toBe('HEAD');
    expect(loaderScripts(loaders[0])).toEqual(chunks);
  });

  test('leaves everything else as it was', () => {
    const { html } = deferScripts(nextPage);
    for (const kept of [
      '<link rel="preload" href="/font.woff2" as="font" crossorigin="" type="font/woff2"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<h1>Hello</h1>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ]) {
      expect(html).toContain(kept);
    }
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>')).toBe(true);
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  test('is a no-op on a page it has already rewritten, and says whether a page has its loader', () => {
    const once = deferScripts(nextPage).html;
    expect(deferScripts(once)).toEqual({ html: once, scripts: [], rewritten: true });
    const bare = '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><script>self.x=1</script></body></html>';
    expect(deferScripts(bare)).toEqual({ html: bare, scripts: [], rewritten: false });
  });

  // A Next upgrade that writes its chunks another way must stop the build, not leave pages unoptimised.
  test.each([
    ['a module', '<script src="/m.js" type="module" async=""></script>'],
    ['subresource integrity', '<script src="/i.js" async="" integrity="sha384-abc" crossorigin="anonymous"></script>'],
    ['a new attribute', '<script src="/a.js" async="" fetchpriority="low"></script>'],
    ['a blocking script', '<script src="/x.js"></script>'],
    ['a deferred script', '<script src="/d.js" defer=""></script>'],
  ])('refuses a page script it does not know, quoting it: %s', (_name, tag) => {
    const page = `<!DOCTYPE html><html lang="en"><head><title>t</title>${tag}<script src="/a.js" async=""></script></head><body></body></html>`;
    expect(() => deferScripts(page)).toThrow(
      `a page script after-paint does not know (only <script src async> and <script src noModule>): ${tag.replace('</script>', '')}`,
    );
  });

  test('escapes the list so a quote in a URL cannot end the attribute', () => {
    const page = `<!DOCTYPE html><html lang="en"><head><title>t</title><script src="/it's&more.js" async=""></script></head><body></body></html>`;
    const { html } = deferScripts(page);
    expect(loaderScripts(parseHtml(html).querySelector(`script[${listAttribute}]`))).toEqual(["/it's&more.js"]);
  });
});

describe('pageScripts', () => {
  test('lists what a modern browser loads: plain and loader scripts, not nomodule or data blocks', () => {
    expect(pageScripts(parseHtml(nextPage))).toEqual(chunks);
    expect(pageScripts(parseHtml(deferScripts(nextPage).html))).toEqual(chunks);
  });

  test('names the attribute when a loader list is broken', () => {
    const document = parseHtml(`<!DOCTYPE html><html><head><script ${listAttribute}='["/a.js",'></script></head></html>`);
    expect(() => pageScripts(document)).toThrow(`${listAttribute} must be a JSON array of script URLs`);
  });
});

describe('the loader in the page', () => {
  test('runs as written and appends the scripts once, in order, where paint timing is missing', async () => {
    // jsdom has no PerformanceObserver: the loader must not wait for a paint that is never reported.
    const dom = new JSDOM(deferScripts(nextPage).html, {
      runScripts: 'dangerously',
      beforeParse: (window) => Object.defineProperty(window.document, 'visibilityState', { get: () => 'visible' }),
    });
    const appended = [...dom.window.document.head.querySelectorAll('script[src]:not([nomodule])')].map((script) =>
      script.getAttribute('src'),
    );
    expect(appended).toEqual(chunks);
    await new Promise((resolve) => dom.window.addEventListener('load', resolve));
    dom.window.close();
  });
});

describe('afterFirstPaint', () => {
  /** A stand-in for the browser's PerformanceObserver that lets a test deliver paint entries. */
  function fakeObserver(supported = ['paint']) {
    const observers = [];
    class Observer {
      static supportedEntryTypes = supported;
      constructor(callback) {
        this.callback = callback;
        this.connected = false;
        observers.push(this);
      }
      observe(options) {
        this.options = options;
        this.connected = true;
      }
      disconnect() {
        this.connected = false;
      }
    }
    const deliver = (name) => {
      for (const observer of observers.filter((item) => item.connected)) {
        observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      }
    };
    return { Observer, observers, deliver };
  }

  // The loader reads the page's globals; each test gives it a fresh page, Jest's fake clock and
  // a visibility it controls.
  let dom;
  let document;
  let window;
  let loader;
  let visibility;
  const appended = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

  beforeEach(async () => {
    dom = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>');
    await new Promise((resolve) => dom.window.addEventListener('load', resolve));
    jest.useFakeTimers();
    ({ window } = dom);
    ({ document } = window);
    globalThis.window = window;
    globalThis.document = document;
    loader = document.createElement('script');
    loader.setAttribute(listAttribute, JSON.stringify(chunks));
    document.head.append(loader);
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { get: () => visibility });
  });

  afterEach(() => {
    dom.window.close();
    jest.useRealTimers();
    delete globalThis.window;
    delete globalThis.document;
  });

  test('waits for the first contentful paint, then appends each script once, in order', () => {
    const fake = fakeObserver();
    window.PerformanceObserver = fake.Observer;
    afterFirstPaint(loader, fallbackMs);
    expect(fake.observers[0].options).toEqual({ type: 'paint', buffered: true });
    expect(appended()).toEqual([]);

    fake.deliver('first-paint');
    expect(appended()).toEqual([]);

    fake.deliver('first-contentful-paint');
    expect(appended()).toEqual(chunks);
    expect(document.head.querySelector('script[src]').async).toBe(true);
    expect(fake.observers[0].connected).toBe(false);

    fake.deliver('first-contentful-paint');
    document.dispatchEvent(new window.Event('visibilitychange'));
    jest.advanceTimersByTime(fallbackMs);
    expect(appended()).toEqual(chunks);
  });

  test('appends at once in a hidden page, which paints nothing', () => {
    window.PerformanceObserver = fakeObserver().Observer;
    visibility = 'hidden';
    afterFirstPaint(loader, fallbackMs);
    expect(appended()).toEqual(chunks);
  });

  test('appends at once where the browser reports no paint timing', () => {
    window.PerformanceObserver = fakeObserver(['navigation', 'resource']).Observer;
    afterFirstPaint(loader, fallbackMs);
    expect(appended()).toEqual(chunks);
  });

  test('appends when the page is hidden before it paints', () => {
    window.PerformanceObserver = fakeObserver().Observer;
    afterFirstPaint(loader, fallbackMs);
    visibility = 'hidden';
    document.dispatchEvent(new window.Event('visibilitychange'));
    expect(appended()).toEqual(chunks);
  });

  test('appends after the fallback time when no paint is reported', () => {
    window.PerformanceObserver = fakeObserver().Observer;
    afterFirstPaint(loader, fallbackMs);
    jest.advanceTimersByTime(fallbackMs - 1);
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appended()).toEqual(chunks);
  });
});

describe('afterPaint over an export', () => {
  const chunkSource = (name) => `(globalThis.TURBOPACK||[]).push(["${name}"]);`;
  let dir;

  /** An export with the Next-shaped page at `page`, under `basePath`, and the given chunk files. */
  function exportWith({ page = 'index.html', basePath = '', files = ['a.js', 'b.js', 'boot.js'] } = {}) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'after-paint-'));
    mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
    for (const name of [...files, 'lazy.js', 'polyfills.js']) writeFileSync(path.join(dir, '_next/static/chunks', name), chunkSource(name));
    mkdirSync(path.dirname(path.join(dir, page)), { recursive: true });
    writeFileSync(path.join(dir, page), nextPage.replaceAll('"/_next/', `"${basePath}/_next/`));
  }
  const chunk = (name) => readFileSync(path.join(dir, '_next/static/chunks', name), 'utf8');

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('rewrites the pages and hints the scripts they start with, once, leaving the others alone', () => {
    exportWith({ page: 'services/toys.html' });
    expect(afterPaint(dir)).toEqual({ pages: 1, most: 3, hinted: 3 });
    expect(pageScripts(parseHtml(readFileSync(path.join(dir, 'services/toys.html'), 'utf8')))).toEqual(chunks);
    for (const name of ['a.js', 'b.js', 'boot.js']) expect(chunk(name)).toBe(`${compileHint}\n${chunkSource(name)}`);
    expect(chunk('lazy.js')).toBe(chunkSource('lazy.js'));
    expect(chunk('polyfills.js')).toBe(chunkSource('polyfills.js'));

    expect(afterPaint(dir)).toEqual({ pages: 0, most: 0, hinted: 0 });
    expect(chunk('a.js')).toBe(`${compileHint}\n${chunkSource('a.js')}`);
  });

  test('fails, naming them, when pages are left without a loader, and then writes nothing', () => {
    exportWith();
    const bare = '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><h1>No scripts</h1></body></html>';
    writeFileSync(path.join(dir, 'about.html'), bare);
    writeFileSync(path.join(dir, 'contact.html'), bare);
    expect(() => afterPaint(dir)).toThrow(
      'after-paint: 1 of 3 pages would load their scripts after the first paint; no <script src async> to defer in about.html, contact.html',
    );
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(nextPage);
    expect(chunk('a.js')).toBe(chunkSource('a.js'));
  });

  test('fails naming the page with a script it does not know, and then writes nothing', () => {
    exportWith();
    writeFileSync(
      path.join(dir, 'blog.html'),
      nextPage.replace(
        '<script src="/_next/static/chunks/a.js" async=""></script>',
        '<script src="/_next/static/chunks/a.js" async="" integrity="sha384-abc"></script>',
      ),
    );
    expect(() => afterPaint(dir)).toThrow(/^after-paint: blog\.html: a page script after-paint does not know .*integrity="sha384-abc">$/);
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(nextPage);
  });

  test('finds the scripts under the base path', () => {
    exportWith({ basePath: '/trade' });
    expect(afterPaint(dir, { basePath: '/trade' })).toEqual({ pages: 1, most: 3, hinted: 3 });
    expect(chunk('boot.js').startsWith(`${compileHint}\n`)).toBe(true);
  });

  test('names the page script the export does not have', () => {
    exportWith({ files: ['a.js', 'b.js'] });
    expect(() => afterPaint(dir)).toThrow(`a page loads /_next/static/chunks/boot.js, which is not a file in ${dir}`);
  });
});

describe('withCompileHint', () => {
  test("puts V8's magic comment on the first line, once", () => {
    const hinted = withCompileHint('let a = 1;');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\nlet a = 1;');
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('the Next versions it was tested with', () => {
  test('the installed Next is one of them', () => {
    expect(testedNextVersions).toContain(installedNextVersion());
    expect(() => checkNextVersion(installedNextVersion())).not.toThrow();
  });

  test('another version fails, naming the versions tested and the switch', () => {
    expect(() => checkNextVersion('17.0.0')).toThrow(
      `after-paint: tested with Next ${testedNextVersions.join(', ')}, but this build uses Next 17.0.0.`,
    );
    expect(() => checkNextVersion('17.0.0')).toThrow('or build with AFTER_PAINT=off (docs/performance.md)');
  });
});

describe('the AFTER_PAINT switch', () => {
  test('is on unless set to off, and refuses a value it does not know', () => {
    for (const value of [undefined, '', 'on', ' ON ']) expect(isOn(value)).toBe(true);
    for (const value of ['off', 'OFF']) expect(isOn(value)).toBe(false);
    expect(() => isOn('0')).toThrow('after-paint: AFTER_PAINT=0 is not on or off');
  });

  /** Runs the script as `npm run build` does, over `dir`, and returns its exit code and output. */
  function run(dir, env = {}) {
    try {
      return {
        code: 0,
        output: execFileSync(process.execPath, ['scripts/after-paint.mjs', dir], {
          env: { ...process.env, AFTER_PAINT: '', ...env },
          stdio: 'pipe',
        }).toString(),
      };
    } catch (error) {
      return { code: error.status, output: `${error.stdout}${error.stderr}` };
    }
  }

  let dir;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'after-paint-run-'));
    mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
    for (const name of ['a.js', 'b.js', 'boot.js']) writeFileSync(path.join(dir, '_next/static/chunks', name), name);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('off, the build step leaves pages and chunks as Next wrote them, even pages it would refuse', () => {
    const odd = nextPage.replace('async=""', 'async="" data-new=""');
    writeFileSync(path.join(dir, 'index.html'), odd);
    expect(run(dir, { AFTER_PAINT: 'off' })).toEqual({
      code: 0,
      output: "after-paint: off (AFTER_PAINT=off): pages load Next's own async scripts, and no chunk is edited\n",
    });
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(odd);
    expect(readFileSync(path.join(dir, '_next/static/chunks/a.js'), 'utf8')).toBe('a.js');
  });

  test('on, it rewrites the pages, and fails the build with the reason on one it does not understand', () => {
    writeFileSync(path.join(dir, 'index.html'), nextPage);
    expect(run(dir)).toEqual({
      code: 0,
      output: 'after-paint: 1 pages load their scripts after the first contentful paint (at most 3 a page); 3 scripts compile eagerly\n',
    });
    writeFileSync(path.join(dir, 'about.html'), nextPage.replace('async=""', 'async="" data-new=""'));
    const { code, output } = run(dir);
    expect(code).toBe(1);
    expect(output).toMatch(/^after-paint: about\.html: a page script after-paint does not know .*data-new="">\n$/);
  });
});
