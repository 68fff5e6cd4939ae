/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { enquiryRules } from '@/components/forms/enquiry-rules-content';
import { enquiryLimits } from '@/lib/limits';
import { startSite, testSecrets, type Site } from './harness';

// POST /api/enquiry under workerd with a local D1, Turnstile's siteverify answered by a fixture and
// the e-mail captured: what a visitor's form, a resend and a script each get, and what is stored.

const rules = enquiryRules();
const minute = Date.UTC(2026, 10, 28, 6, 0, 0);
let site: Site;

// Starting workerd and bundling the functions takes a few seconds on a busy machine.
beforeAll(async () => {
  site = await startSite();
}, 60_000);
afterAll(() => site.dispose());
beforeEach(async () => {
  await site.query('DELETE FROM enquiries');
  await site.query('DELETE FROM rate_limits');
  site.mails.length = 0;
  site.mailDown(false);
  site.siteverify.down = false;
  site.siteverify.calls = 0;
});

let addressCount = 0;
/** A fresh client address, so one test's count does not limit another's. */
const address = () => `198.51.100.${(addressCount += 1)}`;

function contact(overrides: Record<string, unknown> = {}) {
  return {
    form: 'contact',
    key: randomUUID(),
    language: 'العربية (ar)',
    page: '/ar/contact',
    subject: 'Website enquiry: مناشف',
    turnstile: site.siteverify.token({ action: 'contact' }),
    name: 'أمينة خان',
    email: 'amina@example.com',
    topic: 'مناشف',
    message: 'نحتاج 500 منشفة.\nشكرًا',
    ...overrides,
  };
}

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
const stored = () =>
  site.query<{ id: string; message: string; notice: string; notice_error: string | null; fields: string }>('SELECT * FROM enquiries');

describe('a form that passes', () => {
  it('is stored once with its English message, answered after the row is written, and the company is e-mailed', async () => {
    const body = contact();
    const response = await site.post(body, { ip: address() });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ ok: true, id: body.key });

    const [row, ...more] = await stored();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ id: body.key, form: 'contact', language: 'العربية (ar)', page: '/ar/contact', notice: 'sent' });
    expect(JSON.parse(row!.fields)).toEqual({ name: body.name, email: body.email, topic: body.topic, message: body.message });
    const { labels } = rules.message.contact;
    expect(row!.message).toBe(
      `Website enquiry: مناشف\n\n${rules.forms.languageLine}: العربية (ar)\n${labels.name}: أمينة خان\n${labels.email}: amina@example.com\n${labels.topic}: مناشف\n${labels.message}:\nنحتاج 500 منشفة.\nشكرًا`,
    );

    expect(site.mails).toHaveLength(1);
    const [mail] = site.mails;
    expect(mail).toMatchObject({ from: 'enquiries@example.com', to: 'sales@example.com' });
    const [head, encoded] = mail!.raw.split('\r\n\r\n');
    expect(head).toContain('Reply-To: <amina@example.com>');
    expect(head).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    const text = Buffer.from(encoded!.replace(/\r\n/g, ''), 'base64').toString('utf8');
    expect(text).toContain(`Open it: http://localhost/admin/inbox/#${body.key}`);
    expect(text).toContain(row!.message.replace(/\n/g, '\r\n'));
  });

  it('takes a quote request with its lines and a trade-account application', async () => {
    const quote = {
      form: 'quote',
      key: randomUUID(),
      language: '中文 (zh)',
      page: '/zh/get-quote',
      subject: 'Quote request: 2 products to Germany',
      turnstile: site.siteverify.token({ action: 'quote' }),
      products: ['Terry towels (Textile & Apparel): 500 pieces', 'Footballs (Sports Goods): 1,000 pieces'],
      country: 'Germany',
      countryCode: 'DE',
      port: 'Hamburg',
      incoterm: 'FOB',
      date: '',
      notes: '',
      name: '王伟',
      company: 'Wang Trading',
      email: 'wang@example.cn',
      phone: '+86 10 1234 5678',
    };
    const [english] = rules.message.register.businessTypes;
    const register = {
      form: 'register',
      key: randomUUID(),
      language: 'Français (fr)',
      page: '/fr/register',
      subject: 'Trade account: Jean (Maison)',
      turnstile: site.siteverify.token({ action: 'register' }),
      name: 'Jean Dupont',
      email: 'jean@example.fr',
      phone: '+33 1 23 45 67 89',
      country: 'France',
      countryCode: 'FR',
      company: 'Maison',
      businessType: english,
      services: rules.message.register.services.slice(0, 1),
      terms: true,
    };
    expect((await site.post(quote, { ip: address() })).status).toBe(201);
    expect((await site.post(register, { ip: address() })).status).toBe(201);

    const rows = await site.query<{ form: string; message: string; company: string }>(
      'SELECT form, message, company FROM enquiries ORDER BY form',
    );
    expect(rows.map((row) => row.form)).toEqual(['quote', 'register']);
    expect(rows[0]!.message).toContain(
      `${rules.message.quote.labels.products}:\n1. Terry towels (Textile & Apparel): 500 pieces\n2. Footballs`,
    );
    expect(rows[0]!.message).toContain(`${rules.message.quote.labels.country}: Germany`);
    expect(rows[1]!.message).toContain(`${rules.message.register.labels.terms}: ${rules.message.register.agreed}`);
    expect(rows[1]!.company).toBe('Maison');
  });
});

