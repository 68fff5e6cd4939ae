import type { EnquiryRules } from '../../components/forms/enquiry-rules';
import { enquiryLimits } from '../../lib/limits';
import { deleteExpired, type D1Database } from './d1';
import { checkEnquiry, isRefusal, type Enquiry, type Refusal } from './enquiry-check';
import { noticeMail, type Mailer } from './notify';
import { verifyTurnstile } from './turnstile';

// POST /api/enquiry (docs/inbox.md): a form's message, kept in D1 and told to the company by
// e-mail. Order of checks: size, shape, an earlier delivery of the same draft (answered as
// delivered, nothing stored again), the address's rate, the form's rules, Turnstile; then the row
// is written, and only then does the visitor hear "delivered". Every refusal is JSON
// { ok: false, error, fields? } that the form words in the visitor's language.

export type EnquiryEnv = {
  DB: D1Database;
  /** The site's own files (Cloudflare Pages): the build's out/enquiry-rules.json is read from them. */
  ASSETS?: { fetch(input: Request | string): Promise<Response> };
  TURNSTILE_SECRET_KEY?: string;
  /** The hosts a Turnstile token may come from, comma-separated; by default the host the request came to. */
  TURNSTILE_HOSTNAMES?: string;
  /** The notice's sender (an address on the zone with Email Routing) and its verified destination. */
  ENQUIRY_FROM?: string;
  ENQUIRY_TO?: string;
  /** Mixed into the hash a client's address is kept as. */
  RATE_LIMIT_SALT?: string;
};

export type EnquiryDeps = {
  fetcher?: typeof fetch;
  mailer?: Mailer;
  now?: () => number;
  /** The rules, where they are not read from ASSETS (tests). */
  rules?: EnquiryRules;
};

export const rulesPath = '/enquiry-rules.json';

let cachedRules: Promise<EnquiryRules> | undefined;

/** The rules the pages were built with, read once per isolate from the site's own files. */
export async function loadRules(env: EnquiryEnv, request: Request): Promise<EnquiryRules> {
  if (!env.ASSETS) throw new Error('no ASSETS binding to read the enquiry rules from');
  cachedRules ??= env.ASSETS.fetch(new URL(rulesPath, request.url).href).then(async (response) => {
    if (!response.ok) throw new Error(`${rulesPath} answered ${response.status}`);
    return (await response.json()) as EnquiryRules;
  });
  return cachedRules.catch((error: unknown) => {
    cachedRules = undefined;
    throw error;
  });
}

const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

function answer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...jsonHeaders, ...headers } });
}

function refusal({ error, status, fields }: Refusal, headers?: Record<string, string>): Response {
  return answer(status, { ok: false, error, ...(fields ? { fields } : {}) }, headers);
}

