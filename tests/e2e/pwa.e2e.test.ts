import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pushSubscriptions } from '../../mock-server/db/schema';
import { demoAccounts } from '../../mock-server/seed/demo-accounts';
import { messages } from '../../shared/messages';
import { startPushService } from '../support/push-service';
import { apiAs } from './support/api-as';
import { launchBrowser, openHydrated, openPage } from './support/browser';
import { type E2eServer, startE2eServer } from './support/e2e-server';

// A copy of the built client of this file's own: one test ships a new version of the worker.
let clientDir: string;
let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'tutoring-pwa-client-'));
  cpSync(inject('e2eClientDir'), clientDir, { recursive: true });
  [server, browser] = await Promise.all([startE2eServer({ CLIENT_DIR: clientDir }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

/** Waits until the service worker has installed and controls the page. */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

describe('the installable app', () => {
  it('serves its manifest with icons at 192 and 512 px and a maskable one, and its worker', async () => {
    const manifest = await fetch(new URL('/manifest.webmanifest', server.url));
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const { icons, theme_color, start_url, display } = await manifest.json();
    expect({ theme_color, start_url, display }).toEqual({
      theme_color: '#c8102e',
      start_url: '/',
      display: 'standalone',
    });
    const sizes = icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of icons) {
      const answer = await fetch(new URL(icon.src, server.url));
      expect(answer.status, icon.src).toBe(200);
      expect(answer.headers.get('content-type'), icon.src).toMatch(
        new RegExp(`^${icon.type.replace('+', '\\+')}`),
      );
    }
    const worker = await fetch(new URL('/sw.js', server.url));
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  for (const width of [390, 1280] as const) {
    it(`at ${width} px: says when the connection is gone, starts offline from its cache, and clears the message once back`, async () => {
      const opened = await openPage(browser, server.url, width);
      const { page } = opened;
      try {
        await openHydrated(page, '/');
        await controlledByWorker(page);
        const noInternet = page.getByText(messages.catalogue.noInternet);

        await page.context().setOffline(true);
        await noInternet.waitFor({ state: 'visible' });

        // Started again with no network: the page, its code and the message come from the worker's cache.
        await page.reload();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true);
        await noInternet.waitFor({ state: 'visible' });

        await page.context().setOffline(false);
        await noInternet.waitFor({ state: 'hidden' });
        expect(
          opened.errors.filter((error) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED/.test(error)),
        ).toEqual([]);
      } finally {
        await page.context().setOffline(false);
        await opened.close();
      }
    });
  }

  it('offers a new version once its worker waits, and reloads into it when asked', async () => {
    const opened = await openPage(browser, server.url, 390);
    const { page } = opened;
    try {
      await openHydrated(page, '/');
      await controlledByWorker(page);
      // A new build's worker: any change to sw.js makes the browser install it beside the running one.
      appendFileSync(path.join(clientDir, 'sw.js'), '\n// the next build\n');
      for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(path.join(clientDir, copy), { force: true });
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await page.getByText(messages.catalogue.updateAvailable).waitFor({ state: 'visible' });
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: messages.app.refresh }).click();
      await reloaded;
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const waiting = await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting,
      );
      expect(waiting).toBeNull();
      expect(await page.getByText(messages.catalogue.updateAvailable).count()).toBe(0);
    } finally {
      await opened.close();
    }
  });
});

describe('push renewal by the service worker', () => {
  it('subscribes again with the same key when the browser replaces a subscription, and the device moves', async () => {
    const pushService = await startPushService();
    const opened = await openPage(browser, server.url, 390);
    try {
      const student = await apiAs(server.url, demoAccounts.rohan.email);
      const { public_key: publicKey } = await student<{ public_key: string }>(
        'GET',
        '/notifications/push/key/',
      );
      const before = await pushService.subscribe(publicKey);
      const after = await pushService.subscribe(publicKey);
      await student('PUT', '/notifications/push/subscription/', {
        endpoint: before.endpoint,
        keys: before.keys,
      });
      const { db } = server.deps.database;
      const [device] = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, before.endpoint));

      const { page } = opened;
      await openHydrated(page, '/');
      await controlledByWorker(page);
      const [worker] = page.context().serviceWorkers();
      // Chromium fires no pushsubscriptionchange and has no push service offline: the event is dispatched
      // in the running worker as a browser that replaced the subscription would, and the push manager's
      // subscribe answers with a subscription of the loopback push service.
      const askedKey = await worker.evaluate(
        async ({ oldEndpoint, fresh, key }) => {
          const scope = self as unknown as { registration: ServiceWorkerRegistration } & EventTarget;
          const fromBase64url = (text: string) =>
            Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
          const toBase64url = (bytes: ArrayBuffer) =>
            btoa(String.fromCharCode(...new Uint8Array(bytes)))
              .replace(/\+/g, '-')
              .replace(/\//g, '_')
              .replace(/=+$/, '');
          let asked: string | null = null;
          Object.defineProperty(scope.registration.pushManager, 'subscribe', {
            value: async (options: PushSubscriptionOptionsInit) => {
              asked = toBase64url(options.applicationServerKey as ArrayBuffer);
              return { toJSON: () => fresh };
            },
          });
          let renewing: Promise<unknown> = Promise.resolve();
          const event = Object.assign(new Event('pushsubscriptionchange'), {
            oldSubscription: {
              endpoint: oldEndpoint,
              options: { applicationServerKey: fromBase64url(key).buffer },
            },
            newSubscription: null,
            waitUntil: (work: Promise<unknown>) => {
              renewing = work;
            },
          });
          scope.dispatchEvent(event);
          await renewing;
          return asked;
        },
        {
          oldEndpoint: before.endpoint,
          fresh: { endpoint: after.endpoint, keys: after.keys },
          key: publicKey,
        },
      );

      expect(askedKey).toBe(publicKey);
      const devices = await db
        .select({
          id: pushSubscriptions.id,
          userId: pushSubscriptions.userId,
          endpoint: pushSubscriptions.endpoint,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, device.userId));
      expect(devices).toEqual([{ id: device.id, userId: device.userId, endpoint: after.endpoint }]);
    } finally {
      await opened.close();
      await pushService.close();
    }
  });
});
