// The GitHub sign-in for Decap off Netlify, run by functions/api/auth.ts and callback.ts; the flow and Decap's
// messages: docs/deploying.md, "Cloudflare Pages". Every message goes to the site's own origin only.
// No onRequest export, so Cloudflare does not route this file; web-standard APIs only, so Jest runs it in Node.

/** What Cloudflare Pages hands a Function (only what these use; Cloudflare's types are not installed). */
export type OAuthEnv = {
  /** The GitHub OAuth app's client ID. */
  GITHUB_CLIENT_ID?: string;
  /** The OAuth app's client secret: an encrypted variable, read only here, never sent to a browser. */
  GITHUB_CLIENT_SECRET?: string;
  /** "repo" (default; a private repository) or "public_repo"; the build reads the same variable. */
  CMS_AUTH_SCOPE?: string;
};

export type PagesContext = { request: Request; env: OAuthEnv };

const provider = 'github';
export const authorizeUrl = 'https://github.com/login/oauth/authorize';
export const tokenUrl = 'https://github.com/login/oauth/access_token';
const callbackPath = '/api/callback';
/** The state cookie: __Host- (Secure, Path=/, this host only). */
export const stateCookie = '__Host-decap-oauth-state';
const stateMaxAge = 600; // seconds for the editor to finish on GitHub

const setUp = 'See docs/deploying.md, "The editor (/admin/)".';

/** Headers every answer carries: never cached, never framed, no referrer to GitHub or back. */
function baseHeaders(): Headers {
  return new Headers({
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // The pop-up must keep its link to the editor window (window.opener): a same-origin policy
    // here would cut it. Cloudflare does not apply _headers to Functions; this says it outright.
    'Cross-Origin-Opener-Policy': 'unsafe-none',
  });
}

