import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { holdSubmitAttribute } from './held-submit';

/** Removes the note the inline script shows while a submit is held: the form has taken the submit over. */
function removeHeldNote(): void {
  const registry = window.__heldSubmits;
  registry?.note?.remove();
  if (registry) registry.note = undefined;
}

/**
 * The form's side of a held submit (held-submit.ts holds the page's side, the inline script): the
 * form's ref and attributes, marking it live, and replaying, exactly once, a submit the visitor
 * made before it was. `note` is what the visitor reads while a submit waits for the page
 * (content/forms.yml's heldSubmit). Spread `formProps` on the <form>, and call `submitted` first
 * in its submit handler.
 */
export function useHeldSubmit(note: string) {
  const formRef = useRef<HTMLFormElement>(null);
  // Counts held submits taken over; the replay effect answers each new one once.
  const [held, setHeld] = useState(0);
  const replayed = useRef(0);
  const sentSince = useRef(false);

  // After every commit, not once: the <form> is a new element after "Send another". Layout, not
  // passive: it runs in the commit, before the browser can dispatch another event to the form.
  // The state is set at most once per form element, so no chain of updates.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const form = formRef.current;
    const registry = window.__heldSubmits;
    if (!form || !registry || registry.live.has(form)) return;
    registry.live.add(form);
    // The fields' layout effects have run (children first) and handed early input to the form;
    // the replay waits for the render that carries it, so the submit sees those values.
    if (registry.held.delete(form)) setHeld((count) => count + 1);
  });

  useEffect(() => {
    if (held === replayed.current) return;
    replayed.current = held;
    // The form's own status (sending, errors) takes over from the page's note.
    removeHeldNote();
    if (!sentSince.current) formRef.current?.requestSubmit();
  }, [held]);

  return {
    formRef,
    /** The <form>'s ref and attributes: it cannot navigate (method="dialog"), and the inline script knows it. */
    formProps: { ref: formRef, method: 'dialog', [holdSubmitAttribute]: note } as const,
    /**
     * First in the form's submit handler: the form sends nothing by itself, and a submit made after
     * the form went live (a second Enter) makes the replay unnecessary, so the form never sends twice.
     */
    submitted(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      sentSince.current = true;
    },
  };
}
