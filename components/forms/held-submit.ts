// A form submitted before the page's scripts run (pages paint first: scripts/after-paint.mjs) is
// held, not lost, and sent once the form is live. This file is the page's side: an inline script
// at the top of <body> (placed by components/layout/early-submit-script.tsx) listens for submit in
// the capture phase; for a form marked with holdSubmitAttribute that is not live yet, it stops the
// event and records the form. The form's side is one hook, useHeldSubmit (use-held-submit.ts): it
// gives the form its attributes, marks it live as it hydrates and replays a held submit once,
// after the values typed early have reached the form's state. The forms use method="dialog",
// which outside a <dialog> fires submit but never navigates or sends anything: with scripts late,
// off or broken, no field can reach a URL.

/**
 * On a <form>: a submit made before the form is live is held and replayed. Its value is what the
 * visitor reads meanwhile, in the page's language (content/forms.yml's heldSubmit).
 */
export const holdSubmitAttribute = 'data-hold-submit';

/** Classes of the note shown while a submit is held (the inline script adds them; Tailwind finds them here). */
const heldNoteClasses =
  'fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-lg bg-brand-dark px-4 py-3 text-center font-medium text-white shadow-lift';

/**
 * What the inline script leaves on window for the forms: the held forms, the live ones, and the
 * note it shows while a submit is held (a live region at the end of <body>, where React's
 * hydration passes over it), which the form removes once it has taken the submit over.
 */
type HeldSubmits = { held: WeakSet<HTMLFormElement>; live: WeakSet<HTMLFormElement>; note?: HTMLElement };

declare global {
  interface Window {
    __heldSubmits?: HeldSubmits;
  }
}

/**
 * The inline script, as the browser runs it: plain and small, no build step touches it. It also
 * lets a submit through once <html> has data-hydrated (components/layout/hydrated-marker.tsx), so
 * a form mounted later can never be blocked by a missed mark.
 */
export const holdSubmitSource = `(function () {
  var held = new WeakSet(), live = new WeakSet(), registry = { held: held, live: live };
  window.__heldSubmits = registry;
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('${holdSubmitAttribute}')) return;
    if (live.has(form) || document.documentElement.hasAttribute('data-hydrated')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.add(form);
    var text = form.getAttribute('${holdSubmitAttribute}');
    if (!text || registry.note) return;
    var note = document.createElement('p');
    note.setAttribute('role', 'status');
    note.className = '${heldNoteClasses}';
    document.body.appendChild(note);
    registry.note = note;
    // Filled once the live region is in the page, so screen readers announce it.
    setTimeout(function () { note.textContent = text; }, 50);
  }, true);
})();`;