export function scopeOf(env: OAuthEnv): string {
  const scope = env.CMS_AUTH_SCOPE?.trim() || 'repo';
  return scope === 'public_repo' ? 'public_repo' : 'repo';
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes, base64url. */
export function randomState(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

export function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Compares two strings in time independent of where they differ. */
export function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

const stateCookieHeader = (value: string, maxAge: number) =>
  `${stateCookie}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;

// The one script of the result page. It reads its data from the JSON block (which the browser never
// runs), so its hash, and the page's CSP, stay the same whatever the result.
const resultScript = `(function () {
  var data = JSON.parse(document.getElementById('result').textContent);
  var opener = window.opener;
  if (!opener) {
    document.getElementById('message').textContent = data.orphan;
    return;
  }
  function answer(event) {
    if (event.origin !== data.origin || event.source !== opener || event.data !== 'authorizing:' + data.provider) return;
    window.removeEventListener('message', answer);
    opener.postMessage('authorization:' + data.provider + ':' + data.status + ':' + JSON.stringify(data.content), data.origin);
  }
  window.addEventListener('message', answer);
  opener.postMessage('authorizing:' + data.provider, data.origin);
})();`;

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside a <script> block: no "<" to end it early. */
const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

type Result = { status: 'success'; token: string } | { status: 'error'; message: string };

/** Never lets the client secret into a page, whatever a message carries. */
function redact(text: string, env: OAuthEnv): string {
  const secret = env.GITHUB_CLIENT_SECRET?.trim();
  return secret ? text.split(secret).join('[secret]') : text;
}

/**
 * The page the pop-up ends on: it posts the result to the editor window at `origin` (the site's
 * own) and nowhere else. Strict CSP: nothing but its one hashed script runs; nothing loads.
 */
async function resultPage(origin: string, result: Result, env: OAuthEnv, httpStatus = 200, { clearState = true } = {}): Promise<Response> {
  const message =
    result.status === 'success'
      ? 'Signed in. This window closes by itself.'
      : `Sign-in failed: ${redact(result.message, env)} Close this window and try again.`;
  const data = {
    origin,
    provider,
    status: result.status,
    content: result.status === 'success' ? { token: result.token, provider } : { message: redact(result.message, env) },
    orphan: `${message} This window has lost its editor window: close it and sign in again at /admin/.`,
  };
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${result.status === 'success' ? 'Signed in' : 'Sign-in failed'}</title>
</head>
<body>
<p id="message">${escapeHtml(message)}</p>
<script type="application/json" id="result">${scriptJson(data)}</script>
<script>${resultScript}</script>
</body>
</html>
`;
  const headers = baseHeaders();
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set(
    'Content-Security-Policy',
    `default-src 'none'; script-src 'sha256-${await sha256Base64(resultScript)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  // The state cookie has done its job, unless this answer is to a request that did not carry its state
  // (a crafted link must not end a sign-in under way).
  if (clearState) headers.append('Set-Cookie', stateCookieHeader('', 0));
  return new Response(html, { status: httpStatus, headers });
}

function missingSettings(env: OAuthEnv, names: (keyof OAuthEnv)[]): string | undefined {
  const missing = names.filter((name) => !env[name]?.trim());
  return missing.length ? `the site's ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. ${setUp}` : undefined;
}

/** GET /api/auth: sends the pop-up to GitHub's authorize page with a fresh state, kept in a cookie. */
export async function startSignIn({ request, env }: PagesContext): Promise<Response> {
  const origin = new URL(request.url).origin;
  const missing = missingSettings(env, ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET']);
  if (missing) return resultPage(origin, { status: 'error', message: missing }, env, 500);

  const state = randomState();
  const target = new URL(authorizeUrl);
  target.searchParams.set('client_id', env.GITHUB_CLIENT_ID!.trim());
  target.searchParams.set('redirect_uri', `${origin}${callbackPath}`);
  target.searchParams.set('scope', scopeOf(env));
  target.searchParams.set('state', state);
  target.searchParams.set('allow_signup', 'false');

  const headers = baseHeaders();
  headers.set('Location', target.href);
  headers.append('Set-Cookie', stateCookieHeader(state, stateMaxAge));
  return new Response(null, { status: 302, headers });
}

type TokenAnswer = { access_token?: unknown; error?: unknown; error_description?: unknown };

/**
 * GET /api/callback: checks the state against the cookie (before anything else, and without ending
 * the sign-in when it does not match), swaps the code for a token, and hands the result to the editor window.
 */
export async function finishSignIn({ request, env }: PagesContext, fetcher: typeof fetch = fetch): Promise<Response> {
  const url = new URL(request.url);
  const origin = url.origin;
  const fail = (message: string, status: number, clearState = true) =>
    resultPage(origin, { status: 'error', message }, env, status, { clearState });

  const missing = missingSettings(env, ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET']);
  if (missing) return fail(missing, 500);

  // The state first, whatever else the request says: only GitHub, sent back from this sign-in, knows it.
  const state = url.searchParams.get('state') ?? '';
  const expected = cookieValue(request, stateCookie) ?? '';
  if (!state || !expected || !sameString(state, expected))
    return fail('the sign-in did not start from this site, or took longer than 10 minutes.', 400, false);

  const refused = url.searchParams.get('error');
  if (refused) {
    const detail = url.searchParams.get('error_description');
    return fail(`GitHub said ${refused}${detail ? ` (${detail})` : ''}.`, 403);
  }

  const code = url.searchParams.get('code');
  if (!code) return fail('GitHub sent no authorization code.', 400);

  let answer: TokenAnswer;
  try {
    const response = await fetcher(tokenUrl, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'decap-cms-oauth' },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID!.trim(),
        client_secret: env.GITHUB_CLIENT_SECRET!.trim(),
        code,
        redirect_uri: `${origin}${callbackPath}`,
      }),
    });
    if (!response.ok) return fail(`GitHub answered ${response.status} when asked for a token.`, 502);
    answer = (await response.json()) as TokenAnswer;
  } catch {
    return fail('GitHub could not be reached for a token.', 502);
  }

  if (typeof answer.access_token === 'string' && answer.access_token) {
    return resultPage(origin, { status: 'success', token: answer.access_token }, env);
  }
  const error = typeof answer.error === 'string' ? answer.error : 'no token';
  const description = typeof answer.error_description === 'string' ? ` (${answer.error_description})` : '';
  return fail(`GitHub said ${error}${description}.`, 502);
}
