import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare, type MiniflareOptions, type Request as WorkerRequest } from 'miniflare';
import { enquiryRules } from '@/components/forms/enquiry-rules-content';
import { rulesPath } from '@/functions/_lib/enquiry';
import { siteverifyUrl } from '@/functions/_lib/turnstile';

// The Pages Functions under Cloudflare's own runtime (workerd, through miniflare) with a local D1
// made from migrations/, for the tests and the bench. Nothing leaves the machine: every outbound
// fetch comes to `outbound` (Turnstile's siteverify: the fixture below), the site's files to ASSETS,
// and the e-mail to a capture.

// The project's root: where jest and the bench run, as content/read.ts reads it.
const root = process.cwd();

/** Turnstile's published test secrets (developers.cloudflare.com/turnstile/troubleshooting/testing/). */
export const testSecrets = {
  passes: '1x0000000000000000000000000000000AA',
  fails: '2x0000000000000000000000000000000AA',
  spent: '3x0000000000000000000000000000000AA',
};

/**
 * A stand-in for siteverify, answering as Cloudflare documents: with the "passes" secret, a token it
 * issued succeeds once for its host and action, and then (or once expired) fails with
 * "timeout-or-duplicate", unless the request repeats the first check's idempotency_key; the
 * "fails" secret gives "invalid-input-response", the "spent" one "timeout-or-duplicate".
 */
export class SiteverifyFixture {
  private issued = new Map<string, { hostname: string; action: string; expired: boolean }>();
  private used = new Map<string, string>();
  private count = 0;
  /** Every check it was asked for. */
  calls = 0;
  down = false;

  token({ hostname = 'localhost', action = 'contact', expired = false } = {}): string {
    this.count += 1;
    const token = `0.test-token-${this.count}`;
    this.issued.set(token, { hostname, action, expired });
    return token;
  }

  async answer(request: Request): Promise<Response> {
    this.calls += 1;
    if (this.down) return new Response('busy', { status: 500 });
    const { secret, response, idempotency_key: key } = (await request.json()) as Record<string, string>;
    const fail = (code: string) => Response.json({ success: false, 'error-codes': [code], messages: [] });
    if (!secret) return fail('missing-input-secret');
    if (!response) return fail('missing-input-response');
    if (secret === testSecrets.fails) return fail('invalid-input-response');
    if (secret === testSecrets.spent) return fail('timeout-or-duplicate');
    if (secret !== testSecrets.passes) return fail('invalid-input-secret');
    const token = this.issued.get(response);
    if (!token) return fail('invalid-input-response');
    const usedBy = this.used.get(response);
    if (token.expired || (usedBy !== undefined && usedBy !== key)) return fail('timeout-or-duplicate');
    this.used.set(response, key ?? '');
    return Response.json({
      success: true,
      challenge_ts: new Date().toISOString(),
      hostname: token.hostname,
      action: token.action,
      cdata: '',
      'error-codes': [],
    });
  }
}

/**
 * A stand-in for GitHub's OAuth token endpoint and API: the code "code-<login>" gives a token for
 * <login>, and `writers` may push to the repository (its `permissions`, as GitHub reports them).
 */
export class GitHubFixture {
  writers = new Set(['staff-member']);

  answer(request: Request, repo: string): Response | Promise<Response> {
    const url = new URL(request.url);
    if (url.href === 'https://github.com/login/oauth/access_token')
      return request.json().then((body) => {
        const code = String((body as Record<string, unknown>).code ?? '');
        return code.startsWith('code-')
          ? Response.json({ access_token: `token-${code.slice(5)}`, token_type: 'bearer' })
          : Response.json({ error: 'bad_verification_code' });
      });
    const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer token-/, '');
    if (!token) return Response.json({ message: 'Requires authentication' }, { status: 401 });
    if (url.pathname === '/user') return Response.json({ login: token, id: 1 });
    if (url.pathname === `/repos/${repo}`) {
      const push = this.writers.has(token);
      return Response.json({
        full_name: repo,
        private: false,
        permissions: { admin: false, maintain: false, push, triage: push, pull: true },
      });
    }
    return Response.json({ message: 'Not Found' }, { status: 404 });
  }
}

export const inboxSettings = {
  CMS_REPO: 'hazara/site',
  GITHUB_CLIENT_ID: 'client-id',
  GITHUB_CLIENT_SECRET: 'client-secret',
  SESSION_SECRET: 'a-test-secret-of-thirty-two-characters-at-least',
};

