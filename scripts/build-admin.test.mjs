/** @jest-environment node */
import { parseHtml } from './out-pages.mjs';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { adminHtml, decapLocaleNames, editorLocales, fontFaceCss, leftOut, previewStandIns } from './build-admin.mjs';
import { readLocales, webFaces } from './build-font.mjs';

describe('adminHtml', () => {
  const document = parseHtml(adminHtml({ siteName: 'Haripur & Co' }));

  it('names the editor and the site, and keeps search engines away', () => {
    expect(document.title).toBe('Content editor · Haripur & Co');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/^noindex/);
    expect(document.documentElement.lang).toBe('en');
  });

  it('has no inline script or style, so its Content-Security-Policy needs no hash', () => {
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0].getAttribute('src')).toBe('/admin/cms.js');
    expect(scripts[0].textContent).toBe('');
    expect(document.querySelectorAll('style, [style]')).toHaveLength(0);
    expect(
      [...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames()).filter((name) => name.startsWith('on')),
    ).toEqual([]);
  });

  it('points Decap at its configuration as YAML, and every address at the base path', () => {
    const page = parseHtml(adminHtml({ siteName: 'x', basePath: '/shop' }));
    const config = page.querySelector('link[rel="cms-config-url"]');
    expect(config?.getAttribute('type')).toBe('text/yaml');
    expect(config?.getAttribute('href')).toBe('/shop/admin/config.yml');
    expect(page.querySelector('script')?.getAttribute('src')).toBe('/shop/admin/cms.js');
    expect(page.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/shop/icon.svg');
  });
});

describe('fontFaceCss', () => {
  it('declares each of the site’s faces under the family the stylesheet names, with its range', () => {
    const css = fontFaceCss();
    expect(css.match(/@font-face/g)).toHaveLength(webFaces().length);
    for (const { file, range } of webFaces()) {
      expect(css).toContain(`src:url(fonts/${file}) format('woff2')`);
      expect(css).toContain(`unicode-range:${range}`);
    }
    expect(css).toMatch(/font-family:'Inter';src:url\(fonts\/inter-latin\.woff2\)[^}]*font-weight:400 700/);
  });

  it('names a language’s own face in its pages’ stack, as on the site’s pages', () => {
    // Languages of this test's own: content/locales.yml may hold any.
    const css = fontFaceCss([
      { code: 'en', lang: 'en', dir: 'ltr' },
      { code: 'ar', lang: 'ar', dir: 'rtl' },
    ]);
    expect(css).toMatch(/font-family:'IBM Plex Sans Arabic';src:url\(fonts\/ibm-plex-sans-arabic-600\.woff2\)[^}]*font-weight:600/);
    expect(css).toContain(`html:lang(ar){--font-sans:'IBM Plex Sans Arabic','Inter',var(--font-inter)}`);
  });
});

describe('decapPatches', () => {
  it('apply exactly once each to the installed Decap, and a missing one fails the build naming it', async () => {
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const { decapPatches, patchSource } = await import('./build-admin.mjs');
    const require = createRequire(import.meta.url);
    for (const { file, replacements } of decapPatches) {
      const source = readFileSync(require.resolve(file), 'utf8');
      const patched = patchSource(file, source, replacements);
      for (const [, to] of replacements) expect(patched).toContain(to);
    }
    expect(() => patchSource('x.js', 'nothing here', [['locale.toUpperCase()', 'y']])).toThrow(
      'build-admin: x.js has 0 copies of "locale.toUpperCase()"; update decapPatches for this Decap version',
    );
  });
});

describe('editorLocales', () => {
  const site = readLocales();

  it('bundles Decap’s words for each of the site’s languages Decap has, from content/locales.yml, English first', () => {
    const names = decapLocaleNames();
    expect(names).toEqual(expect.arrayContaining(['en', 'fr', 'zh_Hans']));
    const chosen = editorLocales(site, names);
    expect(chosen[0]).toEqual({ name: 'en', lang: 'en' });
    // Every one is a site language; every site language Decap has is there.
    for (const { lang } of chosen) expect(site.map((locale) => locale.lang)).toContain(lang);
    for (const { lang } of site) {
      const decap = names.find((name) => name.toLowerCase().replace(/_/g, '-') === lang.toLowerCase());
      if (decap) expect(chosen).toContainEqual({ name: decap, lang });
    }
  });

  it('matches a tag by its language when Decap has no such region or script, and leaves out what Decap lacks', () => {
    const locales = [
      { code: 'en', lang: 'en' },
      { code: 'pt', lang: 'pt-BR' },
      { code: 'zh', lang: 'zh-Hans' },
      { code: 'ar', lang: 'ar' },
      { code: 'ur', lang: 'ur' },
    ];
    expect(editorLocales(locales, ['en', 'pt', 'zh_Hans', 'zh_Hant', 'fr'])).toEqual([
      { name: 'en', lang: 'en' },
      { name: 'pt', lang: 'pt-BR' },
      { name: 'zh_Hans', lang: 'zh-Hans' },
    ]);
  });
});

describe('leftOut', () => {
  it('answers only imports Decap makes, for features the configuration does not use', async () => {
    const { cmsConfig } = await import('../cms/config.ts');
    const config = cmsConfig({});
    const decap = execFileSync(
      'grep',
      ['-rhoE', "from '[^']+'", ...['decap-cms-core', 'decap-cms-widget-markdown'].map((name) => `node_modules/${name}/dist/esm`)],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const dynamic = readFileSync('node_modules/decap-cms-core/dist/esm/lib/imageTransformations.js', 'utf8');
    for (const { module } of leftOut) expect(`${decap}\n${dynamic}`).toContain(`'${module}'`);
    // No TOML file, and no conversion of uploads, anywhere in the configuration.
    const text = JSON.stringify(config);
    expect(text).not.toMatch(/"(format|extension)":"(toml|yml-toml|toml-frontmatter)"/);
    expect(text).not.toContain('media_processing');
  });

  it('stands in for site modules the previews reach only by a dynamic import', () => {
    const imports = execFileSync('grep', ['-rhoE', "import\\('[^']+'\\)", 'components'], { encoding: 'utf8' });
    for (const { module } of previewStandIns) expect(imports).toContain(`import('${module}')`);
  });
});
