import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { PushDevice, PushSubscriptionWrite } from '../../../shared/notifications';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { invalid, notFound } from '../errors';

/**
 * Which push endpoints the server will post to: https ones, and plain http to the hosts `httpAllowedTo`
 * accepts (a push service on loopback in development and tests; none on a public server).
 */
export type EndpointPolicy = { httpAllowedTo: (hostname: string) => boolean };

/** A person's devices beyond this many drop their oldest: each is a request per notification. */
export const devicesPerPerson = 10;

const notAPushService = 'endpoint must be the https URL of a push service.';

function checkEndpoint(endpoint: string, policy: EndpointPolicy): void {
  const url = new URL(endpoint);
  if (url.protocol === 'https:' && !url.username && !url.password) return;
  if (url.protocol === 'http:' && policy.httpAllowedTo(url.hostname)) return;
  throw invalid(notAPushService, { endpoint: [notAPushService] });
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
