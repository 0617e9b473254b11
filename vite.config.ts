import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lazyChakraGlobalCss } from './scripts/site-build/chakra-global-css-plugin.ts';
import { prerenderSite } from './scripts/site-build/prerender-plugin.ts';
import { serviceWorker } from './scripts/site-build/service-worker-plugin.ts';
import { startChunks } from './scripts/site-build/start-chunks-plugin.ts';

const chakraConfigHelpers = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineTokens',
  'defineSemanticTokens',
  'defineKeyframes',
  'defineGlobalStyles',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
];

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8000';

const httpTarget = { target: apiTarget };

export default defineConfig({
  root: 'client',
  // client/public/ holds the public screens, so static files live elsewhere.
  publicDir: 'static',
  // A test's own dev server keeps its pre-bundled dependencies apart from the shared node_modules/.vite.
  cacheDir: process.env.VITE_CACHE_DIR || undefined,
  plugins: [
    react(),
    lazyChakraGlobalCss(),
    startChunks(import.meta.filename),
    prerenderSite(),
    serviceWorker(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Fonts stay files: the Content-Security-Policy allows no data: fonts (KaTeX's small ones).
    assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
    // Read by the JavaScript budget test (tests/build/) to know what each page loads first.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Chakra's theme modules build every recipe with these identity helpers at the top level;
        // declared pure, the recipes the site does not use drop out of the bundle (client/app/theme.ts).
        manualPureFunctions: chakraConfigHelpers,
      },
      output: {
        // V8's explicit compile hint (Chrome 136 and later): a chunk starting with it is compiled
        // whole on a background thread as it downloads, rather than function by function on the main
        // thread at each first call, which blocks a slow phone while the page hydrates. Chunks load
        // when their code is about to run, so most of each is called.
        postBanner: '//# allFunctionsCalledOnLoad',
      },
    },
  },
  server: {
    port: 5173,
    // Keys beginning with ^ are regular expressions: each server folder is matched with its trailing
    // slash, and client/ has no folder of the same name (tests/build/dev-proxy.test.ts), so the
    // client's own modules are never sent to the server.
    proxy: {
      '^/api/': httpTarget,
      '^/media/': httpTarget,
      '^/cal/': httpTarget,
      '^/healthz$': httpTarget,
      '^/ws/': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
});
