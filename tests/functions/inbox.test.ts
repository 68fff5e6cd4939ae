/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { enquiryRules } from '@/components/forms/enquiry-rules-content';
import { retentionCutoff } from '@/functions/_lib/d1';
import { sessionCookie, signSession } from '@/functions/_lib/session';
import { inboxSettings, startSite, type Site } from './harness';

// The inbox's API under workerd: only a GitHub user who may write to CMS_REPO gets a session, and
// only a good, unexpired session sees or changes anything. GitHub is a fixture (harness.ts).

const rules = enquiryRules();
const now = Date.UTC(2026, 10, 28, 6, 0, 0);
let site: Site;

// Starting workerd and bundling the functions takes a few seconds on a busy machine.
beforeAll(async () => {
  site = await startSite();
}, 60_000);
afterAll(() => site.dispose());
beforeEach(async () => {
  await site.query('DELETE FROM enquiries');
  await site.query('DELETE FROM rate_limits');
});

/** Signs in through GitHub as `login`: the login redirect, GitHub's return with a code, the callback's answer. */
async function signIn(login: string) {
  const start = await site.fetch('/api/inbox/login', { now });
  expect(start.status).toBe(302);
  const location = new URL(start.headers.get('Location')!);
  expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
  expect(location.searchParams.get('redirect_uri')).toBe('http://localhost/api/callback/inbox');
  const state = location.searchParams.get('state')!;
  const stateCookie = start.headers.get('Set-Cookie')!.split(';')[0]!;
  return site.fetch(`/api/callback/inbox?code=code-${login}&state=${state}`, { now, headers: { Cookie: stateCookie } });
}

function sessionFrom(response: Response): string | undefined {
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${sessionCookie}=`) && !line.startsWith(`${sessionCookie}=;`));
  return cookie?.split(';')[0];
}

async function staffCookie(): Promise<string> {
  const response = await signIn('staff-member');
  expect(response.status).toBe(200);
  return sessionFrom(response)!;
}

async function send(overrides: Record<string, unknown>, at: number) {
  const body = {
    form: 'contact',
    key: randomUUID(),
    language: 'English (en)',
    page: '/contact',
    subject: 'Website enquiry: towels',
    turnstile: site.siteverify.token(),
    name: 'Amina Khan',
    email: 'amina@example.com',
    topic: 'towels',
    message: 'We need towels.',
    ...overrides,
  };
  const response = await site.post(body, { ip: randomUUID(), headers: { 'X-Test-Now': String(at) } });
  expect(response.status).toBe(201);
  return body.key;
}

describe('who may open the inbox', () => {
  it('gives a GitHub user with write access a short, signed, HttpOnly, Secure, SameSite=Strict session', async () => {
    const response = await signIn('staff-member');
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${sessionCookie}=`))!;
    expect(cookie).toMatch(/; Path=\/; Max-Age=7200; HttpOnly; Secure; SameSite=Strict$/);
    expect(await response.text()).toContain('<meta http-equiv="refresh" content="0;url=/admin/inbox/">');
    const list = await site.fetch('/api/inbox', { now, headers: { Cookie: cookie.split(';')[0]! } });
    expect(await list.json()).toMatchObject({ ok: true, login: 'staff-member', enquiries: [] });
  });

  it('refuses a GitHub user without write access, and sets no session', async () => {
    const response = await signIn('a-reader');
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('The GitHub account a-reader cannot write to hazara/site');
    expect(sessionFrom(response)).toBeUndefined();
  });

  it('refuses a return from GitHub that this browser did not start', async () => {
    const response = await site.fetch('/api/callback/inbox?code=code-staff-member&state=guessed', { now });
    expect(response.status).toBe(400);
    expect(sessionFrom(response)).toBeUndefined();
  });

  it.each([
    ['no session', async () => ''],
    [
      'a forged session (signed with another secret)',
      async () => signSession({ login: 'staff-member', expires: now + 60_000 }, 'x'.repeat(40)),
    ],
    [
      'an altered session',
      async () => (await signSession({ login: 'staff-member', expires: now + 60_000 }, inboxSettings.SESSION_SECRET)).replace(/^./, 'A'),
    ],
    ['an expired session', async () => signSession({ login: 'staff-member', expires: now - 1 }, inboxSettings.SESSION_SECRET)],
  ])('shows nothing and changes nothing with %s', async (_, make) => {
    const key = await send({}, now);
    const value = await make();
    const headers = { Cookie: value ? `${sessionCookie}=${value}` : '', Origin: 'http://localhost' };
    for (const [path, method] of [
      ['/api/inbox', 'GET'],
      [`/api/inbox/${key}`, 'GET'],
      ['/api/inbox/export.csv', 'GET'],
      [`/api/inbox/${key}/answered`, 'POST'],
      [`/api/inbox/${key}`, 'DELETE'],
    ] as const) {
      const response = await site.fetch(path, { now, method, headers });
      expect([path, method, response.status]).toEqual([path, method, 401]);
      expect(await response.json()).toEqual({ ok: false, error: 'signed-out' });
    }
    expect(await site.query('SELECT id FROM enquiries WHERE answered_at IS NULL')).toHaveLength(1);
  });
});

