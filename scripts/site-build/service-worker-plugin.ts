import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { appShellFile } from './prerender-plugin.ts';

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The screen the installed app opens on (the manifest's start_url): it must render offline too. */
const startScreen = /client\/public\/home\/HomePage\.tsx$/;
/** The page code that registers the worker and shows its messages, loaded after the page. */
const pwaModules = /client\/pwa\//;

/** Files of client/static/ the installed app shows without the network: its icons and the home page's art. */
function staticShell(publicDir: string): string[] {
  const art = readdirSync(path.join(publicDir, 'art')).map((file) => `/art/${file}`);
  return [
    '/manifest.webmanifest',
    '/favicon.svg',
    '/icons/icon-192.png',
    '/icons/icon-512.png',
    '/icons/icon-maskable-512.png',
    ...art.sort(),
  ];
}

/**
 * What the worker caches on install: the home page and the app shell page, the code that starts the
 * app (the entry, what it evaluates step by step, their imports and styles), the start screen, the
 * worker's own page code, and the icons. The areas' screens are cached as they are first used.
 */
export function appShellOf(bundle: Rolldown.OutputBundle, publicDir: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (file: string) => {
    const chunk = byFile.get(file);
    if (files.has(file) || !chunk) return;
    files.add(file);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) add(imported);
  };
  for (const chunk of chunks) {
    if (chunk.isEntry) {
      add(chunk.fileName);
      for (const step of chunk.dynamicImports) add(step);
    } else if (chunk.facadeModuleId && startScreen.test(chunk.facadeModuleId)) {
      add(chunk.fileName);
    } else if (chunk.facadeModuleId && pwaModules.test(chunk.facadeModuleId)) {
      add(chunk.fileName);
      for (const shown of chunk.dynamicImports) add(shown);
    }
  }
  return ['/', `/${appShellFile}`, ...staticShell(publicDir), ...[...files].sort().map((file) => `/${file}`)];
}

/**
 * Builds client/pwa/service-worker.ts into /sw.js after the client build, with the build's app shell
 * and a version that changes whenever any built file does: a changed sw.js is what makes browsers
 * install the new worker and the page offer the update.
 */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      if (config.build.ssr) return;
      const shell = appShellOf(bundle, config.publicDir);
      const version = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('base64url')
        .slice(0, 12);
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __APP_SHELL__: JSON.stringify(shell),
          __BUILD_VERSION__: JSON.stringify(version),
          __APP_SHELL_PAGE__: JSON.stringify(`/${appShellFile}`),
        },
        build: {
          outDir: path.resolve(config.root, config.build.outDir),
          emptyOutDir: false,
          copyPublicDir: false,
          // A classic script: every browser with service workers runs it.
          rolldownOptions: {
            input: path.join(config.root, 'pwa/service-worker.ts'),
            output: { format: 'iife', entryFileNames: 'sw.js' },
          },
        },
      });
    },
  };
}
