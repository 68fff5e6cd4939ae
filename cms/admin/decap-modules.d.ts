// Parts of Decap the editor reaches into that ship no types (cms/admin/index.tsx).

// Decap's Redux store (decap-cms-core's own, the one decap-cms-app uses): the editor reads the open
// form from it to compare a save with what was opened, and changes a translation's list with English's.
declare module 'decap-cms-core/dist/esm/redux' {
  export const store: {
    getState(): { entryDraft: unknown };
    subscribe(listener: () => void): () => void;
    dispatch(action: { type: string; payload: unknown }): unknown;
  };
}

// Decap's slug maker: a function of a text to its address segment, with the given slug settings.
declare module 'decap-cms-core/dist/esm/lib/formatters' {
  export function getProcessSegment(slugConfig: Record<string, unknown>): (value: string) => string;
}

// Decap's Markdown as HTML, as its own preview renders it (cms/admin/view-previews.tsx).
declare module 'decap-cms-widget-markdown/dist/esm/serializers' {
  export function markdownToHtml(markdown: string): string;
}

// The widgets and backends cms/admin/decap.ts registers (their packages ship no types).
declare module 'decap-cms-widget-*' {
  import type { CmsWidgetParam } from 'decap-cms-core';
  const widget: { Widget(): CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-backend-github' {
  import type { CmsBackendClass } from 'decap-cms-core';
  export const GitHubBackend: CmsBackendClass;
}
declare module 'decap-cms-backend-proxy' {
  import type { CmsBackendClass } from 'decap-cms-core';
  export const ProxyBackend: CmsBackendClass;
}
declare module 'decap-cms-editor-component-image' {
  import type { EditorComponentOptions } from 'decap-cms-core';
  const image: EditorComponentOptions;
  export default image;
}

// Decap's phrases for the site's languages it has, chosen at build (scripts/build-admin.mjs,
// editorLocalesPlugin): English first.
declare module 'editor-locales' {
  type Phrases = { [key: string]: string | Phrases };
  const locales: { name: string; lang: string; phrases: Phrases }[];
  export default locales;
}
