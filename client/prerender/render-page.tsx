import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app/App';
import { AppRoutes } from '../app/router';
import { styleKey } from '../app/style-cache';
import { system } from '../app/theme';
import { PageTitleRecorder } from '../app/usePageTitle';

export type RenderedPage = {
  /** The markup of #root. */
  html: string;
  /** The document title the screen asked for. */
  title: string;
  /**
   * For the head: the resources React asks to preload (the first hero image), then `<style>`
   * elements with every rule the markup uses, in emotion's server format (see below).
   */
  head: string;
};

/**
 * Emotion's server format, which its browser cache adopts instead of inserting the rules again:
 * each global style (Chakra's layer order, reset and tokens) in a `site-global <name>` element, then
 * the components' rules in one `site <name> <name> ...` element. Component rules are those of a
 * `.site-<name>` class; the ones the markup does not use (a Suspense fallback rendered on the way)
 * are dropped. Only globals may come first: Chakra's `@layer` order statement must precede every
 * layered rule. The browser's cache (style-cache.ts) adopts them where they are.
 */
function styleElements(inserted: Record<string, string | true | undefined>, html: string): string {
  const globals: string[] = [];
  const componentNames: string[] = [];
  const componentRules: string[] = [];
  for (const [name, rules] of Object.entries(inserted)) {
    if (typeof rules !== 'string' || rules === '') continue;
    if (!rules.includes(`.${styleKey}-${name}`)) {
      globals.push(`<style data-emotion="${styleKey}-global ${name}">${rules}</style>`);
    } else if (html.includes(`${styleKey}-${name}`)) {
      componentNames.push(name);
      componentRules.push(rules);
    }
  }
  return `${globals.join('')}<style data-emotion="${styleKey} ${componentNames.join(' ')}">${componentRules.join('')}</style>`;
}

/** Renders the screen at `path` to HTML, waiting for its lazily loaded code. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const cache = createCache({ key: styleKey });
  // Compat mode keeps each rule in cache.inserted instead of writing <style> next to the markup.
  cache.compat = true;
  let title = '';
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <PageTitleRecorder
        value={(screenTitle) => {
          title = screenTitle;
        }}
      >
        <App
          system={system}
          router={
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          }
        />
      </PageTitleRecorder>
    </CacheProvider>,
    // Every boundary inline: a large one would otherwise be sent after its fallback, revealed by an
    // inline script, which the site's CSP (script-src 'self') blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const output = await new Response(prelude).text();
  // Without a <head> of its own to render into, React puts its preload links first.
  const [, preloads, html] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(output) ?? ['', '', output];
  if (/<script|<template/.test(html))
    throw new Error(`${path}: the prerendered markup has a script or template`);
  return { html, title, head: preloads + styleElements(cache.inserted, html) };
}
