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