describe('a refusal keeps nothing and says why', () => {
  it('names the fields the form rules refuse', async () => {
    const response = await site.post(contact({ email: 'not an address', name: 'x'.repeat(rules.forms.limits.name + 1) }), {
      ip: address(),
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({ ok: false, error: 'invalid', fields: ['name', 'email'] });
    expect(await stored()).toHaveLength(0);
    expect(site.siteverify.calls).toBe(0);
  });

  it('refuses a quote with more lines than it takes', async () => {
    const lines = Array.from({ length: enquiryLimits.maxQuoteLines + 1 }, (_, index) => `Product ${index} (Category): 1 piece`);
    const response = await site.post(
      {
        ...contact(),
        form: 'quote',
        products: lines,
        country: 'Germany',
        countryCode: 'DE',
        incoterm: '',
        name: 'A',
        email: 'a@example.com',
        phone: '',
      },
      { ip: address() },
    );
    expect(await json(response)).toMatchObject({ ok: false, error: 'invalid', fields: ['products'] });
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a body over the cap, whatever its Content-Length says', async () => {
    const raw = JSON.stringify(contact({ message: 'x'.repeat(enquiryLimits.maxBodyBytes) }));
    const response = await site.post(undefined, { ip: address(), raw });
    expect(response.status).toBe(413);
    expect(await json(response)).toEqual({ ok: false, error: 'too-large' });
    expect(await stored()).toHaveLength(0);
  });

  it.each([
    ['no token', () => ({ turnstile: '' })],
    ['an expired token', () => ({ turnstile: site.siteverify.token({ expired: true }) })],
    ['a token made on another site', () => ({ turnstile: site.siteverify.token({ hostname: 'evil.example' }) })],
    ['a token made for another form', () => ({ turnstile: site.siteverify.token({ action: 'register' }) })],
    ['a token Turnstile never gave', () => ({ turnstile: 'XXXX.DUMMY.TOKEN.XXXX' })],
  ])('refuses %s as the spam check', async (_, token) => {
    const response = await site.post(contact(token()), { ip: address() });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({ ok: false, error: 'spam-check' });
    expect(await stored()).toHaveLength(0);
    expect(site.mails).toHaveLength(0);
  });

  it('refuses a token already used by another message', async () => {
    const turnstile = site.siteverify.token();
    expect((await site.post(contact({ turnstile }), { ip: address() })).status).toBe(201);
    const again = await site.post(contact({ turnstile }), { ip: address() });
    expect(await json(again)).toEqual({ ok: false, error: 'spam-check' });
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    ['always fails', testSecrets.fails],
    ['token already spent', testSecrets.spent],
  ])('refuses what Turnstile\'s "%s" test secret answers', async (_, secret) => {
    const other = await startSite({ TURNSTILE_SECRET_KEY: secret });
    try {
      const response = await other.post({ ...contact(), turnstile: other.siteverify.token() });
      expect(await json(response)).toEqual({ ok: false, error: 'spam-check' });
      expect(await other.query('SELECT id FROM enquiries')).toHaveLength(0);
    } finally {
      await other.dispose();
    }
  });

  it('says the inbox is unavailable when siteverify does not answer, and keeps nothing', async () => {
    site.siteverify.down = true;
    const response = await site.post(contact(), { ip: address() });
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({ ok: false, error: 'unavailable' });
    expect(await stored()).toHaveLength(0);
  });
});

describe('nothing twice, nothing lost', () => {
  it('stores a resend of the same draft once and answers it as delivered', async () => {
    const body = contact();
    const ip = address();
    expect((await site.post(body, { ip })).status).toBe(201);
    const calls = site.siteverify.calls;
    // The resend carries a new token (or the old, spent one): the draft is what counts.
    const resend = await site.post({ ...body, turnstile: 'spent' }, { ip });
    expect(resend.status).toBe(200);
    expect(await json(resend)).toEqual({ ok: true, id: body.key, duplicate: true });
    const [first, second] = await Promise.all([site.post(body, { ip }), site.post(body, { ip })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await stored()).toHaveLength(1);
    expect(site.mails).toHaveLength(1);
    expect(site.siteverify.calls).toBe(calls);
  });

  it('stores a double tap, two requests at once, once', async () => {
    const body = contact();
    const answers = await Promise.all([site.post(body, { ip: address() }), site.post(body, { ip: address() })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await stored()).toHaveLength(1);
    expect(site.mails).toHaveLength(1);
  });

  it('refuses a key sent again with other content, keeping the first', async () => {
    const body = contact();
    await site.post(body, { ip: address() });
    const changed = await site.post({ ...body, message: 'Something else' }, { ip: address() });
    expect(changed.status).toBe(409);
    expect(await json(changed)).toEqual({ ok: false, error: 'key-reused' });
    const [row] = await stored();
    expect(JSON.parse(row!.fields).message).toBe(body.message);
  });

  it('answers a failed D1 write as unavailable, then stores the resend once', async () => {
    await site.query("CREATE TRIGGER full BEFORE INSERT ON enquiries BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    const body = contact();
    const ip = address();
    try {
      const response = await site.post(body, { ip });
      expect(response.status).toBe(503);
      expect(await json(response)).toEqual({ ok: false, error: 'unavailable' });
      expect(await stored()).toHaveLength(0);
      expect(site.mails).toHaveLength(0);
    } finally {
      await site.query('DROP TRIGGER full');
    }
    // The same draft with the same token: siteverify answers the same key as it did the first time.
    const resend = await site.post(body, { ip });
    expect(resend.status).toBe(201);
    expect(await stored()).toHaveLength(1);
    expect(site.mails).toHaveLength(1);
  });

  it('keeps the enquiry when the e-mail fails, and records that the notice did not go', async () => {
    site.mailDown(true);
    const body = contact();
    const response = await site.post(body, { ip: address() });
    expect(response.status).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({ id: body.key, notice: 'failed' });
    expect(row!.notice_error).toContain('503');
  });
});

describe('one address, many requests', () => {
  it('takes the first ten of 1,000 drafts in a minute from one address and refuses the rest', async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let batch = 0; batch < 50; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          site.post(contact(), { ip, headers: { 'X-Test-Now': String(minute + batch * 1000 + index) } }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    const limit = enquiryLimits.perAddressPerMinute;
    expect(statuses.filter((status) => status === 201)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1000 - limit);
    expect(await stored()).toHaveLength(limit);
    expect(site.siteverify.calls).toBeLessThanOrEqual(limit);
    // Another address is not held back, nor is this one the next minute.
    expect((await site.post(contact(), { ip: address(), headers: { 'X-Test-Now': String(minute + 1) } })).status).toBe(201);
    expect((await site.post(contact(), { ip, headers: { 'X-Test-Now': String(minute + 60_000) } })).status).toBe(201);
  }, 60_000);
});
