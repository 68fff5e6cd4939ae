'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { isEmpty, type FieldValue, type FormValues } from './validate';

// A form's values, kept in localStorage as the visitor types so a reload or a return visit
// loses nothing. The store is read through useSyncExternalStore: the prerendered HTML and the
// hydration render use the empty form, and the saved draft appears right after, with no mismatch.

type DraftOptions<V extends FormValues> = {
  /** The form's name; the draft is saved under "draft:<form>". */
  form: string;
  initial: V;
  /** Fields never written to storage, such as passwords. */
  omit?: readonly (keyof V)[];
  /** Values from elsewhere (the URL), used only where the draft has nothing. Runs in the browser only. */
  prefill?: () => Partial<V>;
};

export function draftKey(form: string): string {
  return `draft:${form}`;
}

// localStorage can be missing or throw (private mode, storage full, blocked cookies): a draft is a
// convenience, so every access fails quietly.
function readStorage(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
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

function sameKind(a: FieldValue | undefined, b: unknown): b is FieldValue {
  if (Array.isArray(a)) return Array.isArray(b) && b.every((item) => typeof item === 'string');
  return typeof a === typeof b;
}

/** A stored draft, kept only where its fields exist in the form and hold the right kind of value. */
function fromStorage<V extends FormValues>(initial: V, omit: readonly (keyof V)[], raw: unknown): Partial<V> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const draft: Partial<V> = {};
  for (const field of Object.keys(initial) as (keyof V)[]) {
    const value = (raw as Record<string, unknown>)[field as string];
    if (!omit.includes(field) && sameKind(initial[field], value)) draft[field] = value as V[keyof V];
  }
  return draft;
}

export function createDraftStore<V extends FormValues>({ form, initial, omit = [], prefill }: DraftOptions<V>) {
  const key = draftKey(form);
  let values: V | undefined;
  const listeners = new Set<() => void>();

  function load(): V {
    return { ...initial, ...fromStorage(initial, omit, readStorage(key)) };
  }

  function persist(next: V) {
    const saved: Record<string, FieldValue> = {};
    for (const field of Object.keys(next) as (keyof V)[]) {
      const value = next[field];
      if (!omit.includes(field) && value !== undefined && !isEmpty(value)) saved[field as string] = value;
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
      values ??= load();
      return values;
    },
    getServerSnapshot(): V {
      return initial;
    },
    setField<K extends keyof V>(field: K, value: V[K]) {
      const next = { ...(values ?? load()), [field]: value };
      values = next;
      persist(next);
      emit();
    },
    /**
     * Fills empty fields from `prefill` (the URL). Called after mount: on a client-side navigation the
     * address bar only shows the new URL once the page has rendered.
     */
    applyPrefill() {
      const extra: Partial<V> = prefill?.() ?? {};
      const current = values ?? load();
      const next = { ...current };
      for (const field of Object.keys(extra) as (keyof V)[]) {
        const value = extra[field];
        if (value !== undefined && field in initial && isEmpty(current[field])) next[field] = value;
      }
      if (Object.keys(extra).some((field) => next[field] !== current[field])) {
        values = next;
        emit();
      }
    },
    /** Forgets the saved draft and keeps what is on screen: after delivery or a hand-off. */
    discard() {
      removeStorage(key);
    },
    /** Empties the form and the saved draft. */
    reset() {
      values = initial;
      removeStorage(key);
      emit();
    },
  };
}

export type DraftStore<V extends FormValues> = ReturnType<typeof createDraftStore<V>>;

export function useDraft<V extends FormValues>(options: DraftOptions<V>) {
  const [store] = useState(() => createDraftStore(options));
  const values = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  useEffect(() => store.applyPrefill(), [store]);
  return { values, setField: store.setField, discard: store.discard, reset: store.reset };
}
