import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** A device as a push service knows it: its endpoint and the keys a message is encrypted to. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What a push service said: taken, or the subscription is gone (404, 410) and will never take one. */
export type PushOutcome = 'sent' | 'gone';

/** One message for one device. */
export type Push = { target: PushTarget; payload: string };

/**
 * What became of one push of a batch: the service's outcome, a failure to retry, or `unsent` when the
 * batch's time ran out before it was started.
 */
export type PushResult = PushOutcome | 'unsent' | { failed: string };

/** How a batch is sent: so many at once, and none started after `startBy` (epoch ms). */
export type BatchLimits = { concurrency: number; startBy: number };

export type PushTransport = {
  /** Sends each push of the batch and answers each one's result, in order; a push's failure never rejects. */
  sendBatch(pushes: Push[], limits: BatchLimits): Promise<PushResult[]>;
};

/** A message waits this long at the push service for a device that is off; a later one is stale. */
const timeToLiveSeconds = 24 * 60 * 60;
export const pushRequestTimeoutMs = 15_000;

/** A VAPID token stays valid this long (at most a day, RFC 8292); it is signed again well before. */
const vapidTokenSeconds = 12 * 60 * 60;
const vapidTokenReuseMs = 60 * 60 * 1000;

/**
 * Signs the VAPID authorization of a push service (its origin) once an hour rather than per push:
 * the ECDSA signature costs several times a message's encryption, and a push service accepts the
 * same token for every message until it expires.
 */
function vapidAuthorizations(keys: VapidKeys) {
  const signed = new Map<string, { authorization: string; until: number }>();
  return (endpoint: string, now = Date.now()): string => {
    const audience = new URL(endpoint).origin;
    const cached = signed.get(audience);
    if (cached && now < cached.until) return cached.authorization;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      keys.subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      Math.floor(now / 1000) + vapidTokenSeconds,
    );
    signed.set(audience, { authorization: Authorization, until: now + vapidTokenReuseMs });
    return Authorization;
  };
}

/**
 * Sends one Web Push message (RFC 8030, encrypted per RFC 8291, signed with VAPID). web-push builds
 * the request and fetch posts it: web-push's own sender speaks https only, and a push service on
 * loopback http (development and tests) must work too. Any answer but 2xx, 404 or 410 throws.
 */
export function pushSender(keys: VapidKeys): (push: Push) => Promise<PushOutcome> {
  const authorizationFor = vapidAuthorizations(keys);
  return async ({ target, payload }) => {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      // No VAPID details (none is set globally either): the authorization is the hourly signature's.
      { TTL: timeToLiveSeconds, urgency: 'high', contentEncoding: 'aes128gcm' },
    );
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: {
        ...(request.headers as Record<string, string>),
        Authorization: authorizationFor(target.endpoint),
      },
      body: request.body && new Uint8Array(request.body),
      // A push service answers itself; a redirect would send the message somewhere unvetted.
      redirect: 'manual',
      signal: AbortSignal.timeout(pushRequestTimeoutMs),
    });
    await answer.body?.cancel();
    if (answer.status === 404 || answer.status === 410) return 'gone';
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`push service answered ${answer.status}`);
    }
    return 'sent';
  };
}

/**
 * Sends a batch, `limits.concurrency` pushes at a time, each push's failure kept as its result; pushes
 * not started by `limits.startBy` are left unsent, so a batch ends within its job's lease.
 */
export async function sendEach(
  send: (push: Push) => Promise<PushOutcome>,
  pushes: Push[],
  limits: BatchLimits,
): Promise<PushResult[]> {
  const results: PushResult[] = pushes.map(() => 'unsent');
  let next = 0;
  const lane = async () => {
    while (next < pushes.length && Date.now() < limits.startBy) {
      const at = next++;
      try {
        results[at] = await send(pushes[at]);
      } catch (error) {
        results[at] = { failed: String(error) };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limits.concurrency, pushes.length)) }, lane));
  return results;
}

/** Sends on the calling thread (PUSH_SEND_THREAD=false). */
export function createPushTransport(keys: VapidKeys): PushTransport {
  const send = pushSender(keys);
  return { sendBatch: (pushes, limits) => sendEach(send, pushes, limits) };
}
