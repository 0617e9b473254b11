import { and, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type NotificationItem,
  type NotificationPage,
  type notificationListQuery,
  notificationRetentionDays,
} from '../../../shared/notifications';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

/** A notification as stored. */
export type NotificationRow = {
  id: number;
  recipientId: number;
  kind: string;
  payload: Record<string, unknown>;
  link: string;
  createdAt: Date;
  readAt: Date | null;
  /** Set by the statement that wrote it: whether a push of it was queued to be sent now. */
  pushQueued?: boolean;
};

const dayMs = 86_400_000;

/** The oldest moment a notification kept at `now` may have been written. */
export function keptFrom(now: Date): Date {
  return new Date(now.getTime() - notificationRetentionDays * dayMs);
}

/** Notifications still kept: older ones are neither listed nor counted, even before the clean-up runs. */
export const keptSince = (now: Date) => gt(notifications.createdAt, keptFrom(now));

export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

/** The rows the bell counts for the recipient `recipient` (an expression of the right of `=`): unread and kept. */
const unreadOfRecipient = (recipient: SQL, now: Date) =>
  and(sql`${notifications.recipientId} = ${recipient}`, isNull(notifications.readAt), keptSince(now));

/** How many of the person's notifications are unread: one read of the unread index. */
export async function unreadOf(db: Database, userId: number, now = new Date()): Promise<number> {
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(unreadOfRecipient(sql`${userId}::integer`, now));
  return unread;
}

/** The unread count of each of the people `userIds`, in one read of the unread index; 0 for those with none. */
export async function unreadCountsOf(
  db: Database,
  userIds: number[],
  now = new Date(),
): Promise<Map<number, number>> {
  const counts = new Map(userIds.map((userId) => [userId, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .select({ userId: notifications.recipientId, unread: count() })
    .from(notifications)
    .where(unreadOfRecipient(sql`any(${sql.param(userIds)}::integer[])`, now))
    .groupBy(notifications.recipientId);
  for (const { userId, unread } of rows) counts.set(userId, unread);
  return counts;
}

/** One page of the person's notifications, newest first, with the unread count for the bell. */
export async function notificationPageOf(
  db: Database,
  userId: number,
  query: z.output<typeof notificationListQuery>,
  now = new Date(),
): Promise<NotificationPage> {
  const theirs = and(eq(notifications.recipientId, userId), keptSince(now));
  const [[{ total }], rows, unread] = await Promise.all([
    db.select({ total: count() }).from(notifications).where(theirs),
    db
      .select()
      .from(notifications)
      .where(theirs)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    unreadOf(db, userId, now),
  ]);
  return {
    items: rows.map(toNotificationItem),
    total,
    page: query.page,
    page_size: query.page_size,
    unread,
  };
}
