import { useRef } from 'react';

// The company's own inbox (/api/enquiry, docs/inbox.md), when the build has it
// (NEXT_PUBLIC_ENQUIRY_INBOX=1, with NEXT_PUBLIC_TURNSTILE_SITE_KEY): each send carries the draft's
// key, so a resend is stored once, and a Turnstile token, whose script loads only once a visitor
// starts a form (its first focus), never with the page.

export const inboxEnabled = process.env.NEXT_PUBLIC_ENQUIRY_INBOX === '1';
export const inboxEndpoint = `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}/api/enquiry`;
const siteKey = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY ?? '';
const scriptUrl = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
/** How long a send waits for Turnstile's token before it goes without one (and the inbox says so). */
const tokenWaitMs = 15_000;

type Turnstile = {
  render: (element: HTMLElement, options: Record<string, unknown>) => string;
  reset: (widget: string) => void;
};
declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let script: Promise<Turnstile> | undefined;

function loadScript(): Promise<Turnstile> {
  script ??= new Promise<Turnstile>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = scriptUrl;
    element.async = true;
    element.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('no turnstile')));
    element.onerror = () => {
      script = undefined;
      reject(new Error('turnstile did not load'));
    };
    document.head.append(element);
  });
  return script;
}

/** A version 4 UUID. */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** FNV-1a: enough to tell whether a draft changed since its key was made. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash.toString(36);
}

const keyStorage = (form: string) => `enquiry-key:${form}`;

/**
 * The draft's key: the same for a resend of the same content (a time-out, a double tap, a reload),
 * a new one once the content has changed, so an edited draft is a new enquiry, not a clash.
 */
export function draftKey(form: string, content: string): string {
  const print = fingerprint(content);
  try {
    const saved = JSON.parse(localStorage.getItem(keyStorage(form)) ?? 'null') as { key?: unknown; print?: unknown } | null;
    if (saved && typeof saved.key === 'string' && saved.print === print) return saved.key;
  } catch {
    // Storage unreadable: a key for this page's life only.
  }
  const key = uuid();
  try {
    localStorage.setItem(keyStorage(form), JSON.stringify({ key, print }));
  } catch {
    // Storage full or off: the key still goes with this send.
  }
  return key;
}

export function forgetKey(form: string): void {
  try {
    localStorage.removeItem(keyStorage(form));
  } catch {
    // Nothing to forget.
  }
}

/** Turnstile for one form: `start` on the form's first focus, `token` at send, `reset` after a refusal. */
export function useTurnstile(action: string) {
  const box = useRef<HTMLDivElement>(null);
  const state = useRef<{ widget?: string; token: string; waiting: ((token: string) => void)[]; started: boolean }>({
    token: '',
    waiting: [],
    started: false,
  });

  function settle(token: string) {
    state.current.token = token;
    for (const wake of state.current.waiting.splice(0)) wake(token);
  }

  function start() {
    const current = state.current;
    if (!inboxEnabled || current.started || !box.current) return;
    current.started = true;
    loadScript()
      .then((turnstile) => {
        current.widget = turnstile.render(box.current!, {
          sitekey: siteKey,
          action,
          appearance: 'interaction-only',
          language: document.documentElement.lang || 'auto',
          'refresh-expired': 'auto',
          callback: settle,
          'expired-callback': () => (current.token = ''),
          'error-callback': () => {
            settle('');
            return true;
          },
        });
      })
      .catch(() => {
        current.started = false;
        settle('');
      });
  }

  /** The token, waiting for it if the check is still running; '' if none comes (the inbox then refuses, and the hand-offs show). */
  function token(): Promise<string> {
    start();
    if (state.current.token) return Promise.resolve(state.current.token);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(''), tokenWaitMs);
      state.current.waiting.push((token) => {
        clearTimeout(timer);
        resolve(token);
      });
    });
  }

  function reset() {
    state.current.token = '';
    if (state.current.widget) window.turnstile?.reset(state.current.widget);
  }

  return { box, start, token, reset };
}
