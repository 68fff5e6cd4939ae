/**
 * @jest-environment node
 */
import { createJiti } from 'jiti';
import { cmsConfig } from '@/cms/config';
import { aliasLength, branchAlias, previewUrl } from './preview-alias.mjs';

// The preview address of each draft the editor makes. Decap names a draft's branch
// cms/<collection>/<slug>; for an article the slug is made from its English title by Decap's own
// slug code, with the site's slug settings (cms/config.ts: ASCII, accents cleaned, "-").

const config = cmsConfig({ CMS_REPO: 'acme/website' });
type SanitizeSlug = (text: string, options: unknown) => string;
let decapSanitize: SanitizeSlug;
beforeAll(async () => {
  // Decap's own module, as the editor bundles it (ESM in node_modules, which Jest does not transform).
  const urlHelper = await createJiti(__filename).import<{ sanitizeSlug: SanitizeSlug }>('decap-cms-core/dist/esm/lib/urlHelper.js');
  decapSanitize = urlHelper.sanitizeSlug;
});

/** Decap's slug of a title: its prepareSlug (lib/formatters.js: trim, lower case, no "'", "." as "-"), then sanitizeSlug. */
const slugOf = (title: string) => decapSanitize(title.trim().toLocaleLowerCase().replace(/[']/g, '').replace(/[.]/g, '-'), config.slug);
const articleBranch = (title: string) => `cms/articles/${slugOf(title)}`;
const validHostLabel = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

describe("a draft's preview address", () => {
  it('is the article branch cut to 28 characters, as docs/deploying.md shows', () => {
    expect(articleBranch('Shipping from Pakistan')).toBe('cms/articles/shipping-from-pakistan');
    expect(previewUrl(articleBranch('Shipping from Pakistan'), 'acme-site')).toBe(
      'https://cms-articles-shipping-from-p.acme-site.pages.dev',
    );
  });

  it('never ends in "-" where a long title is cut', () => {
    const title = 'How we ship surgical instruments, sports goods and leather from Haripur to Rotterdam in 21 days';
    expect(branchAlias(articleBranch(title))).toBe('cms-articles-how-we-ship-sur');
    // The 28th character is the "-" after "goods".
    expect(branchAlias(articleBranch('Shipping goods by sea'))).toBe('cms-articles-shipping-goods');
  });

  it('keeps what is left of accented, underscored and mixed-script titles', () => {
    expect(branchAlias(articleBranch('Café crème : l’été 2026'))).toBe('cms-articles-cafe-creme-l-et');
    expect(articleBranch('Lahore_Karachi route')).toBe('cms/articles/lahore_karachi-route');
    expect(branchAlias(articleBranch('Lahore_Karachi route'))).toBe('cms-articles-lahore-karachi');
    expect(branchAlias(articleBranch('Доставка 2026 Pakistan'))).toBe('cms-articles-2026-pakistan');
  });

  it('has no slug at all for a title only in Arabic, Chinese or Russian letters (ASCII slugs keep no such letter)', () => {
    for (const title of ['الشحن من باكستان', '从巴基斯坦发货', 'Доставка из Пакистана']) expect(slugOf(title)).toBe('');
  });

  it('is a valid host name of at most 28 characters for every collection and page the editor offers', () => {
    for (const collection of config.collections) {
      const files = (collection as { files?: { name: string }[] }).files;
      const slugs = files ? files.map((file) => file.name) : ['a-new-entry'];
      for (const slug of slugs) {
        const alias = branchAlias(`cms/${collection.name}/${slug}`)!;
        expect(alias).toMatch(validHostLabel);
        expect(alias.length).toBeLessThanOrEqual(aliasLength);
        expect(alias.startsWith(`cms-${collection.name}`.slice(0, aliasLength))).toBe(true);
      }
    }
  });

  it("follows Cloudflare's own examples", () => {
    // The branch and address a Cloudflare user reported, and a Cloudflare engineer's cases (community forum, 2023).
    expect(branchAlias('dependabot/npm_and_yarn/dustjs-linkedin-3.0.0')).toBe('dependabot-npm-and-yarn-dust');
    expect(branchAlias('Test-ABC')).toBe('test-abc');
    expect(branchAlias('Test:abc')).toBe('test-abc');
    expect(branchAlias('-test-abc-')).toBe('test-abc');
    expect(branchAlias('abcdef123456abcdef123456abcdef123456')).toBe('abcdef123456abcdef123456abcd');
    expect(branchAlias('-::::-')).toBeNull();
  });
});
