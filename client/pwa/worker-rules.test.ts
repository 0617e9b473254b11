import { describe, expect, it } from 'vitest';
import { pushSubscriptionRenew } from '../../shared/schemas/push-service';
import {
  cacheNames,
  clickedAddress,
  isSkipWaiting,
  renewalOf,
  routeOf,
  shownNotification,
  skipWaitingMessage,
  staleCaches,
} from './worker-rules';

const origin = 'https://academy.example';
const get = (path: string, mode = 'no-cors') => ({ method: 'GET', mode, url: new URL(path, origin).href });

describe('the service worker: how it answers each request', () => {
  it('leaves the API, sockets, media, feeds, writes and other sites to the network', () => {
    for (const request of [
      get('/api/notifications/'),
      get('/ws/notifications/1/'),
      get('/media/pic.png'),
      get('/cal/abc.ics'),
      get('/_admin/status'),
      get('/healthz'),
      get('https://fonts.example/font.woff2'),
      { method: 'POST', mode: 'navigate', url: `${origin}/login` },
    ]) {
      expect(routeOf(request, origin), request.url).toBe('network');
    }
  });

  it('answers pages from the network first, build files from the cache first, other files from the network first', () => {
    expect(routeOf(get('/dashboard/notifications', 'navigate'), origin)).toBe('page');
    expect(routeOf(get('/', 'navigate'), origin)).toBe('page');
    expect(routeOf(get('/assets/index-abc.js', 'cors'), origin)).toBe('asset');
    expect(routeOf(get('/icons/icon-192.png'), origin)).toBe('file');
    expect(routeOf(get('/manifest.webmanifest'), origin)).toBe('file');
  });

  it("deletes the caches of earlier builds once a new build's worker takes over, and only ours", () => {
    const current = cacheNames('v2');
    const earlier = cacheNames('v1');
    expect(
      staleCaches([current.shell, current.runtime, earlier.shell, earlier.runtime, 'someone-else'], 'v2'),
    ).toEqual([earlier.shell, earlier.runtime]);
  });

  it('takes over only when the page sends its message', () => {
    expect(isSkipWaiting(skipWaitingMessage)).toBe(true);
    expect(isSkipWaiting({ type: 'other' })).toBe(false);
    expect(isSkipWaiting('skip-waiting')).toBe(false);
    expect(isSkipWaiting(null)).toBe(false);
  });
});

describe('the service worker: what a push shows and opens', () => {
  it("shows the notification's text under its title, once per notification, and opens its link", () => {
    const shown = shownNotification(
      JSON.stringify({
        id: 7,
        title: 'Shikhar Academy',
        body: 'Your work was graded: A.',
        link: '/dashboard/homework',
      }),
      'App',
    );
    expect(shown).toEqual({
      title: 'Shikhar Academy',
      options: {
        body: 'Your work was graded: A.',
        tag: 'notification-7',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { link: '/dashboard/homework' },
      },
    });
    expect(clickedAddress(shown.options.data, origin)).toBe(`${origin}/dashboard/homework`);
  });

  it('still shows the app, opening its home, for a message it cannot read', () => {
    for (const text of [null, '', 'not json', '42', JSON.stringify({ body: 3 })]) {
      const shown = shownNotification(text, 'Shikhar Academy');
      expect(shown.title, String(text)).toBe('Shikhar Academy');
      expect(shown.options.body, String(text)).toBe('');
      expect(shown.options.data.link, String(text)).toBe('/');
    }
  });

  it('never opens another site, whatever the link says', () => {
    for (const link of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 42]) {
      const shown = shownNotification(JSON.stringify({ id: 1, body: 'x', link }), 'App');
      expect(clickedAddress(shown.options.data, origin), String(link)).toBe(`${origin}/`);
    }
    expect(clickedAddress(undefined, origin)).toBe(`${origin}/`);
  });
});

describe('the service worker: a subscription the browser replaced', () => {
  it('tells the server the old endpoint and the new subscription, in the shape it takes', () => {
    const renewal = renewalOf('https://fcm.googleapis.com/fcm/send/old', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/new',
      expirationTime: null,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    });
    expect(pushSubscriptionRenew.parse(renewal)).toEqual({
      old_endpoint: 'https://fcm.googleapis.com/fcm/send/old',
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/new',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
    });
  });
});
