import type { EnquiryRules } from '../../components/forms/enquiry-rules';
import { deleteExpired, type D1Database } from './d1';
import { cookieValue } from './github-oauth';
import { finishInboxSignIn, startInboxSignIn, type InboxEnv } from './inbox-sign-in';
import { readSession, sessionCookie, sessionCookieHeader, usableSecret, type Session } from './session';

// /api/inbox/… (docs/inbox.md): what the inbox page reads and does, for signed-in staff only.
//   GET    /api/inbox?form=&language=&q=&before=   newest first, 50 at a time (before: a received time)
//   GET    /api/inbox/export.csv                   every enquiry, for a spreadsheet
//   GET    /api/inbox/<id>                         one, with its message and fields
//   POST   /api/inbox/<id>/answered                {answered: true|false}
//   DELETE /api/inbox/<id>                         deleted, on the buyer's request
//   GET    /api/inbox/login, POST /api/inbox/logout
// A change must come from the inbox's own page (Origin), besides the Strict cookie.

export type InboxApiEnv = InboxEnv & { DB: D1Database; ASSETS?: { fetch(input: Request | string): Promise<Response> } };

type Deps = { fetcher?: typeof fetch; now?: () => number; rules: () => Promise<Pick<EnquiryRules, 'retentionMonths'>> };

const pageSize = 50;
const listColumns = 'id, received_at, form, language, page, subject, email, name, company, notice, notice_error, answered_at, answered_by';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });

async function sessionOf(request: Request, env: InboxEnv, now: number): Promise<Session | undefined> {
  if (!usableSecret(env.SESSION_SECRET)) return undefined;
  return readSession(cookieValue(request, sessionCookie), env.SESSION_SECRET, now);
}

/** A cell a spreadsheet will not run as a formula, quoted. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvColumns = [
  'received',
  'form',
  'language',
  'name',
  'company',
  'email',
  'subject',
  'message',
  'page',
  'answered',
  'answered_by',
  'notice',
] as const;

type Row = Record<string, unknown>;

function csv(rows: Row[]): string {
  const lines = rows.map((row) =>
    [
      new Date(Number(row.received_at)).toISOString(),
      row.form,
      row.language,
      row.name,
      row.company,
      row.email,
      row.subject,
      row.message,
      row.page,
      row.answered_at ? new Date(Number(row.answered_at)).toISOString() : '',
      row.answered_by,
      row.notice,
    ]
      .map(csvCell)
      .join(','),
  );
  // The byte order mark tells Excel the file is UTF-8 (Arabic, Chinese).
  return `\uFEFF${[csvColumns.join(','), ...lines].join('\r\n')}\r\n`;
}

async function list(db: D1Database, url: URL): Promise<Row[]> {
  const where: string[] = [];
  const values: unknown[] = [];
  const form = url.searchParams.get('form');
  if (form) {
    where.push('form = ?');
    values.push(form);
  }
  const language = url.searchParams.get('language');
  if (language) {
    where.push('language = ?');
    values.push(language);
  }
  const query = url.searchParams.get('q')?.trim().toLowerCase();
  if (query) {
    // Company or e-mail contains the words, as typed (LIKE's own characters taken literally).
    const pattern = `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    where.push("(lower(company) LIKE ? ESCAPE '\\' OR lower(email) LIKE ? ESCAPE '\\')");
    values.push(pattern, pattern);
  }
  const before = Number(url.searchParams.get('before'));
  if (before > 0) {
    where.push('received_at < ?');
    values.push(before);
  }
  const sql = `SELECT ${listColumns} FROM enquiries ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY received_at DESC, id LIMIT ${pageSize}`;
  return (
    await db
      .prepare(sql)
      .bind(...values)
      .all<Row>()
  ).results;
}

export async function handleInbox({ request, env }: { request: Request; env: InboxApiEnv }, deps: Deps): Promise<Response> {
  const { fetcher = fetch, now: clock = Date.now } = deps;
  const url = new URL(request.url);
  const now = clock();
  const path = url.pathname.replace(/^\/api\/inbox\/?/, '').replace(/\/$/, '');
  const method = request.method;

  if (path === 'login' && method === 'GET') return startInboxSignIn(request, env);
  if (url.pathname === '/api/callback/inbox' && method === 'GET') return finishInboxSignIn(request, env, fetcher, now);
  if (path === 'logout' && method === 'POST') return json(200, { ok: true }, { 'Set-Cookie': sessionCookieHeader('', 0) });

  const session = await sessionOf(request, env, now);
  if (!session) return json(401, { ok: false, error: 'signed-out' });
  if (method !== 'GET' && request.headers.get('Origin') !== url.origin) return json(403, { ok: false, error: 'cross-origin' });

  try {
    await deleteExpired(env.DB, now, (await deps.rules()).retentionMonths);
    if (path === '' && method === 'GET') return json(200, { ok: true, login: session.login, enquiries: await list(env.DB, url), pageSize });
    if (path === 'export.csv' && method === 'GET') {
      const rows = (await env.DB.prepare('SELECT * FROM enquiries ORDER BY received_at DESC').all<Row>()).results;
      return new Response(csv(rows), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="enquiries-${new Date(now).toISOString().slice(0, 10)}.csv"`,
          'Cache-Control': 'no-store',
        },
      });
    }
    const [id, action] = path.split('/');
    if (!id) return json(404, { ok: false, error: 'not-found' });
    if (!action && method === 'GET') {
      const row = await env.DB.prepare('SELECT * FROM enquiries WHERE id = ?').bind(id).first<Row>();
      return row
        ? json(200, { ok: true, enquiry: { ...row, fields: JSON.parse(String(row.fields)) } })
        : json(404, { ok: false, error: 'not-found' });
    }
    if (action === 'answered' && method === 'POST') {
      const { answered = true } = ((await request.json().catch(() => ({}))) ?? {}) as { answered?: boolean };
      const result = await env.DB.prepare('UPDATE enquiries SET answered_at = ?, answered_by = ? WHERE id = ?')
        .bind(answered ? now : null, answered ? session.login : null, id)
        .run();
      return (result.meta.changes ?? 0) > 0 ? json(200, { ok: true }) : json(404, { ok: false, error: 'not-found' });
    }
    if (!action && method === 'DELETE') {
      const result = await env.DB.prepare('DELETE FROM enquiries WHERE id = ?').bind(id).run();
      return (result.meta.changes ?? 0) > 0 ? json(200, { ok: true }) : json(404, { ok: false, error: 'not-found' });
    }
    return json(405, { ok: false, error: 'bad-request' });
  } catch {
    return json(503, { ok: false, error: 'unavailable' });
  }
}
