// Decap's Redux store (decap-cms-core's own, the one decap-cms-app uses): the editor reads the open
// form from it to compare a save with what was opened (cms/admin/index.tsx). Untyped upstream.
declare module 'decap-cms-core/dist/esm/redux' {
  export const store: { getState(): { entryDraft: unknown }; subscribe(listener: () => void): () => void };
}
