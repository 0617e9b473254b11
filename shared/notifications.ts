import { z } from 'zod';
import type { Role } from './schemas/auth';
import { id, isoDateTime } from './schemas/common';
import { type NotificationItem, notificationRetentionDays } from './schemas/notifications';

export * from './schemas/notifications';

/**
 * The catalogue of notifications: every kind, who receives it, what each channel does with it unless
 * the person (or the academy) chose otherwise, the payload it carries and its text. The server stores
 * the payload; the text is built from it wherever it is shown (the app, a mail, a push), so a kind's
 * wording lives here once. Instants are formatted by the caller: the app in the reader's time, a mail
 * in the academy's.
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

/** What a channel does with a kind: in the app it is shown or not; by mail and push, when. */
export type InAppChoice = 'on' | 'off';
export type MailChoice = 'immediately' | 'daily' | 'off';
export type PushChoice = 'on' | 'off';
export type ChannelDefaults = { in_app: InAppChoice; mail: MailChoice; push: PushChoice };

/** Formats an instant (ISO 8601) for the reader. */
export type FormatInstant = (iso: string) => string;

const title = z.string();
const homeworkRef = { homework_id: id, title };
const classRef = { class_id: id, topic: z.string(), start_time: isoDateTime };
const testRef = { test_id: id, title };

type KindDefinition<P extends z.ZodObject> = {
  audience: Role;
  /** Grades and class changes reach people at once; the rest can wait for the day's digest. */
  defaults: ChannelDefaults;
  payload: P;
  text: (payload: z.infer<P>, format: FormatInstant) => string;
  /** Whether the kind is written when its change happens (false: by a scheduled job, not built yet). */
  scheduled?: true;
};

const kind = <P extends z.ZodObject>(definition: KindDefinition<P>) => definition;

const urgent: ChannelDefaults = { in_app: 'on', mail: 'immediately', push: 'on' };
const daily: ChannelDefaults = { in_app: 'on', mail: 'daily', push: 'off' };

/** Cuts a long text to a preview, at a word where one is near. */
export function excerpt(text: string, most = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= most) return flat;
  const cut = flat.slice(0, most);
  const space = cut.lastIndexOf(' ');
  return `${space > most * 0.6 ? cut.slice(0, space) : cut}…`;
}

