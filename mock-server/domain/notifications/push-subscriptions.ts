import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { PushDevice, PushSubscriptionWrite } from '../../../shared/notifications';
import { pushTexts } from '../../../shared/schemas/push-service';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { invalid, notFound } from '../errors';

/**
 * Which push endpoints the server will post to: https ones at the push services `httpsAllowedTo`
 * accepts, and plain http to the hosts `httpAllowedTo` accepts (a push service on loopback in
 * development and tests; none on a public server).
 */
export type EndpointPolicy = {
  httpsAllowedTo: (hostname: string) => boolean;
  httpAllowedTo: (hostname: string) => boolean;
};

/** Whether a host is one of `patterns`: an exact name, or `*.` and any names under that domain. */
export function hostMatcher(patterns: string[]): (hostname: string) => boolean {
  const exact = new Set(patterns.filter((pattern) => !pattern.startsWith('*.')).map((p) => p.toLowerCase()));
  const suffixes = patterns
    .filter((pattern) => pattern.startsWith('*.'))
    .map((p) => p.slice(1).toLowerCase());
  return (hostname) => {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    return exact.has(host) || suffixes.some((suffix) => host.endsWith(suffix));
  };
}

/** A person's devices beyond this many drop their oldest: each is a request per notification. */
export const devicesPerPerson = 10;

function checkEndpoint(endpoint: string, policy: EndpointPolicy): void {
  const url = new URL(endpoint);
  if (url.protocol === 'http:' && policy.httpAllowedTo(url.hostname)) return;
  if (url.protocol !== 'https:' || url.username || url.password) {
    throw invalid(pushTexts.notHttps, { endpoint: [pushTexts.notHttps] });
  }
  if (!policy.httpsAllowedTo(url.hostname)) {
    const refused = pushTexts.unknownService(url.hostname);
    throw invalid(refused, { endpoint: [refused] });
  }
}

const toDevice = (row: typeof pushSubscriptions.$inferSelect): PushDevice => ({
  endpoint: row.endpoint,
  created_at: row.createdAt.toISOString(),
  last_success_at: row.lastSuccessAt?.toISOString() ?? null,
});

/**
 * Turns push on for the person's device: stores its subscription, or renews it (the browser may give
 * new keys). An endpoint is one browser: when another person signs in there and turns push on, the
 * device is theirs from then on, and the previous owner's notifications stop going to it.
 */
export async function subscribeDevice(
  db: Database,
  userId: number,
  input: PushSubscriptionWrite,
  policy: EndpointPolicy,
): Promise<PushDevice> {
  checkEndpoint(input.endpoint, policy);
  return db.transaction(async (tx) => {
    const sameOwner = sql`${pushSubscriptions.userId} = excluded.user_id`;
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          createdAt: sql`case when ${sameOwner} then ${pushSubscriptions.createdAt} else now() end`,
          lastSuccessAt: sql`case when ${sameOwner} then ${pushSubscriptions.lastSuccessAt} end`,
        },
      })
      .returning();
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(devicesPerPerson);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    return toDevice(row);
  });
}

/**
 * Turns push off for the person's device. Another person's device, or one already gone (its push
 * service said so), is refused as missing, so an endpoint reveals nothing.
 */
export async function unsubscribeDevice(db: Database, userId: number, endpoint: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound('This device has no push subscription of yours.');
}

/**
 * A device signed out: it stops getting the pushes of whoever signed out there. Nothing when it was
 * not theirs (another person's device, or one already gone).
 */
export async function forgetSignedOutDevice(
  db: Database,
  userIds: number[],
  endpoint: string,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), inArray(pushSubscriptions.userId, userIds)));
}

/**
 * The browser replaced a device's subscription: the new one takes the old one's place, its owner's
 * still. An old endpoint no device has is refused as missing.
 */
export async function renewDevice(
  db: Database,
  oldEndpoint: string,
  input: PushSubscriptionWrite,
  policy: EndpointPolicy,
): Promise<void> {
  checkEndpoint(input.endpoint, policy);
  await db.transaction(async (tx) => {
    const [old] = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, oldEndpoint))
      .for('update');
    if (!old) throw notFound('No device has this push subscription.');
    // The app may have told of the new subscription already, signed in.
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, input.endpoint), ne(pushSubscriptions.id, old.id)));
    await tx
      .update(pushSubscriptions)
      .set({
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        lastSuccessAt: null,
      })
      .where(eq(pushSubscriptions.id, old.id));
  });
}
