import CMS from 'decap-cms-core';
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import boolean from 'decap-cms-widget-boolean';
import datetime from 'decap-cms-widget-datetime';
import image from 'decap-cms-widget-image';
import list from 'decap-cms-widget-list';
import markdown from 'decap-cms-widget-markdown';
import number from 'decap-cms-widget-number';
import object from 'decap-cms-widget-object';
import relation from 'decap-cms-widget-relation';
import select from 'decap-cms-widget-select';
import string from 'decap-cms-widget-string';
import text from 'decap-cms-widget-text';
import imageComponent from 'decap-cms-editor-component-image';

// Decap with only what this site's editor uses, instead of decap-cms-app, which registers every
// backend (GitLab, Bitbucket, Azure, Gitea, …), every widget (code, map, color, rich text, …), a
// code-block component and all 30 interface languages (docs/editing.md, "Weight").
//
//   backends  github (cms/backend.ts: the live site and previews, signed in through Netlify or
//             /api/auth), proxy (npm run cms and the tests: Decap switches to it for local_backend)
//   widgets   those cms/config.ts and cms/fields.ts write; "hidden" is Decap's own. A field with
//             another widget shows Decap's "No control for widget" box: add the package here.
//   markdown  the image component (a picture in an article's text); no code block
//   language  English, and Decap's words for each of the site's languages Decap has (the bundle's
//             editor-locales module, scripts/build-admin.mjs): cms/admin/index.tsx registers them

CMS.registerBackend('github', GitHubBackend);
CMS.registerBackend('proxy', ProxyBackend);
for (const widget of [string, text, markdown, image, list, object, select, boolean, number, datetime, relation])
  CMS.registerWidget(widget.Widget());
CMS.registerEditorComponent(imageComponent);

export default CMS;
