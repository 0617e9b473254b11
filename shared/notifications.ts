import { z } from 'zod';
import { attendanceRules } from './schemas/attendance';
import type { Role } from './schemas/auth';
import { id, isoDateTime } from './schemas/common';
import { guardianTexts } from './schemas/guardians';
import {
  type ChannelDefaults,
  type channelChoices,
  type NotificationChannel,
  type NotificationItem,
  type NotificationKind,
  notificationRetentionDays,
  type UnsubscribeTarget,
} from './schemas/notifications';

export * from './schemas/notifications';

/**
 * The catalogue of notifications: every kind, who receives it, what each channel does with it unless
 * the person (or the academy) chose otherwise, the payload it carries and its text. The server stores
 * the payload; the text is built from it wherever it is shown (the app, a mail, a push), so a kind's
 * wording lives here once. Instants are formatted by the caller: the app in the reader's time, a mail
 * in the academy's.
 */

/** Formats an instant (ISO 8601) for the reader. */
export type FormatInstant = (iso: string) => string;

/**
 * An instant in a text the server sends (a push, a mail): in the academy's zone, since the server does
 * not know the reader's; worded as the app words it ("25 Nov 2026, 6:30 pm").
 */
let academyZoneFormat: Intl.DateTimeFormat | undefined;
// Made once, on first use: toLocaleString with options builds a new formatter on every call, and a
// broadcast's pushes and mails format thousands of instants.
export const formatInAcademyZone: FormatInstant = (iso) => {
  academyZoneFormat ??= new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: attendanceRules.timeZone,
  });
  return academyZoneFormat.format(new Date(iso));
};

const title = z.string();
const homeworkRef = { homework_id: id, title };
const classRef = { class_id: id, topic: z.string(), start_time: isoDateTime };
const testRef = { test_id: id, title };

