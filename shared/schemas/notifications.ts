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

/** Base64url without padding, as a browser's PushSubscription.toJSON() gives its keys. */
const base64url = (bytes: number, message: string) =>
  z.string({ error: message }).regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), message);

/** The server's VAPID public key: what a browser subscribes with (`applicationServerKey`). */
export const pushKey = z.object({ public_key: z.string() });
export type PushKey = z.infer<typeof pushKey>;

const pushEndpoint = z
  .url({ protocol: /^https?$/, error: 'endpoint must be the https URL of a push service.' })
  .max(2048, 'endpoint must be at most 2048 characters.');

/**
 * One device's push subscription, as `PushSubscription.toJSON()` gives it: the push service's endpoint
 * and the keys messages are encrypted to (a P-256 public key and a 16-byte auth secret).
 */
export const pushSubscriptionWrite = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64url(65, 'keys.p256dh must be the 65-byte P-256 public key, base64url-encoded.'),
      auth: base64url(16, 'keys.auth must be the 16-byte auth secret, base64url-encoded.'),
    },
    { error: 'keys must hold p256dh and auth.' },
  ),
});
export type PushSubscriptionWrite = z.infer<typeof pushSubscriptionWrite>;

/** The device, as the server keeps it. */
export const pushDevice = z.object({
  endpoint: z.string(),
  created_at: isoDateTime,
  last_success_at: isoDateTime.nullable(),
});
export type PushDevice = z.infer<typeof pushDevice>;

export const pushSubscriptionRemove = z.object({ endpoint: pushEndpoint });
export type PushSubscriptionRemove = z.infer<typeof pushSubscriptionRemove>;

/** What a push message carries to the service worker: the notification's text and where it leads. */
export const pushMessage = z.object({
  /** The notification's id, so a device shows each once. */
  id,
  title: z.string(),
  body: z.string(),
  /** A path of the app. */
  link: z.string(),
});
export type PushMessage = z.infer<typeof pushMessage>;
