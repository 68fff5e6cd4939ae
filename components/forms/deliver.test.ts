import { deliver, deliveryTimeoutMs, mayHaveArrived, type Fetcher, type Submission } from './deliver';

const submission: Submission = {
  form: 'contact',
  subject: 'Website enquiry: Rice',
  fields: { name: 'Ayesha Khan', email: 'ayesha@company.com', topic: 'Rice', message: 'سلام 📦 <b>bold</b>' },
};
const endpoint = 'https://forms.example.com/f/abc';

const formspreeOk = '{"next":"/thanks","ok":true}';

function answering(status: number, body = formspreeOk) {
  return jest.fn<ReturnType<Fetcher>, Parameters<Fetcher>>(() => Promise.resolve({ status, text: () => Promise.resolve(body) }));
}

afterEach(() => {
  delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
  jest.useRealTimers();
});

it('posts the form name, subject and fields as JSON and treats an acknowledged 2xx as delivered', async () => {
  const fetch = answering(200);
  await expect(deliver(submission, { endpoint, fetch })).resolves.toEqual({ ok: true, status: 200 });

  expect(fetch).toHaveBeenCalledTimes(1);
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toBe(endpoint);
  expect(init.method).toBe('POST');
  expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
  expect(init.signal).toBeInstanceOf(AbortSignal);
  expect(JSON.parse(init.body as string)).toEqual({
    form: 'contact',
    subject: 'Website enquiry: Rice',
    _subject: 'Website enquiry: Rice',
    name: 'Ayesha Khan',
    email: 'ayesha@company.com',
    topic: 'Rice',
    message: 'سلام 📦 <b>bold</b>',
  });
});

it.each([
  ['Formspree', '{"ok":true}'],
  ['Formspree with a next page', '{"next":"https://formspree.io/thanks","ok":true}'],
  ['another back-end', ' {"id": 42} '],
])('accepts a 2xx with a JSON acknowledgement (%s)', async (_name, body) => {
  await expect(deliver(submission, { endpoint, fetch: answering(201, body) })).resolves.toEqual({ ok: true, status: 201 });
});

it.each([
  ['an HTML page (or a redirect to one)', '<!doctype html><html><body>Thanks!</body></html>'],
  ['an empty body (204)', ''],
  ['JSON that says ok:false', '{"ok":false}'],
  ['JSON carrying an error', '{"error":"Form not found"}'],
  ['JSON carrying errors', '{"errors":[{"message":"Invalid"}]}'],
  ['a JSON list', '[]'],
  ['a JSON string', '"ok"'],
  ['null', 'null'],
])('keeps a 2xx that is %s as unacknowledged, not delivered', async (_name, body) => {
  await expect(deliver(submission, { endpoint, fetch: answering(200, body) })).resolves.toEqual({
    ok: false,
    reason: 'unacknowledged',
    status: 200,
  });
});

it.each([400, 404, 422, 429])('reports a %i answer as an http failure', async (status) => {
  await expect(deliver(submission, { endpoint, fetch: answering(status) })).resolves.toEqual({ ok: false, reason: 'http', status });
});

it.each([500, 502, 503])('reports a %i answer as an http failure', async (status) => {
  await expect(deliver(submission, { endpoint, fetch: answering(status) })).resolves.toEqual({ ok: false, reason: 'http', status });
});

it('reports a redirect as a failure, not a delivery', async () => {
  await expect(deliver(submission, { endpoint, fetch: answering(302) })).resolves.toEqual({ ok: false, reason: 'http', status: 302 });
});

it('reports a network error while online (a CORS refusal of the answer) as network: it may have arrived', async () => {
  const fetch = jest.fn<ReturnType<Fetcher>, Parameters<Fetcher>>(() => Promise.reject(new TypeError('Failed to fetch')));
  await expect(deliver(submission, { endpoint, fetch, online: () => true })).resolves.toEqual({ ok: false, reason: 'network' });
});

it('reports a body cut off after a 2xx as network', async () => {
  const fetch = jest.fn<ReturnType<Fetcher>, Parameters<Fetcher>>(() =>
    Promise.resolve({ status: 200, text: () => Promise.reject(new TypeError('network error')) }),
  );
  await expect(deliver(submission, { endpoint, fetch })).resolves.toEqual({ ok: false, reason: 'network' });
});

it('sends nothing while offline', async () => {
  const fetch = answering(200);
  await expect(deliver(submission, { endpoint, fetch, online: () => false })).resolves.toEqual({ ok: false, reason: 'offline' });
  expect(fetch).not.toHaveBeenCalled();
});

it('reports a network error after going offline as offline', async () => {
  let online = true;
  const fetch = jest.fn<ReturnType<Fetcher>, Parameters<Fetcher>>(() => {
    online = false;
    return Promise.reject(new TypeError('Failed to fetch'));
  });
  await expect(deliver(submission, { endpoint, fetch, online: () => online })).resolves.toEqual({ ok: false, reason: 'offline' });
});