type KindDefinition<P extends z.ZodObject> = {
  audience: Role;
  /** Its name in the preferences table and in mails. */
  label: string;
  /**
   * The payload field naming the thing it is about: its mails within a few minutes of each other
   * coalesce into one, and a digest groups it by that thing. Without one, every notification is its own.
   */
  thing?: 'homework_id' | 'class_id' | 'application_id' | 'student_id' | 'test_id';
  /** Grades and class changes reach people at once; the rest can wait for the day's digest. */
  defaults: ChannelDefaults;
  payload: P;
  text: (payload: z.infer<P>, format: FormatInstant) => string;
  /** The text of several about one thing, told together (a mail, a digest); else the newest one's. */
  groupText?: (payloads: z.infer<P>[], format: FormatInstant) => string;
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

/** "A, B and C", each name once. */
function namesOf(all: { student_name: string }[]): string {
  const names = [...new Set(all.map((p) => p.student_name))];
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const notificationCatalogue = {
  homework_new: kind({
    audience: 'student',
    label: 'New homework',
    thing: 'homework_id',
    defaults: daily,
    payload: z.object({ ...homeworkRef, due_date: isoDateTime }),
    text: (p, format) => `New homework: "${p.title}", due ${format(p.due_date)}.`,
  }),
  homework_changed: kind({
    audience: 'student',
    label: 'Homework changed (due date or link)',
    thing: 'homework_id',
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
    label: 'Homework withdrawn',
    thing: 'homework_id',
    defaults: urgent,
    payload: z.object({ homework_id: id.optional(), title }),
    text: (p) => `"${p.title}" was withdrawn: there is nothing to hand in.`,
  }),
  feedback_given: kind({
    audience: 'student',
    label: 'Feedback and grades',
    thing: 'homework_id',
    defaults: urgent,
    payload: z.object({ ...homeworkRef, grade: z.string().nullable() }),
    text: (p) =>
      p.grade ? `Your work on "${p.title}" was graded: ${p.grade}.` : `You have feedback on "${p.title}".`,
  }),
  class_scheduled: kind({
    audience: 'student',
    label: 'Class scheduled',
    thing: 'class_id',
    defaults: daily,
    payload: z.object(classRef),
    text: (p, format) => `New class: ${p.topic}, ${format(p.start_time)}.`,
  }),
  class_link_changed: kind({
    audience: 'student',
    label: 'Class link added or changed',
    thing: 'class_id',
    defaults: urgent,
    payload: z.object(classRef),
    text: (p, format) => `The joining link for ${p.topic} (${format(p.start_time)}) is ready.`,
  }),
  class_moved: kind({
    audience: 'student',
    label: 'Class moved',
    thing: 'class_id',
    defaults: urgent,
    payload: z.object({ ...classRef, previous_start_time: isoDateTime }),
    text: (p, format) => `${p.topic} moved from ${format(p.previous_start_time)} to ${format(p.start_time)}.`,
  }),
  class_cancelled: kind({
    audience: 'student',
    label: 'Class cancelled',
    thing: 'class_id',
    defaults: urgent,
    payload: z.object({ class_id: id.optional(), topic: z.string(), start_time: isoDateTime }),
    text: (p, format) => `${p.topic} on ${format(p.start_time)} is cancelled.`,
  }),
  announcement: kind({
    audience: 'student',
    label: 'Announcements',
    defaults: daily,
    payload: z.object({ teacher_name: z.string(), message: z.string() }),
    text: (p) => `${p.teacher_name}: ${p.message}`,
  }),
  teacher_reminder: kind({
    audience: 'student',
    label: 'Reminders from teachers',
    thing: 'homework_id',
    defaults: urgent,
    payload: z.object({ ...homeworkRef, teacher_name: z.string() }),
    text: (p) => `${p.teacher_name} reminds you to hand in "${p.title}".`,
  }),
  test_open: kind({
    audience: 'student',
    label: 'Test opening',
    thing: 'test_id',
    defaults: urgent,
    payload: z.object({ ...testRef, closes_at: isoDateTime }),
    text: (p, format) => `"${p.title}" is open until ${format(p.closes_at)}.`,
    scheduled: true,
  }),
  test_results: kind({
    audience: 'student',
    label: 'Test results released',
    thing: 'test_id',
    defaults: urgent,
    payload: z.object(testRef),
    text: (p) => `Your results for "${p.title}" are out.`,
    scheduled: true,
  }),
  test_regraded: kind({
    audience: 'student',
    label: 'Test regraded',
    thing: 'test_id',
    defaults: urgent,
    payload: z.object({ ...testRef, change: z.enum(['dropped', 'key_changed']) }),
    text: (p) =>
      p.change === 'dropped'
        ? `A question of "${p.title}" was dropped: everyone has full marks for it. Your score was updated.`
        : `A key of "${p.title}" was corrected and every attempt regraded. Your score was updated.`,
  }),
  subscription_ending: kind({
    audience: 'student',
    label: 'Subscription ending in 7 days',
    defaults: daily,
    payload: z.object({ valid_until: z.string() }),
    text: (p) => `Your subscription ends on ${p.valid_until}. Renew to keep your classes.`,
    scheduled: true,
  }),
  subscription_ended: kind({
    audience: 'student',
    label: 'Subscription ended',
    defaults: urgent,
    payload: z.object({ valid_until: z.string() }),
    text: (p) => `Your subscription ended on ${p.valid_until}.`,
    scheduled: true,
  }),
  submission_new: kind({
    audience: 'teacher',
    label: 'New hand-ins',
    thing: 'homework_id',
    defaults: daily,
    payload: z.object({ ...homeworkRef, student_id: id, student_name: z.string() }),
    text: (p) => `${p.student_name} handed in "${p.title}".`,
    groupText: (all) => `"${all[0].title}": handed in by ${namesOf(all)}.`,
  }),
  submission_resubmitted: kind({
    audience: 'teacher',
    label: 'Hand-ins again (resubmissions)',
    thing: 'homework_id',
    defaults: daily,
    payload: z.object({ ...homeworkRef, student_id: id, student_name: z.string() }),
    text: (p) => `${p.student_name} handed in "${p.title}" again.`,
    groupText: (all) => `"${all[0].title}": handed in again by ${namesOf(all)}.`,
  }),
  class_without_link: kind({
    audience: 'teacher',
    label: 'Class without a link, 1 hour before',
    thing: 'class_id',
    defaults: urgent,
    payload: z.object(classRef),
    text: (p, format) => `${p.topic} starts ${format(p.start_time)} and has no joining link yet.`,
    scheduled: true,
  }),
  application_new: kind({
    audience: 'admin',
    label: 'New applications',
    thing: 'application_id',
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
    label: "Students' subscriptions ending",
    thing: 'student_id',
    defaults: daily,
    payload: z.object({ student_id: id, student_name: z.string(), valid_until: z.string() }),
    text: (p) => `${p.student_name}'s subscription ends on ${p.valid_until}.`,
    scheduled: true,
  }),
  mail_failed: kind({
    audience: 'admin',
    label: 'Mails that could not be delivered',
    defaults: daily,
    payload: z.object({ recipient: z.string(), subject: z.string() }),
    text: (p) => `A mail to ${p.recipient} ("${p.subject}") could not be delivered.`,
    scheduled: true,
  }),
} as const satisfies Record<NotificationKind, { audience: Role; label: string; defaults: ChannelDefaults }>;

/** The kinds a person of `role` can receive, in the catalogue's order. */
export const kindsFor = (role: Role): NotificationKind[] =>
  (Object.keys(notificationCatalogue) as NotificationKind[]).filter(
    (kind) => notificationCatalogue[kind].audience === role,
  );

/** The payload field naming what a kind is about, if it names one (see KindDefinition.thing). */
export const thingOf = (kind: NotificationKind): string | undefined =>
  (notificationCatalogue[kind] as { thing?: string }).thing;

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

/**
 * The text of several notifications of one kind about one thing, oldest first (a coalesced mail, a line
 * of a digest): the kind's group text, else the newest one's text. Null when none parses.
 */
export function groupedText(
  kind: NotificationKind,
  payloads: Record<string, unknown>[],
  format: FormatInstant,
): string | null {
  const definition = notificationCatalogue[kind] as KindDefinition<z.ZodObject>;
  const parsed = payloads.flatMap((payload) => {
    const result = definition.payload.safeParse(payload);
    return result.success ? [result.data] : [];
  });
  if (parsed.length === 0) return null;
  if (parsed.length > 1 && definition.groupText) return definition.groupText(parsed, format);
  const newest = parsed[parsed.length - 1];
  // What changed in any of them changed: a due date then a link is told as both.
  const changed = [...new Set(parsed.flatMap((p) => (Array.isArray(p.changed) ? p.changed : [])))];
  return definition.text(changed.length > 0 ? { ...newest, changed } : newest, format);
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
    guardian: 'No notifications yet.',
  } satisfies Record<Role, string>,
  ago: (since: string) => `${since} ago`,
  /** The per-device push switch and what each of its states means. */
  push: {
    heading: 'On this device',
    switchLabel: 'Turn on notifications on this device',
    on: 'On: this device shows your notifications, even with the app closed.',
    off: 'Off: this device shows notifications only while the app is open.',
    blocked:
      "Your browser blocks notifications from this site. Allow them in the browser's site settings, then turn them on here.",
    unsupported:
      'This browser cannot show notifications from the app. On an iPhone or iPad, add the app to your Home Screen and open it from there.',
    failed: 'Notifications could not be turned on or off on this device. Please try again.',
  },
};

/** The words of the notification settings page, in every area, and of the unsubscribe page. */
export const preferencesUi = {
  title: 'Notification settings',
  intro:
    'Choose how you hear of each kind of news: in the app, by e-mail (at once, in one e-mail a day at 6 pm, or not at all) and as a push message on your devices.',
  defaultsTitle: 'Default notification settings',
  defaultsIntro:
    "What every person gets for each kind until they choose otherwise. A person's own choice stays as they set it.",
  link: 'Notification settings',
  kind: 'Kind',
  channels: { in_app: 'In the app', mail: 'E-mail', push: 'Push' } satisfies Record<
    NotificationChannel,
    string
  >,
  choices: {
    in_app: { on: 'Show', off: 'Hide' },
    mail: { immediately: 'At once', daily: 'Daily', off: 'Off' },
    push: { on: 'On', off: 'Off' },
  } satisfies { [C in NotificationChannel]: Record<(typeof channelChoices)[C][number], string> },
  fieldLabel: (kindLabel: string, channel: NotificationChannel) =>
    `${kindLabel}: ${preferencesUi.channels[channel]}`,
  defaultMark: '* marks the default.',
  saved: 'Saved.',
  saveFailed: 'That change could not be saved. Please try again.',
  loading: 'Loading your settings...',
  failed: 'Your settings could not be loaded. Try again.',
  pushNote: 'Push messages reach a device once you turn them on there.',
  unsubscribe: {
    title: 'Stop these e-mails',
    ask: (labels: string[]) => `Stop e-mails about: ${labels.join(', ')}?`,
    confirm: 'Stop these e-mails',
    done: (labels: string[]) => `Done: no more e-mails about ${labels.join(', ')}.`,
    already: 'These e-mails are already off.',
    invalid:
      'This unsubscribe link is not valid. Open the latest mail, or sign in and change your mail settings.',
    failed: 'That did not work. Please try again.',
    settingsHint: {
      notifications: 'You can turn them back on in your notification settings after signing in.',
      guardian: 'Guardians with an account can turn them back on in the guardian area.',
    } satisfies Record<UnsubscribeTarget['mail']['for'], string>,
  },
};

/** What an unsubscribe link stops, in the words its page uses. */
export function unsubscribeLabels(mail: UnsubscribeTarget['mail']): string[] {
  return mail.for === 'notifications'
    ? mail.kinds.map((kind) => notificationCatalogue[kind].label)
    : [guardianTexts.mailLabel[mail.kind]];
}
