import type { CmsEnv } from './types';

// Decap's `backend:` block, from the build's environment (nothing secret: the OAuth secret lives only in the
// host's runtime settings). Set-up on each host: docs/deploying.md, "The editor (/admin/)".

/** Where the editor signs in: Netlify's GitHub OAuth provider, or the project's own function (functions/api/). */
export type AuthHost = 'netlify' | 'cloudflare';

/** The status .github/workflows/cms-preview-status.yml writes on a draft's pull request; Decap matches it exactly. */
export const cloudflarePreviewContext = 'cloudflare-pages/preview';

/** Where the OAuth function answers on the site's own origin (functions/api/auth.ts). */
const functionAuthEndpoint = 'api/auth';

const authScopes = ['repo', 'public_repo'] as const;

const value = (env: CmsEnv, name: string) => env[name]?.trim() || undefined;

/** CMS_AUTH decides; otherwise Netlify's builds (NETLIFY=true) use Netlify's provider, every other build the site's /api/auth. */
export function authHost(env: CmsEnv): AuthHost {
  const chosen = value(env, 'CMS_AUTH');
  if (chosen) {
    if (chosen === 'netlify' || chosen === 'cloudflare') return chosen;
    throw new Error(`CMS_AUTH must be "netlify" or "cloudflare", not ${JSON.stringify(chosen)}`);
  }
  return value(env, 'NETLIFY') === 'true' ? 'netlify' : 'cloudflare';
}

/** The origin of an absolute http(s) URL, or undefined. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const production = (env: CmsEnv) => value(env, 'NEXT_PUBLIC_SITE_ENV') === 'production';

const setUp = 'see docs/deploying.md, "The editor (/admin/)"';

/** CMS_REPO on a build not live: Decap needs a repository to start, and a sign-in failing on this name says what to set. */
const repoPlaceholder = 'set-CMS_REPO/in-the-build-settings';

/** CMS_REPO as "owner/name"; the placeholder when unset on a preview or local build. */
function repository(env: CmsEnv): string {
  const repo = value(env, 'CMS_REPO');
  if (!repo) {
    if (production(env))
      throw new Error(
        `CMS_REPO is not set: the editor at /admin/ would have no repository to commit to. Set it to the GitHub repository, owner/name (${setUp}). Preview builds allow it unset.`,
      );
    return repoPlaceholder;
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/.test(repo) || repo.endsWith('.git'))
    throw new Error(`CMS_REPO must be a GitHub repository as owner/name (e.g. acme/website), not ${JSON.stringify(repo)}`);
  return repo;
}

function branchName(env: CmsEnv): string {
  const branch = value(env, 'CMS_BRANCH') ?? 'main';
  if (/[\s~^:?*[\\]|\.\.|^[/-]|\/$/.test(branch)) throw new Error(`CMS_BRANCH is not a branch name: ${JSON.stringify(branch)}`);
  return branch;
}

function authScope(env: CmsEnv): (typeof authScopes)[number] {
  const scope = value(env, 'CMS_AUTH_SCOPE') ?? 'repo';
  const known = authScopes.find((name) => name === scope);
  if (!known) throw new Error(`CMS_AUTH_SCOPE must be "repo" (private repository) or "public_repo", not ${JSON.stringify(scope)}`);
  return known;
}

/** Netlify: its GitHub OAuth provider, found by the site's main domain so deploy previews can sign in too. */
function netlifySignIn(env: CmsEnv): Record<string, unknown> {
  const main = value(env, 'URL'); // Netlify's main address of the site, set in every build
  const host = main && originOf(main) ? new URL(main).hostname : undefined;
  return { base_url: 'https://api.netlify.com', auth_endpoint: 'auth', ...(host ? { site_domain: host } : {}) };
}

/** Elsewhere: <live origin>/api/auth, the live one because GitHub returns to the OAuth app's registered callback. */
function functionSignIn(env: CmsEnv): Record<string, unknown> {
  const site = value(env, 'NEXT_PUBLIC_SITE_URL');
  const origin = originOf(site);
  if (site && !origin) throw new Error(`NEXT_PUBLIC_SITE_URL is not an http(s) URL: ${JSON.stringify(site)}`);
  if (!origin && production(env)) throw new Error(`NEXT_PUBLIC_SITE_URL is not set: the editor signs in at <site>/api/auth (${setUp})`);
  return { base_url: origin ?? 'https://www.example.com', auth_endpoint: functionAuthEndpoint };
}

/** The `backend:` block. Decap's default preview status (one containing "deploy") is Netlify's; Cloudflare's is named. */
export function backendConfig(env: CmsEnv): Record<string, unknown> {
  const host = authHost(env);
  const repo = repository(env);
  const previewContext = value(env, 'CMS_PREVIEW_CONTEXT') ?? (host === 'cloudflare' ? cloudflarePreviewContext : undefined);
  return {
    name: 'github',
    repo,
    branch: branchName(env),
    ...(host === 'netlify' ? netlifySignIn(env) : functionSignIn(env)),
    auth_scope: authScope(env),
    // Publishing merges a draft's pull request as one commit on the main branch.
    squash_merges: true,
    // cms/admin/editor-language.ts appends what changed, in which language, so the history reads as the site's log.
    commit_messages: {
      create: 'New {{collection}} “{{slug}}”',
      update: 'Edit {{collection}} “{{slug}}”',
      delete: 'Delete {{collection}} “{{slug}}”',
      uploadMedia: 'Upload picture “{{path}}”',
      deleteMedia: 'Delete picture “{{path}}”',
    },
    ...(previewContext ? { preview_context: previewContext } : {}),
  };
}
