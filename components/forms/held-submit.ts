// A form submitted before the page's scripts run (pages paint first: scripts/after-paint.mjs) is
// held, not lost, and sent once the form is live. An inline script at the top of <body>
// (components/layout/early-submit-script.tsx) listens for submit in the capture phase; for a form
// marked with holdSubmitAttribute that is not live yet, it stops the event and records the form.
// The form's hook (use-held-submit.ts) marks the form live as it hydrates and replays a held
// submit once, after the values typed early have reached the form's state. The forms use
// method="dialog", which outside a <dialog> fires submit but never navigates or sends anything:
// with scripts late, off or broken, no field can reach a URL.

/** On a <form>: a submit made before the form is live is held and replayed. */
export const holdSubmitAttribute = 'data-hold-submit';

/** What the inline script leaves on window for the forms: the held forms and the live ones. */
export type HeldSubmits = { held: WeakSet<HTMLFormElement>; live: WeakSet<HTMLFormElement> };

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
  var held = new WeakSet(), live = new WeakSet();
  window.__heldSubmits = { held: held, live: live };
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('${holdSubmitAttribute}')) return;
    if (live.has(form) || document.documentElement.hasAttribute('data-hydrated')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.add(form);
  }, true);
})();`;
