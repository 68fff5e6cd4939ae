import { useEffect, useState, useSyncExternalStore } from 'react';
import { isEmpty, type FieldValue, type FormValues } from './validate';

// A form's values, kept in localStorage as the visitor types. Read through useSyncExternalStore, so hydration
// renders the empty form and the draft follows with no mismatch. A stored draft over the form's limits is
// removed unread: a million characters once froze /contact for seconds a keystroke.

/** The most each stored field may hold: characters for text, all entries together for a list. */
export type DraftLimits<V extends FormValues, O extends keyof V = never> = {
  [K in Exclude<keyof V, O> as V[K] extends boolean ? never : K]: number;
};

type DraftOptions<V extends FormValues, O extends keyof V> = {
  /** The form's name; the draft is saved under "draft:<form>". */
  form: string;
  initial: V;
  /** Fields never written to storage, such as passwords. */
  omit?: readonly O[];
  limits: DraftLimits<V, O>;
  /** Values from elsewhere (the URL), used only where the draft has nothing. Runs in the browser only. */
  prefill?: () => Partial<V>;
};

function draftKey(form: string): string {
  return `draft:${form}`;
}

/** Characters a field's value counts against its limit. */
function sizeOf(value: FieldValue): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce((sum, item) => sum + item.length, 0);
  return 0;
}

/**
 * The longest stored text a draft within `limits` can be: JSON escapes a character as at most six
 * ("\u0001"), plus 1 KB for the field names, quotes and commas.
 */
export function draftMaxChars(limits: object): number {
  return (Object.values(limits) as number[]).reduce((sum, limit) => sum + 6 * limit, 0) + 1024;
}

// localStorage can be missing or throw (private mode, storage full, blocked cookies): a draft is a
// convenience, so every access fails quietly.
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, data: Record<string, FieldValue>) {
  try {
    window.localStorage.setItem(key, JSON.stringify(data));
  } catch {
    // Not saved; the form still works.
  }
}

function removeStorage(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function sameKind(a: FieldValue | undefined, b: unknown): b is FieldValue {
  if (Array.isArray(a)) return Array.isArray(b) && b.every((item) => typeof item === 'string');
  return typeof a === typeof b;
}

type Loaded<V> = { draft: Partial<V>; tooLarge: boolean };

export function createDraftStore<V extends FormValues, O extends keyof V = never>({
  form,
  initial,
  omit = [],
  limits,
  prefill,
}: DraftOptions<V, O>) {
  const key = draftKey(form);
  const limitOf = new Map(Object.entries(limits) as [string, number][]);
  // A field without a limit (a tick box) holds no text.
  const fits = (field: keyof V, value: FieldValue) => sizeOf(value) <= (limitOf.get(field as string) ?? 0);
  const maxChars = draftMaxChars(limits);
  const stored = (field: keyof V) => !omit.includes(field as O);

  let values: V | undefined;
  let tooLarge = false;
  /** What is in storage: only values within their limits. */
  let saved: Record<string, FieldValue> = {};
  const listeners = new Set<() => void>();

  /** The stored draft, kept only where its fields exist in the form and hold the right kind of value. */
  function read(): Loaded<V> {
    const raw = readStorage(key);
    if (!raw) return { draft: {}, tooLarge: false };
    // Before parsing: parsing (and then rendering) megabytes is what froze the page.
    if (raw.length > maxChars) return { draft: {}, tooLarge: true };
    const data = parse(raw);
    if (!data || typeof data !== 'object' || Array.isArray(data)) return { draft: {}, tooLarge: false };
    const draft: Partial<V> = {};
    for (const field of Object.keys(initial) as (keyof V)[]) {
      const value = (data as Record<string, unknown>)[field as string];
      if (!stored(field) || !sameKind(initial[field], value)) continue;
      if (!fits(field, value)) return { draft: {}, tooLarge: true };
      draft[field] = value as V[keyof V];
    }
    return { draft, tooLarge: false };
  }

  function load(): V {
    if (values) return values;
    const loaded = read();
    tooLarge = loaded.tooLarge;
    if (tooLarge) removeStorage(key);
    saved = { ...(loaded.draft as Record<string, FieldValue>) };
    values = { ...initial, ...loaded.draft };
    return values;
  }

  /** Saves each field within its limit; one over it keeps its last saved value until it fits again. */
  function persist(next: V) {
    for (const field of Object.keys(next) as (keyof V)[]) {
      const value = next[field];
      if (!stored(field)) continue;
      if (value === undefined || isEmpty(value)) delete saved[field as string];
      else if (fits(field, value)) saved[field as string] = value;
    }
    if (Object.keys(saved).length > 0) writeStorage(key, saved);
    else removeStorage(key);
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot(): V {
      return load();
    },
    getServerSnapshot(): V {
      return initial;
    },
    /** Whether a stored draft was too large for the form and has been removed. */
    getTooLarge(): boolean {
      load();
      return tooLarge;
    },
    getServerTooLarge(): boolean {
      return false;
    },
    setField<K extends keyof V>(field: K, value: V[K]) {
      const next = { ...load(), [field]: value };
      values = next;
      persist(next);
      emit();
    },
    /**
     * Fills empty fields from `prefill` (the URL), where the value fits its limit. Called after
     * mount: on a client-side navigation the address bar only shows the new URL once the page has rendered.
     */
    applyPrefill() {
      const extra: Partial<V> = prefill?.() ?? {};
      const current = load();
      const next = { ...current };
      for (const field of Object.keys(extra) as (keyof V)[]) {
        const value = extra[field];
        if (value !== undefined && field in initial && isEmpty(current[field]) && fits(field, value)) next[field] = value;
      }
      if (Object.keys(extra).some((field) => next[field] !== current[field])) {
        values = next;
        emit();
      }
    },
    /** Forgets the saved draft and keeps what is on screen: after delivery or a hand-off. */
    discard() {
      saved = {};
      removeStorage(key);
    },
    /** Empties the form and the saved draft. */
    reset() {
      values = initial;
      saved = {};
      tooLarge = false;
      removeStorage(key);
      emit();
    },
  };
}

export function useDraft<V extends FormValues, O extends keyof V = never>(options: DraftOptions<V, O>) {
  const [store] = useState(() => createDraftStore(options));
  const values = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const tooLarge = useSyncExternalStore(store.subscribe, store.getTooLarge, store.getServerTooLarge);
  useEffect(() => store.applyPrefill(), [store]);
  return { values, tooLarge, setField: store.setField, discard: store.discard, reset: store.reset };
}
