import { authorizeUrl, cookieValue, escapeHtml, randomState, sameString, scopeOf, tokenUrl, type OAuthEnv } from './github-oauth';
import { sessionCookieHeader, sessionSeconds, signSession, usableSecret } from './session';

// Signing in to the inbox (docs/inbox.md, "Who may open it"): the editor's GitHub OAuth app, in the
// same window. GitHub sends the user back to /api/callback/inbox (a sub-path of the app's callback
// URL, which GitHub allows); the code becomes a token, the token asks GitHub whether this user may
// write to CMS_REPO, and only then is a session cookie set. The token itself is not kept.

export type InboxEnv = OAuthEnv & {
  /** owner/name: a staff member is someone who may push to it. */
  CMS_REPO?: string;
  /** At least 32 characters: signs the session cookie. */
  SESSION_SECRET?: string;
};

export const inboxPath = '/admin/inbox/';
export const inboxCallbackPath = '/api/callback/inbox';
export const inboxStateCookie = '__Host-inbox-oauth-state';
export const githubApi = 'https://api.github.com';

const stateCookieHeader = (value: string, maxAge: number) =>
  `${inboxStateCookie}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;

/** A small page; with `next`, it moves on there by itself (same-site, so the Strict cookie goes with it). */
function page(
  status: number,
  title: string,
  text: string,
  { next, headers = {} }: { next?: string; headers?: Record<string, string> } = {},
) {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
${next ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(next)}">` : ''}
<title>${escapeHtml(title)}</title>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(next ?? inboxPath)}">Open the inbox</a></p>
</body>
</html>
`;
  const response = new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  });
  for (const [name, value] of Object.entries(headers)) response.headers.append(name, value);
  return response;
}

function missing(env: InboxEnv): string[] {
  const names: (keyof InboxEnv)[] = ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'CMS_REPO'];
  const unset: string[] = names.filter((name) => !env[name]?.trim());
  if (!usableSecret(env.SESSION_SECRET)) unset.push('SESSION_SECRET (32 characters or more)');
  return unset;
}

/** GET /api/inbox/login: to GitHub's authorize page with a fresh state. */
export function startInboxSignIn(request: Request, env: InboxEnv): Response {
  const unset = missing(env);
  if (unset.length) return page(500, 'The inbox is not set up', `Not set: ${unset.join(', ')}. See docs/deploying.md, "The inbox".`);
  const origin = new URL(request.url).origin;
  const state = randomState();
  const target = new URL(authorizeUrl);
  target.searchParams.set('client_id', env.GITHUB_CLIENT_ID!.trim());
  target.searchParams.set('redirect_uri', `${origin}${inboxCallbackPath}`);
  target.searchParams.set('scope', scopeOf(env));
  target.searchParams.set('state', state);
  target.searchParams.set('allow_signup', 'false');
  return new Response(null, {
    status: 302,
    headers: { Location: target.href, 'Cache-Control': 'no-store', 'Set-Cookie': stateCookieHeader(state, 600) },
  });
}

type Json = Record<string, unknown>;

async function github(fetcher: typeof fetch, path: string, token: string): Promise<{ status: number; body: Json }> {
  const response = await fetcher(`${githubApi}${path}`, {
    headers: { Accept: 'application/vnd.github+json', Authorization: `Bearer ${token}`, 'User-Agent': 'hazara-inbox' },
  });
  return { status: response.status, body: response.ok ? ((await response.json()) as Json) : {} };
}

/** Whether the token's user may push to `repo`: GitHub says so in the repository's `permissions`. */
export async function canWrite(fetcher: typeof fetch, token: string, repo: string): Promise<boolean> {
  const { body } = await github(fetcher, `/repos/${repo}`, token);
  const permissions = (body.permissions ?? {}) as Json;
  return permissions.push === true || permissions.maintain === true || permissions.admin === true;
}

/** GET /api/callback/inbox: the state, the token, the write check, then the session. */
export async function finishInboxSignIn(request: Request, env: InboxEnv, fetcher: typeof fetch, now: number): Promise<Response> {
  const unset = missing(env);
  if (unset.length) return page(500, 'The inbox is not set up', `Not set: ${unset.join(', ')}.`);
  const url = new URL(request.url);
  const clear = { 'Set-Cookie': stateCookieHeader('', 0) };
  const state = url.searchParams.get('state') ?? '';
  const expected = cookieValue(request, inboxStateCookie) ?? '';
  if (!state || !expected || !sameString(state, expected))
    return page(400, 'Sign-in failed', 'The sign-in did not start from this site, or took longer than 10 minutes. Start again.');
  const code = url.searchParams.get('code');
  if (!code)
    return page(403, 'Sign-in failed', `GitHub sent no authorization code (${url.searchParams.get('error') ?? 'no reason given'}).`, {
      headers: clear,
    });

  let token: string;
  try {
    const response = await fetcher(tokenUrl, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'hazara-inbox' },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID!.trim(),
        client_secret: env.GITHUB_CLIENT_SECRET!.trim(),
        code,
        redirect_uri: `${url.origin}${inboxCallbackPath}`,
      }),
    });
    const answer = (await response.json()) as Json;
    if (typeof answer.access_token !== 'string' || !answer.access_token) throw new Error('no token');
    token = answer.access_token;
    const user = await github(fetcher, '/user', token);
    const login = typeof user.body.login === 'string' ? user.body.login : '';
    if (!login) throw new Error('no user');
    const repo = env.CMS_REPO!.trim();
    if (!(await canWrite(fetcher, token, repo)))
      return page(403, 'No access', `The GitHub account ${login} cannot write to ${repo}, so it cannot open the inbox.`, {
        headers: clear,
      });
    const cookie = await signSession({ login, expires: now + sessionSeconds * 1000 }, env.SESSION_SECRET!);
    const signedIn = page(200, 'Signed in', `Signed in as ${login}.`, { next: inboxPath, headers: clear });
    signedIn.headers.append('Set-Cookie', sessionCookieHeader(cookie, sessionSeconds));
    return signedIn;
  } catch {
    return page(502, 'Sign-in failed', 'GitHub could not be asked who you are. Start again.', { headers: clear });
  }
}
