// The enquiry inbox at /admin/inbox/ (docs/inbox.md): plain DOM over /api/inbox, for staff. Its
// words and each language's reply greeting come from the page's JSON block, written at build by
// scripts/build-inbox.mjs from cms/inbox/words.yml and content/forms.yml.

/** cms/inbox/words.yml's keys. */
type WordKey =
  | 'title'
  | 'signIn'
  | 'signInText'
  | 'signOut'
  | 'signedInAs'
  | 'filters'
  | 'form'
  | 'allForms'
  | 'language'
  | 'allLanguages'
  | 'search'
  | 'exportCsv'
  | 'loadMore'
  | 'empty'
  | 'received'
  | 'from'
  | 'subject'
  | 'status'
  | 'answered'
  | 'unanswered'
  | 'noticeFailed'
  | 'markAnswered'
  | 'markUnanswered'
  | 'delete'
  | 'confirmDelete'
  | 'deleted'
  | 'reply'
  | 'replyWhatsapp'
  | 'replyTelegram'
  | 'replyEmail'
  | 'copyForWechat'
  | 'copied'
  | 'page'
  | 'close'
  | 'failed';
type Words = Record<WordKey, string> & { forms: Record<string, string> };
type Data = { words: Words; languages: { line: string; reply: string }[]; company: string; base: string };
type Row = {
  id: string;
  received_at: number;
  form: string;
  language: string;
  page: string;
  subject: string;
  email: string;
  name: string;
  company: string;
  notice: string;
  notice_error: string | null;
  answered_at: number | null;
  answered_by: string | null;
  message?: string;
  fields?: Record<string, unknown>;
};

const data = JSON.parse(document.getElementById('inbox-data')!.textContent!) as Data;
const { words } = data;
const api = `${data.base}/api/inbox`;
const root = document.getElementById('inbox')!;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, unknown> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${api}${path}`, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
}

const when = (time: number) => new Date(time).toLocaleString();

function signedOut() {
  root.replaceChildren(
    element('h1', { textContent: words.title }),
    element('p', { textContent: words.signInText }),
    element('a', { href: `${api}/login`, textContent: words.signIn, className: 'button' }),
  );
}

function problem(text: string) {
  root.append(element('p', { textContent: text, className: 'problem', role: 'alert' }));
}

let rows: Row[] = [];
let login = '';
const filter = { form: '', language: '', q: '' };

async function load(more = false) {
  const query = new URLSearchParams(Object.entries(filter).filter(([, value]) => value));
  if (more && rows.length) query.set('before', String(rows.at(-1)!.received_at));
  const response = await call(`?${query}`).catch(() => undefined);
  if (response?.status === 401) return signedOut();
  if (!response?.ok) return problem(words.failed);
  const answer = (await response.json()) as { login: string; enquiries: Row[]; pageSize: number };
  login = answer.login;
  rows = more ? [...rows, ...answer.enquiries] : answer.enquiries;
  drawList(answer.enquiries.length === answer.pageSize);
  const opened = decodeURIComponent(location.hash.slice(1));
  if (opened && !more) void open(opened);
}

function select(label: string, value: string, options: [string, string][], onChange: (value: string) => void) {
  const control = element('select');
  for (const [optionValue, text] of options)
    control.append(element('option', { value: optionValue, textContent: text, selected: optionValue === value }));
  control.addEventListener('change', () => onChange(control.value));
  return element('label', {}, label, ' ', control);
}

function drawList(hasMore: boolean) {
  const search = element('input', { type: 'search', value: filter.q });
  search.addEventListener('change', () => {
    filter.q = search.value;
    void load();
  });
  const signOut = element('button', { type: 'button', textContent: words.signOut });
  signOut.addEventListener('click', async () => {
    await call('/logout', { method: 'POST' });
    signedOut();
  });
  const table = element('table');
  table.append(
    element(
      'thead',
      {},
      element(
        'tr',
        {},
        ...[words.received, words.form, words.language, words.from, words.subject, words.status].map((text) =>
          element('th', { scope: 'col', textContent: text }),
        ),
      ),
    ),
  );
  const body = element('tbody');
  for (const row of rows) {
    const link = element('a', { href: `#${row.id}`, textContent: row.subject || row.id });
    link.addEventListener('click', (event) => {
      event.preventDefault();
      history.replaceState(null, '', `#${row.id}`);
      void open(row.id);
    });
    const status =
      row.notice === 'failed'
        ? `⚠ ${fill(words.noticeFailed, { error: row.notice_error ?? '' })}`
        : row.answered_at
          ? words.answered
          : words.unanswered;
    body.append(
      element(
        'tr',
        { className: row.answered_at ? 'answered' : '' },
        element('td', { textContent: when(row.received_at) }),
        element('td', { textContent: words.forms[row.form] ?? row.form }),
        element('td', { textContent: row.language }),
        element('td', { textContent: [row.name, row.company, row.email].filter(Boolean).join(' · ') }),
        element('td', {}, link),
        element('td', { textContent: status }),
      ),
    );
  }
  table.append(body);
  const more = element('button', { type: 'button', textContent: words.loadMore, hidden: !hasMore });
  more.addEventListener('click', () => void load(true));
  root.replaceChildren(
    element(
      'header',
      {},
      element('h1', { textContent: words.title }),
      element('p', { textContent: fill(words.signedInAs, { login }) }),
      signOut,
    ),
    element(
      'fieldset',
      {},
      element('legend', { textContent: words.filters }),
      select(words.form, filter.form, [['', words.allForms], ...Object.entries(words.forms)], (value) => {
        filter.form = value;
        void load();
      }),
      select(
        words.language,
        filter.language,
        [['', words.allLanguages], ...data.languages.map(({ line }): [string, string] => [line, line])],
        (value) => {
          filter.language = value;
          void load();
        },
      ),
      element('label', {}, words.search, ' ', search),
      element('a', { href: `${api}/export.csv`, textContent: words.exportCsv, className: 'button' }),
    ),
    rows.length ? table : element('p', { textContent: words.empty }),
    more,
  );
}

