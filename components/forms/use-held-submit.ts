import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { holdSubmitAttribute, removeHeldNote } from './held-submit';

/**
 * The attributes of a form whose early submit is held: it cannot navigate, and the inline script
 * knows it. `note` is shown while a submit waits for the page (content/forms.yml's heldSubmit).
 */
export const heldFormProps = (note: string) => ({ method: 'dialog', [holdSubmitAttribute]: note }) as const;

/**
 * Marks the form live and replays, exactly once, a submit the visitor made before it was. Call
 * `submitted` from the form's submit handler: a submit made after the form went live (a second
 * Enter) makes the replay unnecessary, so the form never sends twice.
 */
export function useHeldSubmit(formRef: RefObject<HTMLFormElement | null>) {
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
  }, [held, formRef]);

  return {
    submitted() {
      sentSince.current = true;
    },
  };
}
