/** @jest-environment node */
import {
  adminPolicy,
  adminRule,
  allowedOrigins,
  buildPolicy,
  needsTurnstile,
  countRules,
  hashSource,
  inlineScriptHashes,
  planCsp,
  reportUriOf,
  unhashableScripts,
  withMetaPolicy,
} from './csp.mjs';
import { parseHtml, startTags } from './out-pages.mjs';

const staticBlock = '# static\n/*\n  X-Frame-Options: DENY\n';

const page = (body) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title></head><body>${body}</body></html>`;

// Computed independently: printf '%s' "alert('Hello, world.');" | openssl dgst -sha256 -binary | base64
const helloHash = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('inlineScriptHashes', () => {
  test('hashes inline executable scripts only, once each, in document order', () => {
    const tags = startTags(
      page(
        [
          "<script>alert('Hello, world.');</script>",
          '<script src="/_next/static/chunks/app.js" async=""></script>',
          '<script type="application/ld+json">{"@type":"Organization"}</script>',
          '<script type="application/json">{}</script>',
          "<script>alert('Hello, world.');</script>",
          '<script type="module">import "/x.js";</script>',
        ].join(''),
      ),
    );
    const hashes = inlineScriptHashes(tags);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(helloHash);
    expect(hashes[1]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  test('hashes the text the browser sees: CRLF normalised, entities not decoded', () => {
    const [crlf] = inlineScriptHashes(startTags(page('<script>a\r\nb</script>')));
    // printf 'a\nb' | openssl dgst -sha256 -binary | base64
    expect(crlf).toBe("'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='");
    const [raw] = inlineScriptHashes(startTags(page("<script>alert('Hello, world.');</script>")));
    const [escaped] = inlineScriptHashes(startTags(page('<script>alert(&#39;Hello, world.&#39;);</script>')));
    expect(escaped).not.toBe(raw);
  });

  test('a page without inline scripts has no hashes', () => {
    expect(inlineScriptHashes(startTags(page('<script src="/a.js"></script>')))).toEqual([]);
  });
});

test('unhashableScripts finds handler attributes and javascript: URLs', () => {
  const tags = startTags(page('<button onclick="go()">Go</button><a href=" javascript:void(0)">x</a><a href="/ok">ok</a>'));
  expect(unhashableScripts(tags)).toEqual(['<button onclick>', '<a href="javascript:…">']);
});

describe('allowedOrigins', () => {
  test('the blog API and form endpoint origins, https upgraded', () => {
    expect(
      allowedOrigins({
        NEXT_PUBLIC_BLOG_API_URL: 'https://blog.example.com/wp-json/wp/v2/posts',
        NEXT_PUBLIC_FORM_ENDPOINT: 'https://formspree.io/f/abc',
      }),
    ).toEqual({ connect: ['https://blog.example.com', 'https://formspree.io'], form: ['https://formspree.io'], upgrade: true });
  });

  test('a plain http origin (the test fixtures) turns upgrade-insecure-requests off', () => {
    const origins = allowedOrigins({
      NEXT_PUBLIC_BLOG_API_URL: 'http://127.0.0.1:3101/wp-json/wp/v2/posts',
      NEXT_PUBLIC_FORM_ENDPOINT: 'http://127.0.0.1:3102/submit',
    });
    expect(origins).toEqual({
      connect: ['http://127.0.0.1:3101', 'http://127.0.0.1:3102'],
      form: ['http://127.0.0.1:3102'],
      upgrade: false,
    });
  });

  test('unset, empty or non-http settings add nothing', () => {
    expect(allowedOrigins({ NEXT_PUBLIC_BLOG_API_URL: ' ', NEXT_PUBLIC_FORM_ENDPOINT: 'mailto:x@example.com' })).toEqual({
      connect: [],
      form: [],
      upgrade: true,
    });
  });
});

describe('buildPolicy', () => {
  const origins = { connect: ['https://blog.example.com'], form: ['https://forms.example.com'] };

  test('a header policy: scripts by hash, no unsafe-inline or unsafe-eval for scripts', () => {
    const policy = buildPolicy({ ...origins, hashes: [helloHash] });
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${helloHash}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self' https://blog.example.com",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self' https://forms.example.com",
        "object-src 'none'",
        'upgrade-insecure-requests',
      ].join('; '),
    );
    expect(/script-src[^;]*unsafe/.test(policy)).toBe(false);
  });

  test('a <meta> policy leaves out frame-ancestors, which browsers ignore there', () => {
    const policy = buildPolicy({ ...origins, hashes: [helloHash], upgrade: false, delivery: 'meta' });
    expect(policy).not.toMatch(/frame-ancestors|upgrade-insecure-requests/);
    expect(policy).toContain(`script-src 'self' ${helloHash}`);
  });

  test("a form page with the inbox may load Turnstile's script and frame, and only such a page", () => {
    const policy = buildPolicy({ ...origins, hashes: [helloHash], turnstile: true });
    expect(policy).toContain(
      `script-src 'self' ${helloHash} https://challenges.cloudflare.com; frame-src https://challenges.cloudflare.com;`,
    );
    expect(buildPolicy({ ...origins, hashes: [helloHash] })).not.toContain('challenges.cloudflare.com');
    const plan = planCsp('/*\n  X-Frame-Options: DENY\n', [
      { file: 'contact.html', hashes: [], turnstile: needsTurnstile('<form><div data-turnstile="" class="mb-4"></div></form>') },
      { file: 'about.html', hashes: [], turnstile: needsTurnstile('<main>About</main>') },
    ]);
    expect(plan.meta.get('contact.html')).toContain('frame-src https://challenges.cloudflare.com');
    expect(plan.meta.get('about.html')).not.toContain('challenges.cloudflare.com');
  });

  test('the header beside <meta> policies leaves scripts to them', () => {
    const policy = buildPolicy({ ...origins, delivery: 'header-without-scripts' });
    expect(policy).not.toMatch(/default-src|script-src/);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('planCsp', () => {
  const pages = [
    { file: '404.html', hashes: ["'sha256-A'"] },
    { file: 'about.html', hashes: ["'sha256-B'", "'sha256-C'"] },
    { file: 'index.html', hashes: ["'sha256-B'"] },
  ];

  test('per page: a rule for the clean URL and the .html file of each page, after the static block', () => {
    const plan = planCsp(staticBlock, pages, { upgrade: false });
    expect(plan.mode).toBe('per-page');
    expect(plan.rules).toBe(1 + 6);
    expect(countRules(plan.text)).toBe(plan.rules);
    expect(plan.text.startsWith(staticBlock)).toBe(true);
    const lines = plan.text.split('\n');
    for (const pattern of ['/404', '/404.html', '/about', '/about.html', '/', '/index.html']) expect(lines).toContain(pattern);
    const ruleOf = (pattern) => lines[lines.indexOf(pattern) + 1];
    expect(ruleOf('/about')).toBe(`  Content-Security-Policy: ${buildPolicy({ hashes: ["'sha256-B'", "'sha256-C'"], upgrade: false })}`);
    expect(ruleOf('/about.html')).toBe(ruleOf('/about'));
    expect(ruleOf('/')).toContain("script-src 'self' 'sha256-B';");
    // A host may serve a page under a URL no rule names (the 404 page for any unknown URL, /about/,
    // /index), so every page carries its policy itself as well.
    expect([...plan.meta.keys()]).toEqual(['404.html', 'about.html', 'index.html']);
    expect(plan.meta.get('404.html')).toBe(buildPolicy({ hashes: ["'sha256-A'"], upgrade: false, delivery: 'meta' }));
    expect(plan.meta.get('about.html')).toBe(buildPolicy({ hashes: ["'sha256-B'", "'sha256-C'"], upgrade: false, delivery: 'meta' }));
  });

  test('rules are prefixed with the base path', () => {
    const plan = planCsp(staticBlock, pages, { basePath: '/shop' });
    expect(plan.text.split('\n')).toEqual(expect.arrayContaining(['/shop/about', '/shop/about.html', '/shop/', '/shop/index.html']));
  });

  test('too many rules for Cloudflare Pages: one /* policy with every hash', () => {
    const plan = planCsp(staticBlock, pages, { maxRules: 5 });
    expect(plan.mode).toBe('union');
    expect(plan.rules).toBe(2);
    expect(plan.text).toContain(`/*\n  Content-Security-Policy: ${buildPolicy({ hashes: ["'sha256-A'", "'sha256-B'", "'sha256-C'"] })}\n`);
    expect(plan.notes.join(' ')).toMatch(/7 rules \(at most 5\)/);
  });

  test('lines too long even for that: each page carries a <meta> policy, the rest goes in a /* header', () => {
    // Real hashes are 44 characters: 40 of them make a line no host accepts.
    const many = (page) => Array.from({ length: 40 }, (_, index) => hashSource(`${page} ${index}`));
    const big = [
      { file: '404.html', hashes: many('404') },
      { file: 'about.html', hashes: many('about') },
    ];
    const plan = planCsp(staticBlock, big, {});
    expect(plan.mode).toBe('meta');
    expect([...plan.meta.keys()].sort()).toEqual(['404.html', 'about.html']);
    expect(plan.meta.get('about.html')).toBe(buildPolicy({ hashes: many('about'), delivery: 'meta' }));
    expect(plan.text).toContain(`/*\n  Content-Security-Policy: ${buildPolicy({ delivery: 'header-without-scripts' })}\n`);
    expect(plan.text.split('\n').every((line) => line.length <= 2000)).toBe(true);
    expect(plan.notes.join(' ')).toMatch(/<meta http-equiv>/);
  });
});

describe('CSP_REPORT_URI', () => {
  const pages = [{ file: 'about.html', hashes: ["'sha256-B'"] }];

  test('header policies report to it with report-uri and report-to; <meta> policies cannot report', () => {
    const report = reportUriOf('https://csp.example.com/report');
    const plan = planCsp(staticBlock, pages, { report });
    const lines = plan.text.split('\n');
    const rule = lines[lines.indexOf('/about') + 1];
    expect(rule).toMatch(/; report-uri https:\/\/csp\.example\.com\/report; report-to csp$/);
    expect(plan.meta.get('about.html')).not.toMatch(/report/);
    // report-to names a group that the Reporting-Endpoints header on every response defines.
    const all = plan.text.slice(plan.text.indexOf('/*\n'));
    expect(
      all
        .split('\n')
        .slice(1)
        .find((line) => line.includes('Reporting-Endpoints')),
    ).toBe('  Reporting-Endpoints: csp="https://csp.example.com/report"');
    expect(countRules(plan.text)).toBe(plan.rules);
  });

  test('unset: no reporting directive or header', () => {
    const plan = planCsp(staticBlock, pages, { report: reportUriOf(undefined) });
    expect(plan.text).not.toMatch(/report|Reporting-Endpoints/i);
  });

  test('only https (or http on this machine), and a clear error otherwise', () => {
    expect(reportUriOf(' http://127.0.0.1:9000/r ')).toBe('http://127.0.0.1:9000/r');
    expect(() => reportUriOf('http://csp.example.com/r')).toThrow('CSP_REPORT_URI "http://csp.example.com/r" must be an https URL');
    expect(() => reportUriOf('not a url')).toThrow('CSP_REPORT_URI "not a url" is not a URL');
  });
});

test('CSP_META (hosts without headers): <meta> policies on every page even when rules would fit', () => {
  const plan = planCsp(staticBlock, [{ file: 'index.html', hashes: [helloHash] }], { inMeta: true });
  expect(plan.mode).toBe('meta');
  expect(plan.meta.get('index.html')).toBe(buildPolicy({ hashes: [helloHash], delivery: 'meta' }));
});

describe('withMetaPolicy', () => {
  const html = page('<script>x()</script>');

  test('puts the policy right after <meta charset>, before any script', () => {
    const result = withMetaPolicy(html, "default-src 'self'");
    expect(result).toContain('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/><title>');
    const document = parseHtml(result);
    expect(document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe("default-src 'self'");
  });

  test('replaces the policy of an earlier run instead of adding a second', () => {
    const twice = withMetaPolicy(withMetaPolicy(html, "default-src 'none'"), "default-src 'self'");
    expect(twice.match(/http-equiv/g)).toHaveLength(1);
    expect(twice).toContain('content="default-src \'self\'"');
  });
});

describe('the editor (/admin/*)', () => {
  it('lets Decap run (eval for ajv, inline styles, the GitHub API) and nothing else: no frames, forms or plugins', () => {
    const policy = adminPolicy({ backend: {}, production: true });
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://avatars.githubusercontent.com; " +
        "font-src 'self'; connect-src 'self' blob: https://api.github.com https://www.githubstatus.com; frame-src 'none'; frame-ancestors 'none'; " +
        "base-uri 'self'; form-action 'none'; object-src 'none'; upgrade-insecure-requests",
    );
  });

  it('allows the local proxy only off the live site, and the API the backend names', () => {
    expect(adminPolicy({ backend: {}, production: false })).toContain(
      "connect-src 'self' blob: https://api.github.com https://www.githubstatus.com http://localhost:8081;",
    );
    expect(adminPolicy({ backend: {}, production: false })).not.toContain('upgrade-insecure-requests');
    expect(adminPolicy({ backend: { api_root: 'https://github.example.com/api/v3' }, production: true })).toContain(
      "connect-src 'self' blob: https://github.example.com https://www.githubstatus.com;",
    );
  });

  it('detaches the site’s policy and opener policy, and keeps search engines away', () => {
    const rule = adminRule({ backend: {}, production: true, basePath: '/shop' }).split('\n');
    const at = rule.indexOf('/shop/admin/*');
    expect(at).toBeGreaterThan(-1);
    expect(rule.slice(at + 1)).toEqual([
      '  ! Content-Security-Policy',
      '  ! Cross-Origin-Opener-Policy',
      `  Content-Security-Policy: ${adminPolicy({ backend: {}, production: true })}`,
      '  Cross-Origin-Opener-Policy: same-origin-allow-popups',
      '  X-Robots-Tag: noindex, nofollow',
      '',
    ]);
  });
});
