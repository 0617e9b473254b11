import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

const require = createRequire(import.meta.url);
// web-push-testing ships no types and no working entry point: its two modules, as it runs them itself.
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js');
const WebPushTestingServer = require('web-push-testing/src/server.js');

/** A subscription the push service handed out, as a browser's PushSubscription.toJSON() gives it. */
export type ServiceSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
};

export type PushService = {
  /** Subscribes a (pretend) browser with the application server's VAPID public key. */
  subscribe(applicationServerKey: string): Promise<ServiceSubscription>;
  /** What the subscription received, each message decrypted with its private key. */
  received(subscription: ServiceSubscription): Promise<string[]>;
  /** From now on the service answers 410 Gone to messages for the subscription. */
  expire(subscription: ServiceSubscription): Promise<void>;
  /** From now on the service answers `status` to messages for the subscription, until it is healed. */
  fail(subscription: ServiceSubscription, status?: number): void;
  heal(subscription: ServiceSubscription): void;
  close(): Promise<void>;
};

/**
 * A Web Push service on loopback http (web-push-testing): it checks each message's VAPID signature
 * against the key the subscription was made with, and decrypts it (RFC 8291) as a browser would.
 * One per test file: the package keeps its state in module scope.
 */
export async function startPushService(): Promise<PushService> {
  const model = new PushApiModel();
  const service = new WebPushTestingServer(model, 0);
  const server: Server = await new Promise((resolve) => {
    const listening = service._app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const failing = new Map<string, number>();
  // Ahead of the service's own routes, so a failing subscription's messages never reach it.
  service._app.use(
    (request: { path: string }, response: { status(code: number): { end(): void } }, next: () => void) => {
      const status = failing.get(request.path.replace(/^\/notify\//, ''));
      if (status === undefined) next();
      else response.status(status).end();
    },
  );
  service.setRequestHandlers();
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  model.notifyUrl = `${origin}/notify/`;

  async function post(path: string, body?: unknown) {
    const answer = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`push service ${path}: ${answer.status} ${await answer.text()}`);
    return answer.headers.get('content-type')?.includes('json') ? answer.json() : null;
  }

  return {
    async subscribe(applicationServerKey) {
      return (await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey })).data;
    },
    async received(subscription) {
      return (await post('/get-notifications', { clientHash: subscription.clientHash })).data.messages;
    },
    async expire(subscription) {
      await post(`/expire-subscription/${subscription.clientHash}`);
    },
    fail(subscription, status = 503) {
      failing.set(subscription.clientHash, status);
    },
    heal(subscription) {
      failing.delete(subscription.clientHash);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
