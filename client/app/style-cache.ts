import createCache from '@emotion/cache';

/**
 * The class prefix of every style (`site-<hash>`) and the name of the prerendered `<style>`
 * elements. Not emotion's default `css`: the default cache, created as soon as @emotion/react
 * loads, would then take the prerendered elements for its own and move them.
 */
export const styleKey = 'site';

/**
 * The browser's style cache. It adopts the prerendered `<style>` elements (their rules are marked
 * as inserted, so none is inserted again) and leaves each where the page put it: emotion would
 * move every one while hydrating, and each move makes the browser restyle the whole page.
 */
export function createBrowserStyleCache() {
  const head = document.head;
  const container = {
    insertBefore: (node: Node, before: Node | null) =>
      node.isConnected ? node : head.insertBefore(node, before),
    get firstChild() {
      return head.firstChild;
    },
  };
  return createCache({ key: styleKey, container: container as unknown as HTMLElement });
}
