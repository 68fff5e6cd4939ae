import { deliver, deliveryTimeoutMs, type Fetcher, type Submission } from './deliver';

const submission: Submission = {
  form: 'contact',
  subject: 'Website enquiry: Rice',
  fields: { name: 'Ayesha Khan', email: 'ayesha@company.com', topic: 'Rice', message: 'سلام 📦 <b>bold</b>' },
};
const endpoint = 'https://forms.example.com/f/abc';

function answering(status: number) {
  return jest.fn<ReturnType<Fetcher>, Parameters<Fetcher>>(() => Promise.resolve({ status }));
}

afterEach(() => {
  delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
  jest.useRealTimers();
});

it('posts the form name, subject and fields as JSON and treats 2xx as delivered', async () => {
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

it('accepts any 2xx', async () => {
  await expect(deliver(submission, { endpoint, fetch: answering(204) })).resolves.toEqual({ ok: true, status: 204 });
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

it('reports a network error', async () => {
  const fetch = jest.fn<ReturnType<Fetcher>, Parameters<Fetcher>>(() => Promise.reject(new TypeError('Failed to fetch')));
  await expect(deliver(submission, { endpoint, fetch })).resolves.toEqual({ ok: false, reason: 'network' });
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
