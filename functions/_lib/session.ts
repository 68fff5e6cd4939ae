// The inbox's session (docs/inbox.md, "Who may open it"): after the GitHub sign-in has shown that
// the user may write to CMS_REPO, a cookie holding their login and an expiry, signed with
// HMAC-SHA256 under SESSION_SECRET. __Host- (Secure, Path=/, this host only), HttpOnly (no script
// reads it), SameSite=Strict (no other site's page sends it), two hours long.

export const sessionCookie = '__Host-inbox-session';
export const sessionSeconds = 2 * 60 * 60;

export type Session = { login: string; expires: number };

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** A secret too short to sign with is no secret: the inbox stays shut without one. */
export const usableSecret = (secret: string | undefined): secret is string => typeof secret === 'string' && secret.length >= 32;

export async function signSession(session: Session, secret: string): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify(session)));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload)));
  return `${payload}.${base64url(signature)}`;
}

/** The session a cookie value holds, if its signature is good and it has not expired. */
export async function readSession(value: string | undefined, secret: string, now: number): Promise<Session | undefined> {
  const [payload, signature, ...rest] = (value ?? '').split('.');
  if (!payload || !signature || rest.length) return undefined;
  const signed = fromBase64url(signature);
  if (!signed) return undefined;
  // crypto.subtle.verify compares in constant time.
  if (!(await crypto.subtle.verify('HMAC', await hmacKey(secret), signed, encoder.encode(payload)))) return undefined;
  try {
    const session = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as Partial<Session>;
    if (typeof session.login !== 'string' || typeof session.expires !== 'number' || session.expires <= now) return undefined;
    return { login: session.login, expires: session.expires };
  } catch {
    return undefined;
  }
}

export const sessionCookieHeader = (value: string, maxAge: number) =>
  `${sessionCookie}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Strict`;
