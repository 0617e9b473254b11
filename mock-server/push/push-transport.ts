import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** A device as a push service knows it: its endpoint and the keys a message is encrypted to. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What a push service said: taken, or the subscription is gone (404, 410) and will never take one. */
export type PushOutcome = 'sent' | 'gone';

export type PushTransport = { send(target: PushTarget, payload: string): Promise<PushOutcome> };

/** A message waits this long at the push service for a device that is off; a later one is stale. */
const timeToLiveSeconds = 24 * 60 * 60;
const requestTimeoutMs = 15_000;

/**
 * Sends Web Push messages (RFC 8030, encrypted per RFC 8291, signed with VAPID). web-push builds the
 * request and fetch posts it: web-push's own sender speaks https only, and a push service on loopback
 * http (development and tests) must work too. Any answer but 2xx, 404 or 410 throws, for a retry.
 */
export function createPushTransport(keys: VapidKeys): PushTransport {
  return {
    async send(target, payload) {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: keys,
          TTL: timeToLiveSeconds,
          urgency: 'high',
        },
      );
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body && new Uint8Array(request.body),
        // A push service answers itself; a redirect would send the message somewhere unvetted.
        redirect: 'manual',
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      await answer.body?.cancel();
      if (answer.status === 404 || answer.status === 410) return 'gone';
      if (answer.status < 200 || answer.status > 299) {
        throw new Error(`push service answered ${answer.status}`);
      }
      return 'sent';
    },
  };
}
