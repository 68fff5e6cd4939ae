import CMS from 'decap-cms-app';
import { installUploadGuard } from './upload-guard';
import { translationProblems, type TranslationChecks } from '../translation-checks';
import { ArticlePreview, CategoryPreview, PoliciesPreview } from './previews';

// The editor at /admin/ (Decap CMS), bundled by scripts/build-admin.mjs into public/admin/cms.js.
// Decap reads its configuration from /admin/config.yml (the <link rel="cms-config-url"> of
// public/admin/index.html), which the same build writes from cms/config.ts.

/** The preview stylesheet's address (with the site's base path), from the build (esbuild's define). */
declare const CMS_PREVIEW_STYLE: string;
/** The rules Save applies to the other languages (cms/translation-checks.ts), from the build. */
declare const CMS_TRANSLATION_CHECKS: TranslationChecks;

/** Decap's entry, as much of it as the check reads (an Immutable map). */
type Entry = { get(key: string): unknown; toJS?: () => unknown };

// Decap validates the English side before it saves, and of the other languages only the fields
// typed in: a translation that breaks a rule otherwise (an article without its text) is refused
// here, before anything is written. What preSave throws, Decap shows as "Failed to persist entry:
// …", and the draft stays open as it was.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: Entry }) => {
    const collection = String(entry.get('collection'));
    const i18n = (entry.get('i18n') as Entry | undefined)?.toJS?.() as Record<string, { data?: unknown }> | undefined;
    const translations = Object.fromEntries(Object.entries(i18n ?? {}).map(([locale, { data }]) => [locale, data]));
    const problems = translationProblems(CMS_TRANSLATION_CHECKS, `${collection}/${String(entry.get('slug'))}`, collection, translations);
    if (problems.length > 0) throw new Error(problems.join(' · '));
  },
});

// Uploads that are not images, or over 10 MB, are refused before Decap stores them.
installUploadGuard(document, (message) => window.alert(message));

CMS.registerPreviewStyle(CMS_PREVIEW_STYLE);
CMS.registerPreviewTemplate('categories', CategoryPreview);
CMS.registerPreviewTemplate('articles', ArticlePreview);
CMS.registerPreviewTemplate('policies', PoliciesPreview);

CMS.init();
