import type { RenderedChunk } from 'rolldown';

/**
 * The libraries every page runs as it starts: React DOM with React and its scheduler, the router,
 * emotion with stylis, and Chakra with the Ark and Zag parts it renders with. Most of their
 * functions are called before a page is interactive.
 */
const runAtStart =
  /\/node_modules\/(react|react-dom|scheduler|react-router|stylis|@emotion\/[^/]+|@chakra-ui\/react|@ark-ui\/react|@zag-js\/[^/]+)\//;

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment is
 * compiled whole on a background thread as it downloads, instead of function by function on the
 * main thread at each one's first call, which on a slow phone blocks the page while it hydrates.
 * Only chunks made mostly of the libraries above carry it, since compiling code that never runs
 * costs the phone memory.
 */
export function compileHintBanner(chunk: RenderedChunk): string {
  let total = 0;
  let atStart = 0;
  for (const [id, module] of Object.entries(chunk.modules)) {
    total += module.renderedLength;
    if (runAtStart.test(id)) atStart += module.renderedLength;
  }
  return total > 0 && atStart / total >= 0.9 ? '//# allFunctionsCalledOnLoad' : '';
}
