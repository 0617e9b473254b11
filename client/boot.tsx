// First: the pages' CSP allows no eval, and zod must know before any schema is built.
import './app/zod-without-eval';
import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { pageSystem } from './app/page-system';
import { AppRoutes } from './app/router';
import { createBrowserStyleCache } from './app/style-cache';

/** Hydrates the prerendered page, or renders the app shell of a client-only route. */
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const app = (
  <CacheProvider value={createBrowserStyleCache()}>
    <App
      system={pageSystem()}
      router={
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      }
    />
  </CacheProvider>
);

if (root.hasChildNodes()) {
  // A prerendered page: its HTML is already on screen. Hydrating in a transition lets the browser
  // answer input between slices of the work instead of blocking for all of it at once.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // The app shell of the client-only routes (the areas, sign-out, reset links), rendered in a
  // transition too: React then renders it in slices and a slow phone answers input in between.
  startTransition(() => {
    createRoot(root).render(app);
  });
}

// The installed app's service worker and messages wait until the page has loaded and the browser is
// idle: none of it is needed to show or use the page (client/pwa/pwa-start.ts).
if (import.meta.env.PROD) {
  const startPwa = () => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    whenIdle(() => {
      void import('./pwa/pwa-start').then((pwa) => pwa.startPwa());
    });
  };
  if (document.readyState === 'complete') startPwa();
  else window.addEventListener('load', startPwa, { once: true });
}
