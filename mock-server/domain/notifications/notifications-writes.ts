import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { NotificationKind, NotificationPayload } from '../../../shared/notifications';
import type { Database } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import { notifications } from '../../db/schema';
import { notFound } from '../errors';
import { canNameARow } from '../ids';
import { immediateMailJobs } from './mail-delivery';
import { keptSince, type NotificationRow, unreadOf } from './notifications';
import { choicesOf } from './preferences';
import { pushQueuedOf, queuedPushes } from './push-delivery';

/**
 * Who a notification goes to: a statement answering one column of user ids, named so the insert
 * around it is prepared once per kind of audience (mock-server/db/named-statement.ts).
 */
export type Recipients = { name: string; ids: SQL };

const activeUser = sql.raw(`u.deactivated_at is null`);

export const recipients = {
  /** The students now in any of the batches. */
  studentsOfBatches: (batchIds: number[]): Recipients => ({
    name: 'students-of-batches',
    ids: sql`select p.user_id from profiles p join users u on u.id = p.user_id
      where u.role = 'student' and ${activeUser} and p.batch_id = any(${sql.param(batchIds)}::integer[])`,
  }),
  /** The teachers of any of the batches, each once. */
  teachersOfBatches: (batchIds: number[]): Recipients => ({
    name: 'teachers-of-batches',
    ids: sql`select distinct tb.teacher_id from teacher_batches tb join users u on u.id = tb.teacher_id
      where ${activeUser} and tb.batch_id = any(${sql.param(batchIds)}::integer[])`,
  }),
  /** The students whose attempts at the test are graded. */
  studentsWhoSat: (testId: number): Recipients => ({
    name: 'students-who-sat',
    ids: sql`select a.student_id from test_attempts a join users u on u.id = a.student_id
      where ${activeUser} and a.test_id = ${testId}::integer and a.graded_at is not null`,
  }),
  /**
   * The students now in the test's batches who were not yet told `kind` of it: a retried job, a
   * republished test or a batch added later tells each of them once.
   */
  studentsOfTestUntold: (testId: number, kind: 'test_open'): Recipients => ({
    name: 'students-of-test-untold',
    ids: sql`select p.user_id from profiles p join users u on u.id = p.user_id
      join online_test_batches tb on tb.batch_id = p.batch_id and tb.test_id = ${testId}::integer
      where u.role = 'student' and ${activeUser} and not exists (select 1 from notifications n
        where n.recipient_id = p.user_id and n.kind = ${kind}::text
          and n.payload->>'test_id' = ${String(testId)}::text)`,
  }),
  /** The students whose attempts at the test are graded (or one of them) and were not yet told `kind`. */
  studentsWhoSatUntold: (testId: number, kind: 'test_results', studentId: number | null): Recipients => ({
    name: 'students-who-sat-untold',
    ids: sql`select a.student_id from test_attempts a join users u on u.id = a.student_id
      where ${activeUser} and a.test_id = ${testId}::integer and a.graded_at is not null
        and (${studentId}::integer is null or a.student_id = ${studentId}::integer)
        and not exists (select 1 from notifications n where n.recipient_id = a.student_id
          and n.kind = ${kind}::text and n.payload->>'test_id' = ${String(testId)}::text)`,
  }),
  /** One person. */
  user: (userId: number): Recipients => ({ name: 'one-user', ids: sql`select ${userId}::integer` }),
  admins: (): Recipients => ({
    name: 'admins',
    ids: sql`select u.id from users u where u.role = 'admin' and ${activeUser}`,
  }),
};

/** The columns a written notification is read back with, named as NotificationRow names them. */
export const notificationReturning = sql.raw(`id, recipient_id as "recipientId", kind, payload, link,
  created_at as "createdAt", read_at as "readAt"`);

/**
 * The common table expression `told`: each row `notified` wrote, as its live message needs it, with
 * "pushQueued" (pushQueuedOf). The recipient's unread count is not counted here but read once the
 * write has committed (realtime/told-counts.ts), so the write's other messages need not wait for it.
 */