/** The first line's words of a reply in the buyer's language. */
function greeting(row: Row): string {
  const reply = data.languages.find(({ line }) => line === row.language)?.reply ?? data.languages[0]?.reply ?? '';
  return fill(reply, { name: row.name, company: data.company });
}

function replyLinks(row: Row): HTMLElement {
  const text = greeting(row);
  const phone = String(row.fields?.phone ?? '').replace(/[^\d]/g, '');
  const links: HTMLElement[] = [];
  if (row.email) {
    const subject = encodeURIComponent(`Re: ${row.subject}`);
    links.push(
      element('a', {
        href: `mailto:${row.email}?subject=${subject}&body=${encodeURIComponent(`${text}\r\n\r\n`)}`,
        textContent: words.replyEmail,
      }),
    );
  }
  if (phone) {
    links.push(
      element('a', {
        href: `https://wa.me/${phone}?text=${encodeURIComponent(text)}`,
        target: '_blank',
        rel: 'noopener',
        textContent: words.replyWhatsapp,
      }),
    );
    links.push(element('a', { href: `https://t.me/+${phone}`, target: '_blank', rel: 'noopener', textContent: words.replyTelegram }));
    const copy = element('button', { type: 'button', textContent: words.copyForWechat });
    copy.addEventListener('click', async () => {
      await navigator.clipboard.writeText(`+${phone}`);
      copy.textContent = words.copied;
    });
    links.push(copy);
  }
  return element('p', { className: 'replies' }, `${words.reply}: `, ...links);
}

async function open(id: string) {
  const response = await call(`/${encodeURIComponent(id)}`).catch(() => undefined);
  if (response?.status === 401) return signedOut();
  if (!response?.ok) return problem(words.failed);
  const { enquiry: row } = (await response.json()) as { enquiry: Row };
  const back = element('button', { type: 'button', textContent: words.close });
  back.addEventListener('click', () => {
    history.replaceState(null, '', location.pathname);
    void load();
  });
  const mark = element('button', { type: 'button', textContent: row.answered_at ? words.markUnanswered : words.markAnswered });
  mark.addEventListener('click', async () => {
    const answer = await call(`/${row.id}/answered`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ answered: !row.answered_at }),
    });
    if (answer.ok) void open(row.id);
    else problem(words.failed);
  });
  const remove = element('button', { type: 'button', textContent: words.delete, className: 'danger' });
  remove.addEventListener('click', async () => {
    if (!confirm(words.confirmDelete)) return;
    const answer = await call(`/${row.id}`, { method: 'DELETE' });
    if (!answer.ok) return problem(words.failed);
    history.replaceState(null, '', location.pathname);
    await load();
    problem(words.deleted);
  });
  const heading = element('h1', { textContent: row.subject, tabIndex: -1 });
  root.replaceChildren(
    back,
    element(
      'article',
      {},
      heading,
      element('p', {
        textContent: `${words.received}: ${when(row.received_at)} · ${words.form}: ${words.forms[row.form] ?? row.form} · ${words.language}: ${row.language}`,
      }),
      element('p', { textContent: `${words.page}: ${row.page}` }),
      row.notice === 'failed'
        ? element('p', { className: 'problem', textContent: fill(words.noticeFailed, { error: row.notice_error ?? '' }) })
        : '',
      row.answered_at ? element('p', { textContent: `${words.answered}: ${when(row.answered_at)} (${row.answered_by ?? ''})` }) : '',
      element('pre', { textContent: row.message ?? '' }),
      replyLinks(row),
      element('p', {}, mark, ' ', remove),
    ),
  );
  heading.focus();
}

void load();
