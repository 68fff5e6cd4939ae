import CMS from 'decap-cms-app';
import { installUploadGuard } from './upload-guard';
import { ArticlePreview, CategoryPreview, PoliciesPreview } from './previews';

// The editor at /admin/ (Decap CMS), bundled by scripts/build-admin.mjs into public/admin/cms.js.
// Decap reads its configuration from /admin/config.yml (the <link rel="cms-config-url"> of
// public/admin/index.html), which the same build writes from cms/config.ts.

/** The preview stylesheet's address (with the site's base path), from the build (esbuild's define). */
declare const CMS_PREVIEW_STYLE: string;

// Uploads that are not images, or over 10 MB, are refused before Decap stores them.
installUploadGuard(document, (message) => window.alert(message));

CMS.registerPreviewStyle(CMS_PREVIEW_STYLE);
CMS.registerPreviewTemplate('categories', CategoryPreview);
CMS.registerPreviewTemplate('articles', ArticlePreview);
CMS.registerPreviewTemplate('policies', PoliciesPreview);

CMS.init();
