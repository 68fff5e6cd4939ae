#!/usr/bin/env node
// The commit status Decap CMS's "View preview" reads, for a site on Cloudflare Pages. Decap finds a
// draft's preview in the commit statuses of its pull request's head commit
// (GET /repos/{repo}/commits/{sha}/status, context = backend.preview_context in cms/backend.ts).
// Netlify writes such a status itself; Cloudflare Pages' GitHub integration reports a check run
// and a comment instead, which that endpoint does not list. So this script, run by
// .github/workflows/cms-preview-status.yml on each push to a draft's pull request, writes one:
// "pending" with the branch's preview URL at once, then "success" once that URL serves the commit
// (the preview ribbon prints its short hash), or "error" if it has not after PREVIEW_TIMEOUT_MINUTES.
// Usage (the workflow sets these): GITHUB_TOKEN GITHUB_REPOSITORY HEAD_SHA HEAD_REF
//   CLOUDFLARE_PAGES_PROJECT [PREVIEW_TIMEOUT_MINUTES=20] node .github/scripts/cms-preview-status.mjs
import { previewUrl } from '../../scripts/preview-alias.mjs';
import { runAsScript } from '../../scripts/process.mjs';

/** The status context; cms/backend.ts names the same one (cloudflarePreviewContext). */
export const statusContext = 'cloudflare-pages/preview';

// The branch's address (Cloudflare's alias rule) is computed in scripts/preview-alias.mjs, tested there.
export { branchAlias, previewUrl } from '../../scripts/preview-alias.mjs';

/** Whether a preview page was built from `sha`: the ribbon names its first 7 characters. */
export function servesCommit(html, sha) {
  return html.includes(sha.slice(0, 7).toLowerCase());
}

/** GitHub's limit for a status description. */
const describe = (text) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

/** Writes the status on `sha`. */
export async function setStatus({ repo, sha, token, state, targetUrl, description, fetcher = fetch }) {
  const response = await fetcher(`https://api.github.com/repos/${repo}/statuses/${sha}`, {
    method: 'POST',
    headers: {
      Accept: 'application/vnd.github+json',
      Authorization: `Bearer ${token}`,
      'X-GitHub-Api-Version': '2022-11-28',
      'User-Agent': 'cms-preview-status',
    },
    body: JSON.stringify({ state, target_url: targetUrl, description: describe(description), context: statusContext }),
  });
  if (!response.ok)
    throw new Error(`GitHub refused the ${state} status on ${sha.slice(0, 7)}: ${response.status} ${await response.text()}`);
}

/** Asks the preview for its home page until it serves `sha`; false after `timeoutMs`. */
export async function waitForPreview({ url, sha, timeoutMs, intervalMs = 20_000, fetcher = fetch, sleep, now = Date.now }) {
  const wait = sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const deadline = now() + timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetcher(`${url}/?preview-status=${attempt}`, { headers: { 'Cache-Control': 'no-cache' }, redirect: 'manual' });
      if (response.ok && servesCommit(await response.text(), sha)) return true;
    } catch {
      // Not up yet (a new branch's address answers only after its first deployment).
    }
    if (now() + intervalMs > deadline) return false;
    await wait(intervalMs);
  }
}

function required(env, name) {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** The whole run: pending, then success or error. Returns the final state. */
export async function run(env = process.env, { fetcher = fetch, sleep, now, log = console.log } = {}) {
  const repo = required(env, 'GITHUB_REPOSITORY');
  const token = required(env, 'GITHUB_TOKEN');
  const sha = required(env, 'HEAD_SHA');
  const branch = required(env, 'HEAD_REF');
  const project = required(env, 'CLOUDFLARE_PAGES_PROJECT');
  const minutes = Number(env.PREVIEW_TIMEOUT_MINUTES?.trim() || 20);
  if (!Number.isFinite(minutes) || minutes <= 0)
    throw new Error(`PREVIEW_TIMEOUT_MINUTES is not a number of minutes: ${env.PREVIEW_TIMEOUT_MINUTES}`);

  const url = previewUrl(branch, project);
  if (!url) throw new Error(`${branch} has no letter or digit: Cloudflare Pages gives its preview a random address`);
  const short = sha.slice(0, 7);
  const status = (state, description) => setStatus({ repo, sha, token, state, targetUrl: url, description, fetcher });

  await status('pending', `Cloudflare Pages is building the preview of ${short}`);
  log(`cms-preview-status: waiting for ${url} to serve ${short} (at most ${minutes} min)`);
  const ready = await waitForPreview({ url, sha, timeoutMs: minutes * 60_000, fetcher, sleep, now });
  if (ready) {
    await status('success', `Preview of ${short} is ready`);
    log(`cms-preview-status: ${url} serves ${short}`);
    return 'success';
  }
  await status('error', `${url} did not serve ${short} within ${minutes} min: see the Cloudflare Pages build`);
  log(`cms-preview-status: ${url} did not serve ${short} within ${minutes} min`);
  return 'error';
}

runAsScript(import.meta.url, 'cms-preview-status', async () => {
  if ((await run()) !== 'success') process.exitCode = 1;
});
