import { and, eq, type SQL, sql } from 'drizzle-orm';
import { academyName } from '../../../shared/brand';
import {
  formatInAcademyZone,
  notificationText,
  notificationUi,
  type PushMessage,
} from '../../../shared/notifications';
import type { Database } from '../../db/client';
import { notifications, pushSubscriptions } from '../../db/schema';
import { effectiveChoice } from './preferences';

/** The job that sends one notification to one device (mock-server/push/push-job.ts). */
export const pushJobKind = 'push';

export type PushJobPayload = { notification_id: number; subscription_id: number };

/**
 * Whether the recipient wants a notification of this kind pushed, as a condition on their id and the
 * kind (both SQL): their choice, else the academy's default, else the catalogue's (preferences.ts).
 */
const wantsPush = (recipientId: SQL, kind: SQL): SQL =>
  sql`${effectiveChoice(recipientId, kind, 'push')} = 'on'`;

/**
 * A common table expression that queues, in the statement that writes the notifications, one push job
 * per notification of `written` and device of its recipient who wants it pushed. `written` names an
 * earlier expression of the statement with the columns of notificationReturning.
 */
export function queuedPushes(written: string): SQL {
  const n = sql.raw(written);
  return sql`queued_pushes as (
    insert into jobs (kind, payload, run_at)
    select ${pushJobKind}::text,
      jsonb_build_object('notification_id', n.id, 'subscription_id', s.id),
      ${new Date().toISOString()}::timestamptz
    from ${n} n
    join push_subscriptions s on s.user_id = n."recipientId"
    where ${wantsPush(sql.raw('n."recipientId"'), sql.raw('n.kind'))}
    returning (payload->>'notification_id')::integer as notification_id
  )`;
}

/**
 * The column "pushQueued" of a notification `n` written beside queuedPushes: whether a push of it waits
 * to be sent now, so the server runs its jobs at once only when there is one (most people have no device).
 */
export const pushQueuedOf = (n: string): SQL =>
  sql.raw(`exists (select 1 from queued_pushes q where q.notification_id = ${n}.id) as "pushQueued"`);

/** What a push job sends, and where: null once there is nothing to send (deleted, or the device gone or passed on). */
export type PushDue = {
  message: PushMessage;
  device: { id: number; endpoint: string; p256dh: string; auth: string; lastSuccessAt: Date | null };
};

export async function pushDue(db: Database, job: PushJobPayload): Promise<PushDue | null> {
  const [row] = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      payload: notifications.payload,
      link: notifications.link,
      deviceId: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      lastSuccessAt: pushSubscriptions.lastSuccessAt,
    })
    .from(notifications)
    // The device must still be the recipient's: pushing to a browser another person now uses would tell them.
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, notifications.recipientId))
    .where(and(eq(notifications.id, job.notification_id), eq(pushSubscriptions.id, job.subscription_id)));
  if (!row) return null;
  return {
    message: {
      id: row.id,
      title: academyName,
      body: notificationText(row, formatInAcademyZone) ?? notificationUi.unknownKind,
      link: row.link,
    },
    device: {
      id: row.deviceId,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      lastSuccessAt: row.lastSuccessAt,
    },
  };
}

/** How stale a device's last success may be before a push records it again. */
const lastSuccessResolutionMs = 60 * 60 * 1000;

/**
 * Records that the device took a push, to the hour: a broadcast's thousands of pushes then write
 * nothing more to devices that took one lately.
 */
export async function recordPushSent(
  db: Database,
  device: Pick<PushDue['device'], 'id' | 'lastSuccessAt'>,
  now = new Date(),
): Promise<void> {
  if (device.lastSuccessAt && now.getTime() - device.lastSuccessAt.getTime() < lastSuccessResolutionMs)
    return;
  await db.update(pushSubscriptions).set({ lastSuccessAt: now }).where(eq(pushSubscriptions.id, device.id));
}

/** The push service said the subscription is gone (404, 410): the browser will never take a message on it. */
export async function forgetGoneDevice(db: Database, deviceId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, deviceId));
}