it('says which failures may have reached the endpoint', () => {
  expect(mayHaveArrived({ ok: false, reason: 'timeout' })).toBe(true);
  expect(mayHaveArrived({ ok: false, reason: 'network' })).toBe(true);
  expect(mayHaveArrived({ ok: false, reason: 'unacknowledged', status: 200 })).toBe(true);
  expect(mayHaveArrived({ ok: false, reason: 'offline' })).toBe(false);
  expect(mayHaveArrived({ ok: false, reason: 'not-configured' })).toBe(false);
  expect(mayHaveArrived({ ok: false, reason: 'http', status: 500 })).toBe(false);
});

it('gives up after 10 seconds and aborts the request', async () => {
  jest.useFakeTimers();
  let signal: AbortSignal | undefined;
  const fetch = jest.fn<ReturnType<Fetcher>, Parameters<Fetcher>>(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        signal = init.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  );
  const result = deliver(submission, { endpoint, fetch });
  await jest.advanceTimersByTimeAsync(deliveryTimeoutMs - 1);
  expect(signal?.aborted).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await expect(result).resolves.toEqual({ ok: false, reason: 'timeout' });
  expect(signal?.aborted).toBe(true);
  expect(deliveryTimeoutMs).toBe(10_000);
});

it('times out when the body never ends', async () => {
  const fetch = jest.fn<ReturnType<Fetcher>, Parameters<Fetcher>>(() =>
    Promise.resolve({ status: 200, text: () => new Promise<string>(() => {}) }),
  );
  await expect(deliver(submission, { endpoint, fetch, timeoutMs: 20 })).resolves.toEqual({ ok: false, reason: 'timeout' });
});

it('times out even when the fetch ignores the abort signal', async () => {
  const fetch = jest.fn<ReturnType<Fetcher>, Parameters<Fetcher>>(() => new Promise(() => {}));
  await expect(deliver(submission, { endpoint, fetch, timeoutMs: 20 })).resolves.toEqual({ ok: false, reason: 'timeout' });
});

it('is not configured without an endpoint, and sends nothing', async () => {
  const fetch = answering(200);
  await expect(deliver(submission, { fetch })).resolves.toEqual({ ok: false, reason: 'not-configured' });
  await expect(deliver(submission, { endpoint: '  ', fetch })).resolves.toEqual({ ok: false, reason: 'not-configured' });
  expect(fetch).not.toHaveBeenCalled();
});

it('reads the endpoint from NEXT_PUBLIC_FORM_ENDPOINT by default', async () => {
  process.env.NEXT_PUBLIC_FORM_ENDPOINT = endpoint;
  const fetch = answering(200);
  await deliver(submission, { fetch });
  expect(fetch.mock.calls[0]![0]).toBe(endpoint);
});

describe('the inbox (/api/enquiry)', () => {
  const inbox = { endpoint: '/api/enquiry', idempotent: true };

  it('sends the draft key, page and token besides the fields', async () => {
    const fetch = answering(201, '{"ok":true,"id":"k"}');
    const extra = { key: '6b0f2d8e-8c1a-4b7e-9f3a-2d4c5e6f7a8b', page: '/ar/contact', turnstile: 'token' };
    await expect(deliver({ ...submission, extra }, { ...inbox, fetch })).resolves.toEqual({ ok: true, status: 201 });
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toMatchObject({ ...submission.fields, form: 'contact', ...extra });
  });

  it.each([
    [429, 'rate-limited', 'rateLimited'],
    [403, 'spam-check', 'spamCheck'],
    [413, 'too-large', 'tooLarge'],
    [422, 'invalid', 'invalid'],
    [503, 'unavailable', 'unavailable'],
  ])('reports a %s %s as a refusal the form can word', async (status, error, refusal) => {
    const result = await deliver(submission, { ...inbox, fetch: answering(status, JSON.stringify({ ok: false, error })) });
    expect(result).toEqual({ ok: false, reason: 'refused', status, refusal });
    expect(mayHaveArrived(result as never)).toBe(false);
  });

  it('reports an error page without a reason as an http failure', async () => {
    await expect(deliver(submission, { ...inbox, fetch: answering(502, '<html>Bad gateway</html>') })).resolves.toEqual({
      ok: false,
      reason: 'http',
      status: 502,
    });
  });

  it('turns "it may have arrived" into "send again": the inbox stores a draft once', async () => {
    const fetch = jest.fn<ReturnType<Fetcher>, Parameters<Fetcher>>(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(deliver(submission, { ...inbox, fetch, online: () => true })).resolves.toEqual({ ok: false, reason: 'retry' });
    await expect(deliver(submission, { endpoint, fetch, online: () => true })).resolves.toEqual({ ok: false, reason: 'network' });
  });
});
