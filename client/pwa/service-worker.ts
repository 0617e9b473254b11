/**
 * The service worker, built into /sw.js by scripts/site-build/service-worker-plugin.ts with the
 * build's app shell and version. It keeps the app shell so the installed app starts offline, keeps
 * the build files it has fetched, and shows pushed notifications. A new build's worker waits until
 * the page asks it to take over (the "update available" message, pwa-start.ts).
 */
import { academyName } from '../../shared/brand';
import {
  cacheNames,
  clickedAddress,
  isSkipWaiting,
  renewalOf,
  routeOf,
  shownNotification,
  staleCaches,
} from './worker-rules';

declare const __APP_SHELL__: string[];
declare const __BUILD_VERSION__: string;
/** The page of the app shell: any of the app's routes renders from it without the network. */
declare const __APP_SHELL_PAGE__: string;

// The DOM library the project is checked with has no service worker types: these are the parts used.
type Waitable = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = Waitable & { request: Request; respondWith(answer: Promise<Response>): void };
type PushEvent = Waitable & { data: { text(): string } | null };
type ClickEvent = Waitable & { notification: Notification };
type MessageEvent = Event & { data: unknown };
type SubscriptionChangeEvent = Waitable & {
  oldSubscription: PushSubscription | null;
  newSubscription: PushSubscription | null;
};
type WindowClient = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
type WorkerScope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: Waitable) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: SubscriptionChangeEvent) => void): void;
};

const worker = globalThis as unknown as WorkerScope;
const names = cacheNames(__BUILD_VERSION__);
const origin = worker.location.origin;

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(names.shell).then((cache) => cache.addAll(__APP_SHELL__)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(
        staleCaches(await caches.keys(), __BUILD_VERSION__).map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void worker.skipWaiting();
});

/** Keeps a copy of a good answer of our own for the next time the network is away. */
async function kept(request: Request, answer: Response): Promise<Response> {
  if (answer.ok && answer.type === 'basic') {
    const copy = answer.clone();
    await (await caches.open(names.runtime)).put(request, copy);
  }
  return answer;
}

async function cached(request: Request | string): Promise<Response | undefined> {
  return (
    (await (await caches.open(names.shell)).match(request, { ignoreSearch: true })) ??
    (await (await caches.open(names.runtime)).match(request, { ignoreSearch: true }))
  );
}

async function page(request: Request): Promise<Response> {
  try {
    return await kept(request, await fetch(request));
  } catch (error) {
    const copy = (await cached(request)) ?? (await cached(__APP_SHELL_PAGE__));
    if (copy) return copy;
    throw error;
  }
}

async function asset(request: Request): Promise<Response> {
  return (await cached(request)) ?? kept(request, await fetch(request));
}

async function file(request: Request): Promise<Response> {
  try {
    return await kept(request, await fetch(request));
  } catch (error) {
    const copy = await cached(request);
    if (copy) return copy;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, origin);
  if (route === 'network') return;
  const answer = route === 'page' ? page : route === 'asset' ? asset : file;
  event.respondWith(answer(event.request));
});

worker.addEventListener('push', (event) => {
  const { title, options } = shownNotification(event.data?.text(), academyName);
  event.waitUntil(worker.registration.showNotification(title, options));
});

/**
 * The browser replaced the device's subscription (expired, or the push service rotated it): subscribe
 * again with the same key and tell the server, the old endpoint standing for the person signed in.
 * Without the old one there is nothing to prove it with; the app renews it when push settings open.
 */
worker.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription;
  if (!old) return;
  event.waitUntil(
    (async () => {
      const fresh =
        event.newSubscription ??
        (await worker.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: old.options.applicationServerKey,
        }));
      await fetch('/api/notifications/push/subscription/renew/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(renewalOf(old.endpoint, fresh.toJSON())),
      });
    })(),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const address = clickedAddress(event.notification.data, origin);
  event.waitUntil(
    (async () => {
      // An open window of the app goes to the link (focused first, while the click still allows it);
      // otherwise, or if that window cannot be steered, a new one opens there.
      const [open] = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      try {
        if (open) {
          await open.focus();
          await open.navigate(address);
          return;
        }
      } catch {
        // Opened anew below.
      }
      await worker.clients.openWindow(address);
    })(),
  );
});
