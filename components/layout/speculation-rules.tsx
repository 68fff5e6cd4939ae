/**
 * The rules by which Chromium fetches the site's next page ahead: a same-site link the visitor
 * points at (a pointer resting on it, or a press) is fetched before the click, so the document
 * navigation that follows starts with the page in hand (docs/performance.md, "Page to page").
 * Only a fetch: nothing runs before the visitor arrives, so the basket and drafts a page reads
 * are read when it opens. Not the editor's page, nor files.
 */
export function speculationRules(basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '') {
  return {
    prefetch: [
      {
        where: {
          and: [
            { href_matches: `${basePath}/*` },
            { not: { href_matches: [`${basePath}/admin/*`, `${basePath}/images/*`, `${basePath}/share/*`, `${basePath}/*.*`] } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

/** The rules as the inline script Chromium reads; scripts/csp.mjs hashes it into the page's policy. */
export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules()) }} />;
}
