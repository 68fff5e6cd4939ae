/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { onRequestGet as auth } from '@/functions/api/auth';
import { onRequestGet as callback } from '@/functions/api/callback';
import { stateCookie, tokenUrl, type OAuthEnv } from '@/functions/_lib/github-oauth';

// The sign-in functions for Cloudflare Pages (functions/api/): what the pop-up is sent to, what the
// editor window is told, and that the client secret never leaves the server.

const site = 'https://www.example.test';
const secret = 'shh-client-secret-0123456789abcdef';
const env: OAuthEnv = { GITHUB_CLIENT_ID: 'Iv1.client-id', GITHUB_CLIENT_SECRET: secret };

const get = (path: string, cookie?: string) => new Request(`${site}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

/** Every response any test made, to check none of them carries the secret. */
const seen: { headers: string; body: string }[] = [];
async function record(response: Response): Promise<{ response: Response; body: string }> {
  const body = await response.clone().text();
  seen.push({ headers: JSON.stringify([...response.headers.entries()]), body });
  return { response, body };
}

let fetchMock: jest.SpyInstance;
beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchMock.mockRestore());

const githubAnswers = (json: unknown, status = 200) =>
  fetchMock.mockResolvedValue(new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } }));

/** Starts a sign-in; returns the state GitHub would send back and the cookie the browser keeps. */
async function startSignIn(extra: OAuthEnv = {}) {
  const { response } = await record(
    await auth({ request: get('/api/auth?provider=github&site_id=x&scope=repo'), env: { ...env, ...extra } }),
  );
  const location = new URL(response.headers.get('Location') ?? '');
  const setCookie = response.headers.get('Set-Cookie') ?? '';
  const cookie = setCookie.split(';')[0]!;
  return { response, location, setCookie, cookie, state: location.searchParams.get('state') ?? '' };
}

/**
 * Runs the result page's script in a stand-in window whose opener records what it is sent, as
 * Decap's editor window would receive it. Returns a way to send the pop-up a message.
 */
function runPage(html: string, opener: { postMessage: jest.Mock } | null) {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  const data = scripts.find(([, attributes]) => attributes!.includes('application/json'))![2]!;
  const code = scripts.filter(([, attributes]) => attributes!.trim() === '').map(([, , body]) => body!);
  expect(code).toHaveLength(1);
  let listeners: ((event: unknown) => void)[] = [];
  const message = { textContent: '' };
  const document = { getElementById: (id: string) => (id === 'result' ? { textContent: data } : id === 'message' ? message : null) };
  const window = {
    opener,
    addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
    removeEventListener: (_type: string, listener: (event: unknown) => void) => {
      listeners = listeners.filter((one) => one !== listener);
    },
  };
  new Function('window', 'document', code[0]!)(window, document);
  return {
    send: (event: { origin: string; source: unknown; data: unknown }) => [...listeners].forEach((listener) => listener(event)),
    message,
  };
}

/** The handshake as Decap's editor window does it: it answers the ping, then reads the result. */
function handshake(html: string) {
  const opener = { postMessage: jest.fn() };
  const page = runPage(html, opener);
  expect(opener.postMessage.mock.calls).toEqual([['authorizing:github', site]]);
  page.send({ origin: site, source: opener, data: 'authorizing:github' });
  expect(opener.postMessage).toHaveBeenCalledTimes(2);
  const [result, target] = opener.postMessage.mock.calls[1]!;
  expect(target).toBe(site);
  return String(result);
}

describe('GET /api/auth', () => {
  it("sends the pop-up to GitHub's authorize page with the client ID, the callback, the scope and a state kept in a short-lived cookie", async () => {
    const { response, location, setCookie, state } = await startSignIn();
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('Iv1.client-id');
    expect(location.searchParams.get('redirect_uri')).toBe(`${site}/api/callback`);
    expect(location.searchParams.get('scope')).toBe('repo');
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookie).toBe(`${stateCookie}=${state}; Path=/; Max-Age=600; HttpOnly; Secure; SameSite=Lax`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('draws a new state every time', async () => {
    const first = await startSignIn();
    const second = await startSignIn();
    expect(first.state).not.toBe(second.state);
  });

  it('asks only for public_repo when CMS_AUTH_SCOPE says so, and never for more than repo', async () => {
    expect((await startSignIn({ CMS_AUTH_SCOPE: 'public_repo' })).location.searchParams.get('scope')).toBe('public_repo');
    expect((await startSignIn({ CMS_AUTH_SCOPE: 'admin:org' })).location.searchParams.get('scope')).toBe('repo');
  });

  it('tells the editor window which setting is missing instead of sending it to GitHub', async () => {
    const { response, body } = await record(await auth({ request: get('/api/auth'), env: { GITHUB_CLIENT_ID: 'Iv1.client-id' } }));
    expect(response.status).toBe(500);
    expect(response.headers.get('Location')).toBeNull();
    expect(body).toContain("Sign-in failed: the site's GITHUB_CLIENT_SECRET is not set.");
    expect(handshake(body)).toBe(
      `authorization:github:error:${JSON.stringify({ message: `the site's GITHUB_CLIENT_SECRET is not set. See docs/deploying.md, "The editor (/admin/)".` })}`,
    );
  });
});

describe('GET /api/callback', () => {
  it("swaps GitHub's code for a token with the client secret and hands the token to the site's own editor window only", async () => {
    const { cookie, state } = await startSignIn();
    githubAnswers({ access_token: 'gho_token123', token_type: 'bearer', scope: 'repo' });
    const { response, body } = await record(await callback({ request: get(`/api/callback?code=the-code&state=${state}`, cookie), env }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(tokenUrl);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({
      client_id: 'Iv1.client-id',
      client_secret: secret,
      code: 'the-code',
      redirect_uri: `${site}/api/callback`,
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Set-Cookie')).toBe(`${stateCookie}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`);
    expect(body).toContain('Signed in. This window closes by itself.');
    expect(handshake(body)).toBe('authorization:github:success:{"token":"gho_token123","provider":"github"}');
  });

  it('answers only its own opener, and only once it has answered the ping from the site itself', async () => {
    const { cookie, state } = await startSignIn();
    githubAnswers({ access_token: 'gho_token123' });
    const { body } = await record(await callback({ request: get(`/api/callback?code=c&state=${state}`, cookie), env }));
    const opener = { postMessage: jest.fn() };
    const page = runPage(body, opener);
    page.send({ origin: 'https://evil.example', source: opener, data: 'authorizing:github' });
    page.send({ origin: site, source: {}, data: 'authorizing:github' });
    page.send({ origin: site, source: opener, data: 'something else' });
    expect(opener.postMessage.mock.calls).toEqual([['authorizing:github', site]]);
    expect(JSON.stringify(opener.postMessage.mock.calls)).not.toContain('gho_token123');
  });

  it('says so on the page when the pop-up has lost its editor window', async () => {
    const { cookie, state } = await startSignIn();
    githubAnswers({ access_token: 'gho_token123' });
    const { body } = await record(await callback({ request: get(`/api/callback?code=c&state=${state}`, cookie), env }));
    const { message } = runPage(body, null);
    expect(message.textContent).toMatch(/lost its editor window: close it and sign in again at \/admin\/\.$/);
  });

  it("runs nothing but its own script: the CSP allows exactly that script's hash", async () => {
    const { cookie, state } = await startSignIn();
    githubAnswers({ access_token: 'gho_token123' });
    const { response, body } = await record(await callback({ request: get(`/api/callback?code=c&state=${state}`, cookie), env }));
    const code = /<script>([\s\S]*?)<\/script>/.exec(body)![1]!;
    const hash = createHash('sha256').update(code, 'utf8').digest('base64');
    expect(response.headers.get('Content-Security-Policy')).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });

  it.each([
    ['a state that differs from the cookie', (state: string, cookie: string) => get(`/api/callback?code=c&state=${state}x`, cookie)],
    ['no state cookie', (state: string) => get(`/api/callback?code=c&state=${state}`)],
    ['no state', (_state: string, cookie: string) => get('/api/callback?code=c', cookie)],
    ['a crafted error with no state', (_state: string, cookie: string) => get('/api/callback?error=access_denied', cookie)],
    [
      'a crafted error with another state',
      (_state: string, cookie: string) => get('/api/callback?error=access_denied&state=guessed', cookie),
    ],
  ])('refuses %s without asking GitHub for a token, and leaves the sign-in under way alone', async (_name, request) => {
    const { cookie, state } = await startSignIn();
    const { response, body } = await record(await callback({ request: request(state, cookie), env }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(response.status).toBe(400);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(handshake(body)).toBe(
      `authorization:github:error:${JSON.stringify({ message: 'the sign-in did not start from this site, or took longer than 10 minutes.' })}`,
    );
  });

  it("passes GitHub's refusal of the code on to the editor window", async () => {
    const { cookie, state } = await startSignIn();
    githubAnswers({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
    const { response, body } = await record(await callback({ request: get(`/api/callback?code=old&state=${state}`, cookie), env }));
    expect(response.status).toBe(502);
    expect(handshake(body)).toBe(
      `authorization:github:error:${JSON.stringify({ message: 'GitHub said bad_verification_code (The code passed is incorrect or expired.).' })}`,
    );
  });

  it('passes on an editor declining on GitHub, and GitHub being down', async () => {
    const { cookie, state } = await startSignIn();
    const declined = await record(
      await callback({
        request: get(`/api/callback?error=access_denied&error_description=The+user+has+denied&state=${state}`, cookie),
        env,
      }),
    );
    expect(declined.response.status).toBe(403);
    expect(declined.response.headers.get('Set-Cookie')).toBe(`${stateCookie}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`);
    expect(handshake(declined.body)).toContain('GitHub said access_denied (The user has denied).');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const unreachable = await record(await callback({ request: get(`/api/callback?code=c&state=${state}`, cookie), env }));
    expect(unreachable.response.status).toBe(502);
    expect(handshake(unreachable.body)).toContain('GitHub could not be reached for a token.');

    githubAnswers({ message: 'Server Error' }, 503);
    const down = await record(await callback({ request: get(`/api/callback?code=c&state=${state}`, cookie), env }));
    expect(handshake(down.body)).toContain('GitHub answered 503 when asked for a token.');
  });

  it('keeps what GitHub says from breaking out of the page', async () => {
    const { cookie, state } = await startSignIn();
    githubAnswers({ error: 'x', error_description: '</script><script>alert(1)</script>' });
    const { body } = await record(await callback({ request: get(`/api/callback?code=c&state=${state}`, cookie), env }));
    expect(body.match(/<script/g)).toHaveLength(2);
    expect(handshake(body)).toContain('</script><script>alert(1)</script>');
  });

  it('never repeats the client secret, even when an error message would carry it', async () => {
    const { cookie, state } = await startSignIn();
    githubAnswers({ error: 'incorrect_client_credentials', error_description: `client_secret ${secret} is wrong` });
    const { body } = await record(await callback({ request: get(`/api/callback?code=c&state=${state}`, cookie), env }));
    expect(handshake(body)).toContain('client_secret [secret] is wrong');
  });
});

// Runs last: every response above (redirects, pages, errors).
describe('every response', () => {
  it('never carried the client secret, in a header or a page', () => {
    expect(seen.length).toBeGreaterThan(15);
    for (const { headers, body } of seen) {
      expect(headers).not.toContain(secret);
      expect(body).not.toContain(secret);
    }
  });
});