export const toldLive = sql`told as (select n.*, ${pushQueuedOf('n')} from notified n)`;

/** A new notification's id, taken before it is written so each expression of the statement can name it. */
export const nextNotificationId = sql.raw(`nextval('notifications_id_seq')`);

/**
 * The columns of a row of `chosen` (notificationsWritten) after id, recipient, kind, payload and
 * link: how the recipient `c` of choicesOf gets the kind on each channel.
 */
export const chosenChoices = sql.raw('c.in_app, c.mail, c.push');

/**
 * Common table expressions that write the notifications `chosen` describes (a statement answering
 * id, "recipientId", kind, payload, link, in_app, mail and push: the row, and how its recipient gets
 * its kind, choicesOf), with what each channel does with them in the same statement: `notified`
 * inserts them, already read where the recipient hides the kind in the app; `mailed` queues the mail
 * of those who want the kind at once; `queued_pushes` the pushes of those who want it pushed; `told`
 * adds what their live message needs. Each recipient's choices are read once, for every channel.
 */
export function notificationsWritten(chosen: SQL): SQL {
  return sql`chosen as (${chosen}), notified as (
    insert into notifications (id, recipient_id, kind, payload, link, read_at)
    select c.id, c."recipientId", c.kind, c.payload, c.link, case when c.in_app = 'off' then now() end
    from chosen c
    returning ${notificationReturning}
  ), ${immediateMailJobs('chosen')}, ${queuedPushes('chosen')}, ${toldLive}`;
}

/** A raw statement's timestamps are not read as Dates by every driver. */
export function asNotificationRow(row: NotificationRow): NotificationRow {
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    readAt: row.readAt === null ? null : new Date(row.readAt),
  };
}

/**
 * Writes one notification of `kind` for each recipient through `tx`, the transaction of the change
 * that causes it: one statement however many they are, which also queues the mail of those who want
 * the kind at once and the pushes of those who want it pushed, and writes it already read for those
 * who hide it in the app. Answers the rows written, for the caller to tell once committed
 * (publishWithNotifications).
 */
export async function notify<K extends NotificationKind>(
  tx: Database,
  kind: K,
  to: Recipients,
  payload: NotificationPayload<K>,
  link: string,
): Promise<NotificationRow[]> {
  const stored = JSON.stringify(payload);
  const k = sql`${kind}::text`;
  // What every row shares is not read back: a broadcast would read it once for each recipient.
  const rows = await executeNamed<Omit<NotificationRow, 'kind' | 'payload' | 'link'>>(
    tx,
    `notify-${to.name}`,
    sql`with ${notificationsWritten(sql`
        select ${nextNotificationId} as id, c.user_id as "recipientId", ${k} as kind, ${stored}::jsonb as payload,
          ${link}::text as link, ${chosenChoices}
        from ${choicesOf(to.ids, k)} c`)}
      select id, "recipientId", "createdAt", "readAt", "pushQueued" from told`,
  );
  const shared = { kind, payload: JSON.parse(stored) as Record<string, unknown>, link };
  return rows.map((row) => asNotificationRow({ ...row, ...shared }));
}

/**
 * Marks one of the person's notifications read (again: no change) and answers their unread count. A
 * notification of someone else's is refused as missing, so ids reveal nothing.
 */
export async function markOneRead(db: Database, userId: number, notificationId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = !canNameARow(notificationId)
      ? []
      : await tx
          .update(notifications)
          .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
          .where(
            and(eq(notifications.id, notificationId), eq(notifications.recipientId, userId), keptSince(now)),
          )
          .returning({ id: notifications.id });
    if (!row) throw notFound('No such notification.');
    return unreadOf(tx, userId, now);
  });
}

/** Marks every notification of the person read; answers their unread count, none. */
export async function markAllRead(db: Database, userId: number, now = new Date()) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)));
  return 0;
}