describe('what staff do', () => {
  it('lists newest first, filters by form and language, searches company or e-mail, opens one, marks it answered, exports and deletes', async () => {
    const cookie = await staffCookie();
    const headers = { Cookie: cookie, Origin: 'http://localhost' };
    const older = await send(
      {
        form: 'quote',
        turnstile: site.siteverify.token({ action: 'quote' }),
        products: [],
        notes: '500 towels',
        country: 'China',
        countryCode: 'CN',
        incoterm: 'FOB',
        company: 'Wang Trading',
        phone: '',
        email: 'wang@example.cn',
        language: '中文 (zh)',
        page: '/zh/get-quote',
      },
      now - 2000,
    );
    const newer = await send({ name: '=HYPERLINK("x")', email: 'jean@example.fr', language: 'Français (fr)' }, now - 1000);

    const list = async (query = '') =>
      ((await (await site.fetch(`/api/inbox${query}`, { now, headers })).json()) as { enquiries: { id: string }[] }).enquiries.map(
        (row) => row.id,
      );
    expect(await list()).toEqual([newer, older]);
    expect(await list(`?language=${encodeURIComponent('中文 (zh)')}`)).toEqual([older]);
    expect(await list('?form=quote')).toEqual([older]);
    expect(await list('?form=register')).toEqual([]);
    expect(await list('?q=TRADING')).toEqual([older]);
    expect(await list('?q=jean@example')).toEqual([newer]);
    expect(await list('?q=%25')).toEqual([]);

    const one = await (await site.fetch(`/api/inbox/${older}`, { now, headers })).json();
    expect(one.enquiry).toMatchObject({ id: older, language: '中文 (zh)', notice: 'sent', fields: { email: 'wang@example.cn' } });
    expect(one.enquiry.message).toContain(`${rules.forms.languageLine}: 中文 (zh)`);

    // A change from another site's page is refused even with the cookie.
    expect((await site.fetch(`/api/inbox/${older}/answered`, { now, method: 'POST', headers: { Cookie: cookie } })).status).toBe(403);
    expect((await site.fetch(`/api/inbox/${older}/answered`, { now, method: 'POST', headers, body: '{"answered":true}' })).status).toBe(
      200,
    );
    const [answered] = await site.query<{ answered_by: string; answered_at: number }>(
      'SELECT answered_by, answered_at FROM enquiries WHERE id = ?',
      older,
    );
    expect(answered).toEqual({ answered_by: 'staff-member', answered_at: now });

    const exported = await site.fetch('/api/inbox/export.csv', { now, headers });
    expect(exported.headers.get('Content-Disposition')).toBe('attachment; filename="enquiries-2026-11-28.csv"');
    const bytes = Buffer.from(await exported.arrayBuffer());
    // A byte order mark first, so a spreadsheet reads the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('received,form,language,name,company,email,subject,message,page,answered,answered_by,notice');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain('"Wang Trading","wang@example.cn"');

    expect((await site.fetch(`/api/inbox/${newer}`, { now, method: 'DELETE', headers })).status).toBe(200);
    expect(await list()).toEqual([older]);
  });

  it('deletes what is older than the retention period when the inbox is opened', async () => {
    const cookie = await staffCookie();
    const cutoff = retentionCutoff(now, rules.retentionMonths);
    const old = await send({}, cutoff - 1);
    const kept = await send({}, cutoff + 1);
    const response = await site.fetch('/api/inbox', { now, headers: { Cookie: cookie } });
    const ids = ((await response.json()) as { enquiries: { id: string }[] }).enquiries.map((row) => row.id);
    expect(ids).toEqual([kept]);
    expect(await site.query('SELECT id FROM enquiries WHERE id = ?', old)).toHaveLength(0);
  });

  it('shows that the e-mail notice did not go', async () => {
    site.mailDown(true);
    try {
      const key = await send({}, now);
      const response = await site.fetch('/api/inbox', { now, headers: { Cookie: await staffCookie() } });
      const [row] = ((await response.json()) as { enquiries: Record<string, unknown>[] }).enquiries;
      expect(row).toMatchObject({ id: key, notice: 'failed' });
      expect(String(row!.notice_error)).toContain('503');
    } finally {
      site.mailDown(false);
    }
  });
});
