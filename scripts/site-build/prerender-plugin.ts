import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { renderPage as RenderPage } from '../../client/prerender/render-page';
import { notFoundPage, publicPages, type SitePage } from '../../shared/site-pages.ts';
import { buildScratchFolder } from './build-scratch-folder.ts';
import { robotsTxt, sitemapXml } from './crawler-files.ts';
import { pageDocument } from './page-document.ts';
import { precompress } from './precompress.ts';

/** The file a prerendered page is written to: index.html for `/`, `<path>.html` for the others. */
export function prerenderedFile(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
}

/** The app shell, without prerendered content, for the client-only routes. */
export const appShellFile = 'app.html';

/** Builds render-page.tsx for Node into a scratch folder and loads it. */
async function loadRenderer(config: ResolvedConfig, scratchDir: string): Promise<typeof RenderPage> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    build: {
      ssr: path.join(config.root, 'prerender/render-page.tsx'),
      outDir: scratchDir,
      emptyOutDir: true,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'render-page.mjs' } },
    },
  });
  const module = await import(pathToFileURL(path.join(scratchDir, 'render-page.mjs')).href);
  return module.renderPage;
}

/**
 * After the client build: every public page rendered to its own HTML file (the text a visitor
 * reads is in the first response, and the client hydrates it), the app shell for the client-only
 * routes, robots.txt and sitemap.xml, then brotli and gzip copies of the assets. Part of every
 * build (`npm run build`, `npm start`, the e2e build), with no network.
 */
export function prerenderSite(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-site',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // A build that writes nothing (the start chunks' first pass) has nothing to prerender.
      if (config.build.ssr || !config.build.write) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const projectRoot = config.configFile ? path.dirname(config.configFile) : process.cwd();
      const scratchDir = buildScratchFolder(projectRoot, 'prerender');
      try {
        const renderPage = await loadRenderer(config, scratchDir);
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        await writeFile(path.join(outDir, appShellFile), template);
        const pages: [SitePage, boolean][] = [
          ...publicPages.map((page): [SitePage, boolean] => [page, true]),
          [notFoundPage, false],
        ];
        for (const [page, indexable] of pages) {
          const rendered = await renderPage(page.path);
          const html = pageDocument(template, page, rendered, { indexable });
          await writeFile(path.join(outDir, prerenderedFile(page.path)), html);
        }
        await writeFile(path.join(outDir, 'robots.txt'), robotsTxt());
        await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml());
      } finally {
        await rm(scratchDir, { recursive: true, force: true });
      }
      await precompress(outDir);
    },
  };
}
