import { inArray, type SQL, sql } from 'drizzle-orm';
import { academyName } from '../../../shared/brand';
import {
  formatInAcademyZone,
  notificationText,
  notificationUi,
  type PushMessage,
} from '../../../shared/notifications';
import type { Database } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import { pushSubscriptions } from '../../db/schema';
import { effectiveChoice } from './preferences';

/**
 * The job that sends notifications to their recipients' devices (mock-server/push/push-job.ts): one
 * per notifying statement, whatever the number of devices.
 */
export const pushJobKind = 'push';

/**
 * What a push job sends: each notification to every device its recipient has when it runs, or, for
 * the part of a job left to retry, each notification only to the device at the same place in
 * `subscription_ids`.
 */
export type PushJobPayload = { notification_ids: number[]; subscription_ids?: number[] };

/**
 * The devices a notification `n` (an expression with the columns of notificationReturning) is pushed
 * to: its recipient's, if they want its kind pushed (their choice, else the academy's default, else
 * the catalogue's: preferences.ts). The one rule, asked when the notification is written and again
 * when its push is sent, so a device turned off or passed to another person meanwhile gets nothing.
 * `pushChoice` is that recipient's push choice when the statement has it already (choicesOf).
 */
const pushTargets = (n: string, pushChoice?: SQL): SQL => {
  const recipient = sql.raw(`${n}."recipientId"`);
  const choice = pushChoice ?? effectiveChoice(recipient, sql.raw(`${n}.kind`), 'push');
  return sql`select s.id, s.endpoint, s.p256dh, s.auth, s.last_success_at from push_subscriptions s
    where s.user_id = ${recipient} and ${choice} = 'on'`;
};

/**
 * Common table expressions that queue, in the statement that writes the notifications, one push job
 * for all the notifications of `chosen` that have a device to go to: one row however many
 * recipients and devices. `chosen` names an earlier expression of the statement with the columns of
 * notificationReturning and each recipient's `push` choice of its kind (choicesOf).
 */
export function queuedPushes(chosen: string): SQL {
  return sql`pushed_notifications as (
    select n.id from ${sql.raw(chosen)} n where exists (${pushTargets('n', sql.raw('n.push'))})
  ), queued_pushes as (
    insert into jobs (kind, payload, run_at)
    select ${pushJobKind}::text, jsonb_build_object('notification_ids', jsonb_agg(p.id order by p.id)),
      ${new Date().toISOString()}::timestamptz
    from pushed_notifications p
    having count(*) > 0
  )`;
}

/**
 * The column "pushQueued" of a notification `n` written beside queuedPushes: whether a push of it waits
 * to be sent now, so the server runs its jobs at once only when there is one (most people have no device).
 */
export const pushQueuedOf = (n: string): SQL =>
  sql.raw(`${n}.id in (select id from pushed_notifications) as "pushQueued"`);

/** One push a job sends: the notification's message, and the device it goes to. */
export type PushDue = {
  notificationId: number;
  message: PushMessage;
  device: { id: number; endpoint: string; p256dh: string; auth: string; lastSuccessAt: Date | null };
};

type PushDueRow = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  link: string;
  deviceId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  lastSuccessAt: Date | string | null;
};

/**
 * The pushes a job sends, read in one statement for all its notifications and devices: none for a
 * notification deleted since, nor for a device gone or no longer one the rule pushes it to.
 */
export async function pushesDue(db: Database, job: PushJobPayload): Promise<PushDue[]> {
  const ids = sql`${sql.param(job.notification_ids)}::integer[]`;
  const pairs = job.subscription_ids;
  const rows = await executeNamed<PushDueRow>(
    db,
    pairs ? 'pushes-due-to-devices' : 'pushes-due',
    sql`select n.id, n.kind, n.payload, n.link, s.id as "deviceId", s.endpoint, s.p256dh, s.auth,
        s.last_success_at as "lastSuccessAt"
      from (select id, recipient_id as "recipientId", kind, payload, link from notifications
        where id = any(${ids})) n
      cross join lateral (${pushTargets('n')}) s
      ${
        pairs
          ? sql`where (n.id, s.id) in (select * from unnest(${ids}, ${sql.param(pairs)}::integer[]))`
          : sql``
      }
      order by n.id, s.id`,
  );
  // A broadcast's notifications differ only in id and recipient: each text is made once.
  const bodies = new Map<string, string>();
  return rows.map((row) => {
    const about = `${row.kind}\u0000${JSON.stringify(row.payload)}`;
    let body = bodies.get(about);
    if (body === undefined) {
      body = notificationText(row, formatInAcademyZone) ?? notificationUi.unknownKind;
      bodies.set(about, body);
    }
    const message: PushMessage = { id: row.id, title: academyName, body, link: row.link };
    return {
      notificationId: row.id,
      message,
      device: {
        id: row.deviceId,
        endpoint: row.endpoint,
        p256dh: row.p256dh,
        auth: row.auth,
        lastSuccessAt: row.lastSuccessAt === null ? null : new Date(row.lastSuccessAt),
      },
    };
  });
}

/** The payload of a job that sends exactly these pushes again. */
export const pushJobOf = (pushes: PushDue[]): PushJobPayload => ({
  notification_ids: pushes.map((push) => push.notificationId),
  subscription_ids: pushes.map((push) => push.device.id),
});

/** Devices whose last success one statement records at most. */
const devicesAStatement = 250;

/** How stale a device's last success may be before a push records it again. */
const lastSuccessResolutionMs = 60 * 60 * 1000;

/**
 * Records what a job's pushes learnt, in few statements: devices whose push service said
 * they are gone (404, 410) are forgotten, as the browser will never take a message on them, and the
 * others that took one have their last success written, to the hour, so a broadcast writes nothing
 * more to devices that took a push lately.
 */
export async function recordPushOutcomes(
  db: Database,
  outcomes: { sentTo: PushDue['device'][]; goneIds: number[] },
  now = new Date(),
): Promise<void> {
  const gone = new Set(outcomes.goneIds);
  const stale = new Set(
    outcomes.sentTo
      .filter(
        (device) =>
          !gone.has(device.id) &&
          !(device.lastSuccessAt && now.getTime() - device.lastSuccessAt.getTime() < lastSuccessResolutionMs),
      )
      .map((device) => device.id),
  );
  if (gone.size > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
  // In bounded statements: on PGlite's one connection a request's transaction then waits for one of
  // them at most, not for a broadcast's thousands of devices.
  const staleIds = [...stale];
  for (let from = 0; from < staleIds.length; from += devicesAStatement) {
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: now })
      .where(inArray(pushSubscriptions.id, staleIds.slice(from, from + devicesAStatement)));
  }
}
