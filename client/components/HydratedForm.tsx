import { type ComponentProps, type Ref, useEffect, useRef } from 'react';
import { formHydrated, replaySubmitAttribute, takeEarlySubmit } from '../app/early-submit';

/**
 * Hands React what the visitor typed into the prerendered fields before the page hydrated. React
 * keeps such a value on screen but its state still holds the rendered one (the field's
 * defaultValue): the field is set back through React's own value tracking, then to the typed text
 * with the browser's setter, and an input event lets the field's onChange store it.
 */
function adoptTypedValues(form: HTMLFormElement) {
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)) {
      // A choice ticked (or a box unticked) before: put it back as rendered, then click it as the
      // visitor did, which React hears.
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      field.checked = field.defaultChecked;
      field.click();
      continue;
    }
    if (field.value === field.defaultValue || /^(file|submit|button|reset|hidden)$/.test(field.type))
      continue;
    const typed = field.value;
    field.value = field.defaultValue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * A form the app sends itself, usable in its prerendered HTML: a visitor can read and type before
 * the script has run, what they typed is kept, and a submit made meanwhile is sent once the form
 * has hydrated (early-submit.ts). `method="dialog"` makes a native submit do nothing (outside a
 * dialog the browser sends no request), where it would load the page again with the password in
 * the address.
 */
export function HydratedForm({ children, ref, ...props }: ComponentProps<'form'>) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    adoptTypedValues(element);
    formHydrated(element);
    // In the next task, once React has rendered the adopted values the submit handler reads.
    const timer = setTimeout(() => {
      if (takeEarlySubmit(element)) element.requestSubmit();
    });
    return () => clearTimeout(timer);
  }, []);
  return (
    <form method="dialog" {...{ [replaySubmitAttribute]: '' }} {...props} ref={mergeRefs(form, ref)}>
      {children}
    </form>
  );
}

function mergeRefs<T>(own: { current: T | null }, given: Ref<T> | undefined) {
  return (node: T | null) => {
    own.current = node;
    if (typeof given === 'function') given(node);
    else if (given) given.current = node;
  };
}
