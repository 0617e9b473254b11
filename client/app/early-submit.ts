/**
 * A sign-in (or any HydratedForm) sent before its page has hydrated: the submit is remembered and
 * sent again by the form once React handles it, so a visitor who types and presses Login on a
 * slow phone is signed in rather than ignored. Forms opt in with this attribute.
 */
export const replaySubmitAttribute = 'data-replay-submit';

const handled = new WeakSet<HTMLFormElement>();
const waiting = new WeakSet<HTMLFormElement>();

/** Listens from the start of the page (the entry module), before any form has hydrated. */
export function holdEarlySubmits() {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(replaySubmitAttribute)) return;
      if (handled.has(form)) return;
      event.preventDefault();
      waiting.add(form);
    },
    true,
  );
}

/** Called by the form once hydrated: from now on its own handler answers a submit. */
export function formHydrated(form: HTMLFormElement) {
  handled.add(form);
}

/** Whether a submit came before the form hydrated; it is answered once, so it is forgotten here. */
export function takeEarlySubmit(form: HTMLFormElement): boolean {
  const sent = waiting.has(form);
  waiting.delete(form);
  return sent;
}
