import type { FieldValue } from './validate';

// The one way a form leaves the page: a JSON POST to NEXT_PUBLIC_FORM_ENDPOINT (Formspree or the
// company's own back-end). Anything but a 2xx answer comes back as a typed failure, so the form
// can offer the WhatsApp and e-mail hand-offs instead.

export type Submission = {
  /** Which form sent it: "contact", "register". */
  form: string;
  subject: string;
  fields: Record<string, FieldValue>;
};

export type DeliveryFailure =
  | { ok: false; reason: 'not-configured' }
  | { ok: false; reason: 'http'; status: number }
  | { ok: false; reason: 'timeout' }
  | { ok: false; reason: 'network' };

export type DeliveryResult = { ok: true; status: number } | DeliveryFailure;

export type Fetcher = (url: string, init: RequestInit) => Promise<{ status: number }>;

export type DeliverOptions = {
  /** Defaults to NEXT_PUBLIC_FORM_ENDPOINT, inlined at build. */
  endpoint?: string;
  fetch?: Fetcher;
  timeoutMs?: number;
};

export const deliveryTimeoutMs = 10_000;

// Called as a plain function: window.fetch called as a method of another object throws.
const browserFetch: Fetcher = (url, init) => globalThis.fetch(url, init);

/** The JSON body: the fields, plus the form's name and the subject (also as Formspree's _subject). */
export function deliveryBody({ form, subject, fields }: Submission): string {
  return JSON.stringify({ ...fields, form, subject, _subject: subject });
}

export async function deliver(
  submission: Submission,
  { endpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT, fetch = browserFetch, timeoutMs = deliveryTimeoutMs }: DeliverOptions = {},
): Promise<DeliveryResult> {
  const url = endpoint?.trim();
  if (!url) return { ok: false, reason: 'not-configured' };

  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Raced as well as aborted, so a fetch that ignores the signal still cannot hang the form.
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, timeoutMs);
  });

  try {
    const response = await Promise.race([
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: deliveryBody(submission),
        signal: controller.signal,
      }),
      timedOut,
    ]);
    if (response === 'timeout') return { ok: false, reason: 'timeout' };
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
    return { ok: false, reason: 'http', status: response.status };
  } catch {
    return controller.signal.aborted ? { ok: false, reason: 'timeout' } : { ok: false, reason: 'network' };
  } finally {
    clearTimeout(timer);
  }
}
