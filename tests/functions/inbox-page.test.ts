/** @jest-environment node */
import path from 'node:path';
import { build } from 'esbuild';
import { JSDOM } from 'jsdom';
import { enquiryRules } from '@/components/forms/enquiry-rules-content';
import { getForms } from '@/content/forms';
import { sessionCookie, signSession } from '@/functions/_lib/session';
import { inboxData, inboxHtml } from '@/scripts/build-inbox.mjs';
import { inboxSettings, startSite, type Site } from './harness';

// The inbox page as staff see it: the built page and script (scripts/build-inbox.mjs) in a DOM, talking
// to the real functions under workerd. An enquiry sent from the Arabic contact page shows in English
// with the buyer's language named, and the e-mail reply starts in Arabic.

const now = Date.now();
let site: Site;

beforeAll(async () => {
  site = await startSite();
}, 60_000);
afterAll(() => site.dispose());

async function openInbox(cookie: string) {
  const script = await build({
    entryPoints: [path.join(process.cwd(), 'cms/inbox/inbox.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    logLevel: 'silent',
  });
  const dom = new JSDOM(inboxHtml(await inboxData()), { url: 'http://localhost/admin/inbox/', runScripts: 'outside-only' });
  const window = dom.window as unknown as Window & { eval: (code: string) => void; confirm: () => boolean };
  // The page's requests go to the functions, with the browser's cookie and origin.
  window.fetch = (async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    return site.fetch(url.pathname + url.search, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Cookie: cookie, Origin: 'http://localhost' },
    });
  }) as typeof fetch;
  window.eval(script.outputFiles[0]!.text);
  return window.document;
}

async function until<T>(find: () => T | null | undefined): Promise<T> {
  for (let tries = 0; tries < 200; tries += 1) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('not found in the page');
}

it('shows an Arabic enquiry in English with its language named, and replies in Arabic', async () => {
  const key = crypto.randomUUID();
  const sent = await site.post({
    form: 'contact',
    key,
    language: 'العربية (ar)',
    page: '/ar/contact',
    subject: 'Website enquiry: مناشف',
    turnstile: site.siteverify.token(),
    name: 'أمينة',
    email: 'amina@example.com',
    topic: 'مناشف',
    message: 'نحتاج 500 منشفة.',
  });
  expect(sent.status).toBe(201);
  const cookie = `${sessionCookie}=${await signSession({ login: 'staff-member', expires: now + 3_600_000 }, inboxSettings.SESSION_SECRET)}`;
  const document = await openInbox(cookie);

  const row = await until(() => [...document.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes('مناشف')));
  expect(row.textContent).toContain('العربية (ar)');
  expect(row.textContent).toContain('amina@example.com');
  (row.querySelector('a') as HTMLAnchorElement).click();

  const message = await until(() => document.querySelector('pre'));
  const rules = enquiryRules();
  expect(message.textContent).toContain(`${rules.forms.languageLine}: العربية (ar)`);
  expect(message.textContent).toContain(`${rules.message.contact.labels.message}: نحتاج 500 منشفة.`);
  const email = [...document.querySelectorAll('a')].find((link) => link.href.startsWith('mailto:'))!;
  const body = new URL(email.href).searchParams.get('body') ?? decodeURIComponent(email.href.split('body=')[1]!);
  expect(body).toContain(getForms('ar').inbox.reply.replace('{name}', 'أمينة').split('{company}')[0]);

  const { words } = await inboxData();
  const mark = [...document.querySelectorAll('button')].find((button) => button.textContent === words.markAnswered)!;
  mark.click();
  // The page opens the enquiry again, now answered, with the other button.
  await until(() => [...document.querySelectorAll('button')].find((button) => button.textContent === words.markUnanswered));
  expect(await site.query('SELECT answered_by FROM enquiries WHERE id = ?', key)).toEqual([{ answered_by: 'staff-member' }]);
  // Bundling the page and reading content for its words take a few seconds on a busy machine.
}, 60_000);
