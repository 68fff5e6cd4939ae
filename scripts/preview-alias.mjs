#!/usr/bin/env node
// The address Cloudflare Pages gives a branch's preview: https://<alias>.<project>.pages.dev. The
// editor's drafts are branches cms/<collection>/<slug> (Decap), and "View preview" opens the page on
// that address; .github/scripts/cms-preview-status.mjs (run by .github/workflows/cms-preview-status.yml)
// needs the same alias to tell the editor where the preview is. No dependencies: the workflow runs it
// from a sparse checkout, without npm.
//
// Cloudflare's rule, as far as it is published: its Pages documentation says the branch name is
// lower-cased and non-alphanumeric characters become "-"; a Cloudflare engineer's answer on the
// community forum ("Algorithm to generate a preview DNS subdomain from a branch name", 2023) adds:
// no "-" at either end, at most 28 characters, and a random "branch-…" alias when nothing is left.
// Not verified on a live project: whether a run of such characters ("a_-b") gives one "-" or one each
// (the forum's code: one each, as here), and what happens to a "-" left at the cut (removed here: a
// host name cannot end in "-").
//
// Usage: node scripts/preview-alias.mjs <branch> [project]   prints the alias, or with a project the address
import { runAsScript } from './process.mjs';

/** The most characters Cloudflare keeps of a branch name. */
export const aliasLength = 28;

/**
 * Cloudflare Pages' alias for a branch ("cms/articles/shipping-from-pakistan" →
 * "cms-articles-shipping-from-p"), or null for a branch with no letter or digit, whose alias
 * Cloudflare draws at random.
 */
export function branchAlias(branch) {
  const alias = branch
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, aliasLength)
    .replace(/-+$/, '');
  return alias || null;
}

/** The branch's preview address on Cloudflare Pages (https://<alias>.<project>.pages.dev), or null (above). */
export function previewUrl(branch, project) {
  const alias = branchAlias(branch);
  return alias && `https://${alias}.${project}.pages.dev`;
}

runAsScript(import.meta.url, 'preview-alias', () => {
  const [branch, project] = process.argv.slice(2);
  if (!branch) throw new Error('usage: node scripts/preview-alias.mjs <branch> [project]');
  const answer = project ? previewUrl(branch, project) : branchAlias(branch);
  if (!answer) throw new Error(`${JSON.stringify(branch)} has no letter or digit: Cloudflare Pages gives it a random alias`);
  console.log(answer);
});
