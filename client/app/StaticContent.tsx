import { type MouseEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';

const attribute = 'data-static-content';

/**
 * The prerendered HTML of this content, when the page was served with it and no earlier render
 * has taken it over. After an in-app navigation the content is not in the document (or belongs to
 * the page being left), so it is rendered as usual.
 */
function prerenderedNode(name: string): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const node = document.querySelector<HTMLElement>(`[${attribute}="${name}"]`);
  return node && node.dataset.kept === undefined ? node : null;
}

/** A plain click on a link of this site, as react-router's Link would handle it. */
function followInAppLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = (event.target as Element).closest('a');
  if (!anchor?.href || anchor.hasAttribute('download')) return;
  if (anchor.target && anchor.target !== '_self') return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

/**
 * Content without widgets (text, pictures, links): when a prerendered page hydrates, React keeps
 * its HTML as it is instead of rendering and styling every element of it again, which is most of
 * the script work a slow phone does before the page answers. Its links still navigate in the app.
 * `name` is unique within a page.
 */
export function StaticContent({ name, children }: { name: string; children: ReactNode }) {
  const navigate = useNavigate();
  const [kept] = useState(() => prerenderedNode(name) !== null);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (kept && ref.current) ref.current.dataset.kept = '';
  }, [kept]);
  const props = {
    [attribute]: name,
    ref,
    style: { display: 'contents' },
    onClick: (event: MouseEvent<HTMLDivElement>) => followInAppLink(event, navigate),
  };
  if (kept) {
    // An empty string inserts nothing: with it React leaves the element's prerendered children alone.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant empty string, never user content.
    return <div {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  return <div {...props}>{children}</div>;
}
