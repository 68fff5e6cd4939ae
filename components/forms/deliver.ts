import { messageValue } from './compose';
import type { FieldValue } from './validate';

// The one way a form leaves the page: a JSON POST, delivered only on the back-end's acknowledgement; anything
// else is a typed failure, so the form keeps the draft and offers the hand-offs (docs/forms.md).

export type Submission = {
  /** Which form sent it: "contact", "register". */
  form: string;
  subject: string;
  /** The visitor's language, as the message states it: "Français (fr)". */
  language?: string;
  fields: Record<string, FieldValue>;
  /** Sent besides the fields: the inbox's draft key, page and Turnstile token (enquiry-inbox.ts). */
  extra?: Record<string, string>;
};

/** Why the inbox (/api/enquiry, docs/inbox.md) turned a message away: its answer's `error`. */
export const refusals = {
  invalid: 'invalid',
  'too-large': 'tooLarge',
  'rate-limited': 'rateLimited',
  'spam-check': 'spamCheck',
  unavailable: 'unavailable',
} as const;
export type Refusal = (typeof refusals)[keyof typeof refusals];

export type DeliveryFailure =
  /** No endpoint was built in: nothing was sent. */
  | { ok: false; reason: 'not-configured' }
  /** The browser says it is offline: nothing left the device. */
  | { ok: false; reason: 'offline' }
  /** The endpoint answered with an error status: it refused the message. */
  | { ok: false; reason: 'http'; status: number }
  /** The inbox refused the message and said why. */
  | { ok: false; reason: 'refused'; status: number; refusal: Refusal }
  /** A 2xx that is not the back-end's acknowledgement (an HTML page, a redirect to one): it may have arrived. */
  | { ok: false; reason: 'unacknowledged'; status: number }
  /** No answer in time: it may have arrived. */
  | { ok: false; reason: 'timeout' }
  /** The answer was refused or cut off (CORS, a dropped connection) while online: it may have arrived. */
  | { ok: false; reason: 'network' }
  /** The inbox did not confirm (a time-out, a cut-off answer): a resend of the draft is stored once there. */
  | { ok: false; reason: 'retry' };

/** Whether the message might have reached the endpoint, so a re-send by hand could be a duplicate. */
export function mayHaveArrived(failure: DeliveryFailure): boolean {
  return failure.reason === 'timeout' || failure.reason === 'network' || failure.reason === 'unacknowledged' || failure.reason === 'retry';
}

export type DeliveryResult = { ok: true; status: number } | DeliveryFailure;

/** The part of a fetch Response that deliver reads. */
type Answer = { status: number; text: () => Promise<string> };
export type Fetcher = (url: string, init: RequestInit) => Promise<Answer>;

export type DeliverOptions = {
  /** Defaults to NEXT_PUBLIC_FORM_ENDPOINT, inlined at build. */
  endpoint?: string;
  fetch?: Fetcher;
  timeoutMs?: number;
  /** Defaults to navigator.onLine (true where there is no navigator). */
  online?: () => boolean;
  /** The endpoint stores a draft once whatever the resends (the inbox): a failure that may have arrived is one to retry. */
  idempotent?: boolean;
};

export const deliveryTimeoutMs = 10_000;

// Called as a plain function: window.fetch called as a method of another object throws.
const browserFetch: Fetcher = (url, init) => globalThis.fetch(url, init);
const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The JSON body: fields, form, subject (and Formspree's _subject: an e-mail Subject header, so one line), language. */
function deliveryBody({ form, subject, language, fields, extra }: Submission): string {
  const line = messageValue(subject);
  return JSON.stringify({ ...fields, form, subject: line, _subject: line, ...(language === undefined ? {} : { language }), ...extra });
}

/** The inbox's reason in an error answer, if it gave one. */
function refusalOf(body: string): Refusal | undefined {
  try {
    const { error } = JSON.parse(body) as { error?: unknown };
    return typeof error === 'string' && Object.hasOwn(refusals, error) ? refusals[error as keyof typeof refusals] : undefined;
  } catch {
    return undefined;
  }
}

/** A 2xx body that acknowledges the message: a JSON object that does not say ok:false or carry an error. */
function isAcknowledgement(body: string): boolean {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return false;
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return false;
  const answer = json as Record<string, unknown>;
  return answer.ok !== false && !answer.error && !answer.errors;
}

export async function deliver(
  submission: Submission,
  {
    endpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT,
    fetch = browserFetch,
    timeoutMs = deliveryTimeoutMs,
    online = browserOnline,
    idempotent = false,
  }: DeliverOptions = {},
): Promise<DeliveryResult> {
  const result = await post(submission, { endpoint, fetch, timeoutMs, online });
  return idempotent && !result.ok && mayHaveArrived(result) ? { ok: false, reason: 'retry' } : result;
}

async function post(
  submission: Submission,
  { endpoint, fetch, timeoutMs, online }: Required<Pick<DeliverOptions, 'fetch' | 'timeoutMs' | 'online'>> & { endpoint?: string },
): Promise<DeliveryResult> {
  const url = endpoint?.trim();
  if (!url) return { ok: false, reason: 'not-configured' };
  if (!online()) return { ok: false, reason: 'offline' };

  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Raced as well as aborted, so a fetch (or a body) that ignores the signal still cannot hang the form.
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, timeoutMs);
  });

  try {
    const answer = await Promise.race([
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: deliveryBody(submission),
        signal: controller.signal,
      }).then(async (response) => {
        const { status } = response;
        if (status < 200 || status >= 300)
          return { status, acknowledged: false, refusal: refusalOf(await response.text().catch(() => '')) };
        return { status, acknowledged: isAcknowledgement(await response.text()) };
      }),
      timedOut,
    ]);
    if (answer === 'timeout') return { ok: false, reason: 'timeout' };
    const { status, acknowledged } = answer;
    if ('refusal' in answer && answer.refusal) return { ok: false, reason: 'refused', status, refusal: answer.refusal };
    if (status < 200 || status >= 300) return { ok: false, reason: 'http', status };
    return acknowledged ? { ok: true, status } : { ok: false, reason: 'unacknowledged', status };
  } catch {
    if (controller.signal.aborted) return { ok: false, reason: 'timeout' };
    // Offline by now: the request most likely never left. Online: the answer was refused or cut off.
    return online() ? { ok: false, reason: 'network' } : { ok: false, reason: 'offline' };
  } finally {
    clearTimeout(timer);
  }
}