/** The statements of migrations/*.sql, in order. */
function migrations(): string[] {
  const folder = path.join(root, 'migrations');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .flatMap((file) =>
      readFileSync(path.join(folder, file), 'utf8')
        .replace(/--.*$/gm, '')
        .split(';')
        .map((statement) => statement.trim())
        .filter(Boolean),
    );
}

export type Mail = { from: string; to: string; raw: string };

export type Site = {
  mf: Miniflare;
  siteverify: SiteverifyFixture;
  github: GitHubFixture;
  /** A request to the site, as a browser would make it. */
  fetch: (path: string, init?: RequestInit & { now?: number }) => Promise<Response>;
  mails: Mail[];
  /** Makes the mail server refuse (true) or accept (false). */
  mailDown: (down: boolean) => void;
  post: (body: unknown, init?: { ip?: string; headers?: Record<string, string>; raw?: string }) => Promise<Response>;
  query: <T = Record<string, unknown>>(sql: string, ...values: unknown[]) => Promise<T[]>;
  dispose: () => Promise<void>;
};

let bundled: Promise<string> | undefined;

function bundle(): Promise<string> {
  bundled ??= build({
    entryPoints: [path.join(root, 'tests/functions/worker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    alias: { '@': root },
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  return bundled;
}

/**
 * The functions with a local D1, Turnstile's and GitHub's stand-ins and a mail capture. `assets`
 * answers what is not a function (the built site, for a browser test; else 404); the enquiry
 * rules are this checkout's.
 */
export async function startSite(
  bindings: Record<string, string> = {},
  { assets, ...options }: Partial<MiniflareOptions> & { assets?: (request: WorkerRequest) => Promise<Response> } = {},
): Promise<Site> {
  const siteverify = new SiteverifyFixture();
  const github = new GitHubFixture();
  const mails: Mail[] = [];
  let mailDown = false;
  const rules = JSON.stringify(enquiryRules());
  const mf = new Miniflare({
    modules: true,
    script: await bundle(),
    compatibilityDate: '2026-04-01',
    d1Databases: { DB: 'enquiries' },
    bindings: {
      TURNSTILE_SECRET_KEY: testSecrets.passes,
      ENQUIRY_FROM: 'enquiries@example.com',
      ENQUIRY_TO: 'sales@example.com',
      ...inboxSettings,
      ...bindings,
    },
    serviceBindings: {
      ASSETS: async (request: WorkerRequest) =>
        new URL(request.url).pathname === rulesPath
          ? new Response(rules, { headers: { 'Content-Type': 'application/json' } })
          : ((await assets?.(request)) ?? new Response('Not found', { status: 404 })),
      CAPTURE: async (request: WorkerRequest) => {
        if (mailDown) return new Response('421 service not available', { status: 503 });
        mails.push((await request.json()) as Mail);
        return new Response('ok');
      },
    },
    outboundService: async (request: WorkerRequest) => {
      if (request.url === siteverifyUrl) return siteverify.answer(request as unknown as Request);
      if (/^https:\/\/(api\.)?github\.com\//.test(request.url)) return github.answer(request as unknown as Request, inboxSettings.CMS_REPO);
      return new Response(`no network in tests: ${request.url}`, { status: 599 });
    },
    ...options,
  } as MiniflareOptions);
  const db = await mf.getD1Database('DB');
  for (const statement of migrations()) await db.prepare(statement).run();
  return {
    mf,
    siteverify,
    github,
    fetch: async (path, { now, headers, ...init } = {}) =>
      (await mf.dispatchFetch(`http://localhost${path}`, {
        ...init,
        redirect: 'manual',
        headers: { ...(now ? { 'X-Test-Now': String(now) } : {}), ...(headers as Record<string, string>) },
      } as never)) as unknown as Response,
    mails,
    mailDown: (down) => {
      mailDown = down;
    },
    post: async (body, { ip = '203.0.113.7', headers = {}, raw } = {}) =>
      (await mf.dispatchFetch('http://localhost/api/enquiry', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip, ...headers },
        body: raw ?? JSON.stringify(body),
      })) as unknown as Response,
    query: async (sql, ...values) =>
      ((
        await db
          .prepare(sql)
          .bind(...values)
          .all()
      ).results ?? []) as never,
    dispose: () => mf.dispose(),
  };
}