export const notificationCatalogue = {
  homework_new: kind({
    audience: 'student',
    defaults: daily,
    payload: z.object({ ...homeworkRef, due_date: isoDateTime }),
    text: (p, format) => `New homework: "${p.title}", due ${format(p.due_date)}.`,
  }),
  homework_changed: kind({
    audience: 'student',
    defaults: urgent,
    payload: z.object({
      ...homeworkRef,
      due_date: isoDateTime,
      changed: z.array(z.enum(['due_date', 'link'])).min(1),
    }),
    text: (p, format) =>
      p.changed.includes('due_date')
        ? `"${p.title}" is now due ${format(p.due_date)}.`
        : `The link of "${p.title}" has changed.`,
  }),
  homework_deleted: kind({
    audience: 'student',
    defaults: urgent,
    payload: z.object({ title }),
    text: (p) => `"${p.title}" was withdrawn: there is nothing to hand in.`,
  }),
  feedback_given: kind({
    audience: 'student',
    defaults: urgent,
    payload: z.object({ ...homeworkRef, grade: z.string().nullable() }),
    text: (p) =>
      p.grade ? `Your work on "${p.title}" was graded: ${p.grade}.` : `You have feedback on "${p.title}".`,
  }),
  class_scheduled: kind({
    audience: 'student',
    defaults: daily,
    payload: z.object(classRef),
    text: (p, format) => `New class: ${p.topic}, ${format(p.start_time)}.`,
  }),
  class_link_changed: kind({
    audience: 'student',
    defaults: urgent,
    payload: z.object(classRef),
    text: (p, format) => `The joining link for ${p.topic} (${format(p.start_time)}) is ready.`,
  }),
  class_moved: kind({
    audience: 'student',
    defaults: urgent,
    payload: z.object({ ...classRef, previous_start_time: isoDateTime }),
    text: (p, format) => `${p.topic} moved from ${format(p.previous_start_time)} to ${format(p.start_time)}.`,
  }),
  class_cancelled: kind({
    audience: 'student',
    defaults: urgent,
    payload: z.object({ topic: z.string(), start_time: isoDateTime }),
    text: (p, format) => `${p.topic} on ${format(p.start_time)} is cancelled.`,
  }),
  announcement: kind({
    audience: 'student',
    defaults: daily,
    payload: z.object({ teacher_name: z.string(), message: z.string() }),
    text: (p) => `${p.teacher_name}: ${p.message}`,
  }),
  teacher_reminder: kind({
    audience: 'student',
    defaults: urgent,
    payload: z.object({ ...homeworkRef, teacher_name: z.string() }),
    text: (p) => `${p.teacher_name} reminds you to hand in "${p.title}".`,
  }),
  test_open: kind({
    audience: 'student',
    defaults: urgent,
    payload: z.object({ ...testRef, closes_at: isoDateTime }),
    text: (p, format) => `"${p.title}" is open until ${format(p.closes_at)}.`,
    scheduled: true,
  }),
  test_results: kind({
    audience: 'student',
    defaults: urgent,
    payload: z.object(testRef),
    text: (p) => `Your results for "${p.title}" are out.`,
    scheduled: true,
  }),
  test_regraded: kind({
    audience: 'student',
    defaults: urgent,
    payload: z.object({ ...testRef, change: z.enum(['dropped', 'key_changed']) }),
    text: (p) =>
      p.change === 'dropped'
        ? `A question of "${p.title}" was dropped: everyone has full marks for it. Your score was updated.`
        : `A key of "${p.title}" was corrected and every attempt regraded. Your score was updated.`,
  }),
  subscription_ending: kind({
    audience: 'student',
    defaults: daily,
    payload: z.object({ valid_until: z.string() }),
    text: (p) => `Your subscription ends on ${p.valid_until}. Renew to keep your classes.`,
    scheduled: true,
  }),
  subscription_ended: kind({
    audience: 'student',
    defaults: urgent,
    payload: z.object({ valid_until: z.string() }),
    text: (p) => `Your subscription ended on ${p.valid_until}.`,
    scheduled: true,
  }),
  submission_new: kind({
    audience: 'teacher',
    defaults: daily,
    payload: z.object({ ...homeworkRef, student_id: id, student_name: z.string() }),
    text: (p) => `${p.student_name} handed in "${p.title}".`,
  }),
  submission_resubmitted: kind({
    audience: 'teacher',
    defaults: daily,
    payload: z.object({ ...homeworkRef, student_id: id, student_name: z.string() }),
    text: (p) => `${p.student_name} handed in "${p.title}" again.`,
  }),
  class_without_link: kind({
    audience: 'teacher',
    defaults: urgent,
    payload: z.object(classRef),
    text: (p, format) => `${p.topic} starts ${format(p.start_time)} and has no joining link yet.`,
    scheduled: true,
  }),
  application_new: kind({
    audience: 'admin',
    defaults: daily,
    payload: z.object({
      application_id: id,
      reference: z.string(),
      programme: z.string(),
      student_name: z.string(),
    }),
    text: (p) => `New application ${p.reference}: ${p.student_name}, ${p.programme}.`,
  }),
  student_subscription_ending: kind({
    audience: 'admin',
    defaults: daily,
    payload: z.object({ student_id: id, student_name: z.string(), valid_until: z.string() }),
    text: (p) => `${p.student_name}'s subscription ends on ${p.valid_until}.`,
    scheduled: true,
  }),
  mail_failed: kind({
    audience: 'admin',
    defaults: daily,
    payload: z.object({ recipient: z.string(), subject: z.string() }),
    text: (p) => `A mail to ${p.recipient} ("${p.subject}") could not be delivered.`,
    scheduled: true,
  }),
} as const satisfies Record<NotificationKind, { audience: Role }>;

export type NotificationPayload<K extends NotificationKind> = z.infer<
  (typeof notificationCatalogue)[K]['payload']
>;

/**
 * The text of a notification, or null when its kind or payload is not one this catalogue knows (an
 * older client reading a newer server's kind shows nothing rather than failing).
 */
export function notificationText(
  item: Pick<NotificationItem, 'kind' | 'payload'>,
  format: FormatInstant,
): string | null {
  if (!Object.hasOwn(notificationCatalogue, item.kind)) return null;
  const definition = notificationCatalogue[item.kind as NotificationKind] as KindDefinition<z.ZodObject>;
  const parsed = definition.payload.safeParse(item.payload);
  return parsed.success ? definition.text(parsed.data, format) : null;
}

/** The words of the bell and the notifications page, in every area. */
export const notificationUi = {
  title: 'Notifications',
  bellLabel: (unread: number) =>
    unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`,
  unreadMark: 'Unread:',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  newer: 'Newer',
  older: 'Older',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  loading: 'Loading your notifications...',
  failed: 'Your notifications could not be loaded. Try again.',
  markFailed: 'That could not be marked as read. Please try again.',
  unknownKind: 'Something changed. Open it to see what.',
  kept: `Notifications are kept for ${notificationRetentionDays} days.`,
  empty: {
    student: 'No notifications yet. New homework, feedback, classes and announcements will show here.',
    teacher: 'No notifications yet. Hand-ins from your students will show here.',
    admin: 'No notifications yet. New applications will show here.',
  } satisfies Record<Role, string>,
  ago: (since: string) => `${since} ago`,
};
