/**
 * What the service worker (service-worker.ts) decides, apart from the browser's objects so it can be
 * tested: how each request is answered, which caches are stale, and what a push shows.
 */

import type { PushSubscriptionRenew } from '../../shared/schemas/push-service';

/** How the worker answers a request. */
export type Route =
  /** The network, untouched: the API, sockets, media, feeds, and anything not ours. */
  | 'network'
  /** A page: from the network, or when that fails, the cached page or the app shell. */
  | 'page'
  /** A content-hashed build file: it never changes, so the cached copy, else the network's. */
  | 'asset'
  /** Another file of ours (icons, manifest, art): the network's, else the cached copy. */
  | 'file';

const serverPaths = /^\/(api|ws|media|cal|_admin)\/|^\/healthz$/;

export function routeOf(request: { method: string; mode: string; url: string }, origin: string): Route {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || serverPaths.test(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'page';
  return url.pathname.startsWith('/assets/') ? 'asset' : 'file';
}

const cachePrefix = 'shikhar-';

/** The caches of one build: its app shell, and what it fetched since (screens, fonts, pages). */
export const cacheNames = (version: string) => ({
  shell: `${cachePrefix}${version}-shell`,
  runtime: `${cachePrefix}${version}-runtime`,
});

/** The caches earlier builds left: deleted once this build's worker takes over. */
export function staleCaches(names: string[], version: string): string[] {
  const current = Object.values(cacheNames(version));
  return names.filter((name) => name.startsWith(cachePrefix) && !current.includes(name));
}

/** The message a page sends a waiting worker when the person asks for the new version. */
export const skipWaitingMessage = { type: 'skip-waiting' } as const;

export const isSkipWaiting = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === skipWaitingMessage.type;

/** A path of this app, never another site's address: what a notification may open. */
function ownPath(link: unknown): string {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/';
}

/** What a push shows (the server's PushMessage, shared/schemas/notifications.ts). */
export type ShownNotification = {
  title: string;
  options: { body: string; tag?: string; icon: string; badge: string; data: { link: string } };
};

const icon = '/icons/icon-192.png';

/**
 * The notification a push message asks for. A browser must show one for every push, so a message it
 * cannot read still shows the app's name and opens the app.
 */
export function shownNotification(text: string | null | undefined, appName: string): ShownNotification {
  let message: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    if (typeof parsed === 'object' && parsed !== null) message = parsed as Record<string, unknown>;
  } catch {
    // Shown as the app's name alone.
  }
  const string = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    title: string(message.title) || appName,
    options: {
      body: string(message.body),
      // A message the push service delivers twice replaces its first showing.
      ...(typeof message.id === 'number' ? { tag: `notification-${message.id}` } : {}),
      icon,
      badge: icon,
      data: { link: ownPath(message.link) },
    },
  };
}

/** The address a clicked notification opens: its link, on this site. */
export function clickedAddress(data: unknown, origin: string): string {
  const link = typeof data === 'object' && data !== null ? (data as { link?: unknown }).link : undefined;
  return new URL(ownPath(link), origin).href;
}

/** The renewal the worker sends when the browser replaced the device's subscription (shared/api.ts renewPush). */
export function renewalOf(oldEndpoint: string, fresh: PushSubscriptionJSON): PushSubscriptionRenew {
  return {
    old_endpoint: oldEndpoint,
    subscription: {
      endpoint: fresh.endpoint ?? '',
      keys: { p256dh: fresh.keys?.p256dh ?? '', auth: fresh.keys?.auth ?? '' },
    },
  };
}
