import { format } from 'date-fns';

/** Class dates in the browser's timezone as the spec's 'MMM DD, YYYY'. */
export function formatClassDate(iso: string): string {
  return format(new Date(iso), 'MMM dd, yyyy');
}

/** Class times in the browser's timezone as the spec's 'hh:mm A'. */
export function formatClassTime(iso: string): string {
  return format(new Date(iso), 'hh:mm a');
}

/** Homework and submission dates use the en-IN locale (spec section 9). */
export function formatEnIn(iso: string): string {
  return new Date(iso).toLocaleString('en-IN');
}

/** A link is rendered as a link only when it is a web link: `javascript:` and the like stay text. */
export function httpLinkOrNull(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
