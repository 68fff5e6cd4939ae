/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { afterFirstPaint, deferScripts, fallbackMs, listAttribute, loaderScripts, pageScripts } from './after-paint.mjs';
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

  test('is a no-op on a page it has already rewritten, and on a page without async scripts', () => {
    const once = deferScripts(nextPage).html;
    expect(deferScripts(once)).toEqual({ html: once, scripts: [] });
    const plain = '<!DOCTYPE html><html lang="en"><head><title>t</title><script src="/x.js"></script></head><body></body></html>';
    expect(deferScripts(plain)).toEqual({ html: plain, scripts: [] });
  });

  test('leaves alone async scripts it could not re-create faithfully', () => {
    const page = [
      '<!DOCTYPE html><html lang="en"><head><title>t</title>',
      '<script src="/m.js" type="module" async=""></script>',
      '<script src="/i.js" async="" integrity="sha384-abc" crossorigin="anonymous"></script>',
      '<script src="/a.js" async=""></script>',
      '</head><body></body></html>',
    ].join('');
    const { html, scripts } = deferScripts(page);
    expect(scripts).toEqual(['/a.js']);
    expect(html).toContain('<script src="/m.js" type="module" async=""></script>');
    expect(html).toContain('<script src="/i.js" async="" integrity="sha384-abc" crossorigin="anonymous"></script>');
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
    const appended = [...dom.window.document.head.querySelectorAll('script[src]:not([nomodule])')].map((script) => script.getAttribute('src'));
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
