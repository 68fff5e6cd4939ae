// Turnstile's server-side check (developers.cloudflare.com/turnstile/get-started/server-side-validation/):
// the token the widget gave the form goes to siteverify with the secret; the answer must say
// success, for this site's host and for this form's action. The draft's idempotency key goes too,
// so a resend of a draft whose first request was cut off after the check gets the same answer
// instead of "timeout-or-duplicate" (a token is good for one check, for 300 seconds).

export const siteverifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export type TurnstileCheck = {
  secret: string;
  token: string;
  /** The client's address (CF-Connecting-IP), if known. */
  ip?: string;
  idempotencyKey: string;
  /** The hosts the site answers at: a token made on any other is refused. */
  hostnames: string[];
  /** The action the widget was rendered with: the form's name. */
  action: string;
};

export type TurnstileResult =
  | { ok: true }
  /** missing: no token; expired: timed out or already used; failed: refused; host / action: made elsewhere; unreachable: no answer. */
  | { ok: false; reason: 'missing' | 'expired' | 'failed' | 'host' | 'action' | 'unreachable'; codes: string[] };

type Siteverify = { success?: unknown; hostname?: unknown; action?: unknown; 'error-codes'?: unknown };

export async function verifyTurnstile(check: TurnstileCheck, fetcher: typeof fetch = fetch): Promise<TurnstileResult> {
  if (!check.token) return { ok: false, reason: 'missing', codes: ['missing-input-response'] };
  let answer: Siteverify;
  try {
    const response = await fetcher(siteverifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        secret: check.secret,
        response: check.token,
        ...(check.ip ? { remoteip: check.ip } : {}),
        idempotency_key: check.idempotencyKey,
      }),
    });
    if (!response.ok) return { ok: false, reason: 'unreachable', codes: [`http-${response.status}`] };
    answer = (await response.json()) as Siteverify;
  } catch {
    return { ok: false, reason: 'unreachable', codes: ['network'] };
  }
  const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].filter((code) => typeof code === 'string') : [];
  if (answer.success !== true) {
    if (codes.includes('internal-error')) return { ok: false, reason: 'unreachable', codes };
    return { ok: false, reason: codes.includes('timeout-or-duplicate') ? 'expired' : 'failed', codes };
  }
  if (typeof answer.hostname !== 'string' || !check.hostnames.includes(answer.hostname.toLowerCase()))
    return { ok: false, reason: 'host', codes: [`hostname ${String(answer.hostname)}`] };
  if (answer.action !== check.action) return { ok: false, reason: 'action', codes: [`action ${String(answer.action)}`] };
  return { ok: true };
}
