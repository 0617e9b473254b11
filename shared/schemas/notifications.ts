import { z } from 'zod';
import { pageOf, pageQuery } from './admin';
import { id, isoDateTime } from './common';
import { guardianMailKind } from './guardians';

/**
 * The API's and the sockets' shapes of notifications, apart from the catalogue of kinds and their
 * texts (shared/notifications.ts), so the API client carries names and shapes only.
 */

/** Every kind of notification, by name (what each is: shared/notifications.ts, the catalogue). */
export const notificationKinds = [
  'homework_new',
  'homework_changed',
  'homework_deleted',
  'feedback_given',
  'class_scheduled',
  'class_link_changed',
  'class_moved',
  'class_cancelled',
  'announcement',
  'teacher_reminder',
  'test_open',
  'test_results',
  'test_regraded',
  'subscription_ending',
  'subscription_ended',
  'submission_new',
  'submission_resubmitted',
  'class_without_link',
  'application_new',
  'student_subscription_ending',
  'mail_failed',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationChannels = ['in_app', 'mail', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationKind = z.enum(notificationKinds, {
  error: `kind must be one of ${notificationKinds.join(', ')}.`,
});
export const notificationChannel = z.enum(notificationChannels, {
  error: `channel must be one of ${notificationChannels.join(', ')}.`,
});

/** What each channel can do with a kind: in the app it is shown or not; by mail, when; by push, whether. */
export const channelChoices = {
  in_app: ['on', 'off'],
  mail: ['immediately', 'daily', 'off'],
  push: ['on', 'off'],
} as const satisfies Record<NotificationChannel, readonly string[]>;
export type InAppChoice = (typeof channelChoices.in_app)[number];
export type MailChoice = (typeof channelChoices.mail)[number];
export type PushChoice = (typeof channelChoices.push)[number];
export type ChannelDefaults = { in_app: InAppChoice; mail: MailChoice; push: PushChoice };

const choicesOf = z.object({
  in_app: z.enum(channelChoices.in_app),
  mail: z.enum(channelChoices.mail),
  push: z.enum(channelChoices.push),
});

/** One row of a preferences table: a kind, what holds for it now, and what holds without a choice. */
export const kindPreference = z.object({
  kind: notificationKind,
  choices: choicesOf,
  /** For a person: the academy's default; for the academy: the catalogue's. */
  defaults: choicesOf,
});
export type KindPreference = z.infer<typeof kindPreference>;

/** A person's preferences (their own audience's kinds), or the academy's defaults (every kind). */
export const notificationPreferences = z.object({ kinds: z.array(kindPreference) });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** One cell of the table changed; saved at once. The choice must be one its channel knows. */
export const preferenceChange = z
  .object({ kind: notificationKind, channel: notificationChannel, choice: z.string() })
  .superRefine((change, ctx) => {
    const known: readonly string[] = channelChoices[change.channel];
    if (!known.includes(change.choice)) {
      ctx.addIssue({
        code: 'custom',
        path: ['choice'],
        message: `choice for ${change.channel} must be one of ${known.join(', ')}.`,
      });
    }
  });
export type PreferenceChange = z.infer<typeof preferenceChange>;

/** The signed link at the foot of every mail the academy sends: what it would stop, before the one click. */
export const unsubscribeQuery = z.object({ token: z.string().min(1).max(2000) });
export const unsubscribeTarget = z.object({
  /** A person's notification mail of some kinds, or a guardian's mail of one kind about a child. */
  mail: z.discriminatedUnion('for', [
    z.object({ for: z.literal('notifications'), kinds: z.array(notificationKind) }),
    z.object({ for: z.literal('guardian'), kind: guardianMailKind }),
  ]),
  /** Whether that mail is already off. */
  done: z.boolean(),
});
export type UnsubscribeTarget = z.infer<typeof unsubscribeTarget>;

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

export const pushEndpoint = z
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
