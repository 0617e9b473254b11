import { z } from 'zod';
import { pageOf, pageQuery } from './admin';
import { id, isoDateTime } from './common';

/**
 * The API's and the sockets' shapes of notifications, apart from the catalogue of kinds and their
 * texts (shared/notifications.ts), so the API client carries names and shapes only.
 */

/** How long a notification is kept and listed. */
export const notificationRetentionDays = 90;

/** One notification as its recipient reads it; `text` is not stored, it is built from the payload. */
export const notificationItem = z.object({
  id,
  /** A kind of the catalogue (shared/notifications.ts); text, so a kind this client does not know still parses. */
  kind: z.string(),
  payload: z.record(z.string(), z.unknown()),
  /** A path of the app: where the thing it is about is shown. */
  link: z.string(),
  created_at: isoDateTime,
  read_at: isoDateTime.nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** A page of the list, as the admin lists are paged. */
export const notificationListQuery = z.object(pageQuery);
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const unreadCount = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCount>;

export const notificationPage = pageOf(notificationItem).extend({ unread: z.number().int().min(0) });
export type NotificationPage = z.infer<typeof notificationPage>;

/** The socket's messages on a person's notification channel (shared/socket.ts). */
export const notificationMessages = {
  notification: z.object({
    action: z.literal('notification'),
    notification: notificationItem,
    unread: z.number().int().min(0),
  }),
  notifications_read: z.object({ action: z.literal('notifications_read'), unread: z.number().int().min(0) }),
};