const refused = (error: Refusal['error'], status: number, detail: string): Refusal => ({ error, status, detail });

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The body as text, or undefined past `max` bytes (read as it streams: a false Content-Length does not help). */
async function readCapped(request: Request, max: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > max) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The draft's content without the token (a resend carries a new one): what a resend must match. */
function draftHash(body: Record<string, unknown>): Promise<string> {
  const sorted = Object.fromEntries(
    Object.entries(body)
      .filter(([name]) => name !== 'turnstile')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return sha256Hex(JSON.stringify(sorted));
}

// This isolate's own count per address and minute: a flood is turned away without a D1 write (D1's
// free plan takes 100,000 writes a day). D1's count stays the one that holds across isolates.
const seen = new Map<string, number>();

async function rateBucket(env: EnquiryEnv, ip: string, now: number): Promise<{ bucket: string; minute: number }> {
  const minute = Math.floor(now / 60_000);
  return { bucket: `${await sha256Hex(`${env.RATE_LIMIT_SALT ?? ''}|${ip}`)}:${minute}`, minute };
}

/** Whether this isolate has already seen more than the limit from this address this minute. */
function floodedHere(bucket: string): boolean {
  return (seen.get(bucket) ?? 0) > enquiryLimits.perAddressPerMinute;
}

/** Counts this request against its address's minute; true when it is over the limit. */
async function overRate(env: EnquiryEnv, { bucket, minute }: { bucket: string; minute: number }): Promise<boolean> {
  if (seen.size > 10_000) seen.clear();
  seen.set(bucket, (seen.get(bucket) ?? 0) + 1);
  const row = await env.DB.prepare(
    'INSERT INTO rate_limits (bucket, count, expires_at) VALUES (?, 1, ?) ON CONFLICT (bucket) DO UPDATE SET count = count + 1 RETURNING count',
  )
    .bind(bucket, (minute + 2) * 60_000)
    .first<{ count: number }>();
  return (row?.count ?? 0) > enquiryLimits.perAddressPerMinute;
}

async function store(env: EnquiryEnv, enquiry: Enquiry, hash: string, now: number): Promise<boolean> {
  const result = await env.DB.prepare(
    `INSERT INTO enquiries (id, received_at, form, language, page, subject, fields, message, email, name, company, body_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
  )
    .bind(
      enquiry.key,
      now,
      enquiry.form,
      enquiry.language,
      enquiry.page,
      enquiry.subject,
      JSON.stringify(enquiry.fields),
      enquiry.message,
      enquiry.email,
      enquiry.name,
      enquiry.company,
      hash,
    )
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** Tells the company, and records whether that worked; the enquiry is kept either way. */
async function notify(env: EnquiryEnv, enquiry: Enquiry, origin: string, now: number, mailer: Mailer | undefined): Promise<void> {
  const from = env.ENQUIRY_FROM?.trim();
  const to = env.ENQUIRY_TO?.trim();
  let error: string | undefined;
  if (!mailer || !from || !to) error = 'no e-mail set up: ENQUIRY_FROM, ENQUIRY_TO and the SEND_EMAIL binding (docs/deploying.md)';
  else {
    try {
      await mailer({ from, to, raw: noticeMail(enquiry, { from, to, link: `${origin}/admin/inbox/#${enquiry.key}`, now }) });
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
  }
  await env.DB.prepare('UPDATE enquiries SET notice = ?, notice_error = ? WHERE id = ?')
    .bind(error ? 'failed' : 'sent', error?.slice(0, 500) ?? null, enquiry.key)
    .run();
}

/** An earlier delivery of this draft: delivered (same content), or a key reused for other content. */
async function earlier(env: EnquiryEnv, key: string, hash: string): Promise<Response | undefined> {
  const row = await env.DB.prepare('SELECT body_hash FROM enquiries WHERE id = ?').bind(key).first<{ body_hash: string }>();
  if (!row) return undefined;
  if (row.body_hash === hash) return answer(200, { ok: true, id: key, duplicate: true });
  return refusal(refused('key-reused', 409, 'the key was stored with other content'));
}

export async function receiveEnquiry({ request, env }: { request: Request; env: EnquiryEnv }, deps: EnquiryDeps = {}): Promise<Response> {
  const { fetcher = fetch, mailer, now: clock = Date.now } = deps;
  const url = new URL(request.url);
  if (request.method !== 'POST') return answer(405, { ok: false, error: 'bad-request' }, { Allow: 'POST' });
  if (!(request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('application/json'))
    return refusal(refused('bad-request', 415, 'not JSON'));

  const text = await readCapped(request, enquiryLimits.maxBodyBytes);
  if (text === undefined) return refusal(refused('too-large', 413, 'body over the cap'));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refusal(refused('bad-request', 400, 'not JSON'));
  }

  let rules: EnquiryRules;
  try {
    rules = deps.rules ?? (await loadRules(env, request));
  } catch {
    return refusal(refused('unavailable', 503, 'no rules'));
  }
  const checked = checkEnquiry(body, rules);
  // A shape the form never sends is refused before anything is counted or looked up.
  if (isRefusal(checked) && checked.error === 'bad-request') return refusal(checked);
  const sent = body as Record<string, unknown>;
  const key = sent.key as string;
  const now = clock();
  const ip = request.headers.get('CF-Connecting-IP') ?? '';

  const tooMany = () => refusal(refused('rate-limited', 429, 'rate'), { 'Retry-After': '60' });
  try {
    const rate = await rateBucket(env, ip, now);
    if (floodedHere(rate.bucket)) return tooMany();
    const hash = await draftHash(sent);
    const before = await earlier(env, key, hash);
    if (before) return before;
    if (await overRate(env, rate)) return tooMany();
    if (isRefusal(checked)) return refusal(checked);

    const secret = env.TURNSTILE_SECRET_KEY?.trim();
    if (!secret) return refusal(refused('unavailable', 503, 'TURNSTILE_SECRET_KEY is not set'));
    const hostnames = (env.TURNSTILE_HOSTNAMES ?? url.hostname)
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean);
    const human = await verifyTurnstile(
      { secret, token: checked.token, ip: ip || undefined, idempotencyKey: key, hostnames, action: checked.form },
      fetcher,
    );
    if (!human.ok)
      return human.reason === 'unreachable'
        ? refusal(refused('unavailable', 503, `siteverify: ${human.codes.join(' ')}`))
        : refusal(refused('spam-check', 403, `turnstile ${human.reason}: ${human.codes.join(' ')}`));

    if (!(await store(env, checked, hash, now))) {
      // Another request of the same draft wrote it first.
      return (await earlier(env, key, hash)) ?? refusal(refused('unavailable', 503, 'row not found after a conflict'));
    }
    await notify(env, checked, url.origin, now, mailer);
    await deleteExpired(env.DB, now, rules.retentionMonths).catch(() => undefined);
    return answer(201, { ok: true, id: key });
  } catch {
    // D1 failed: nothing is stored, and the form keeps the draft; a resend with the same key is safe.
    return refusal(refused('unavailable', 503, 'storage'));
  }
}
