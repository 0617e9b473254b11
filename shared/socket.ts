import { z } from 'zod';
import { announcement } from './schemas/announcements';
import type { Role } from './schemas/auth';
import { liveClass } from './schemas/classes';
import { id } from './schemas/common';
import { homeworkItem } from './schemas/homework';
import { notificationMessages } from './schemas/notifications';
import { submission } from './schemas/submissions';

/** Every message the server sends on a channel, by its action. */
const messages = {
  new_homework: z.object({ action: z.literal('new_homework'), homework: homeworkItem }),
  update_homework: z.object({ action: z.literal('update_homework'), homework: homeworkItem }),
  delete_homework: z.object({ action: z.literal('delete_homework'), homework_id: id }),
  new_class: z.object({ action: z.literal('new_class'), class: liveClass }),
  update_class: z.object({ action: z.literal('update_class'), class: liveClass }),
  delete_class: z.object({ action: z.literal('delete_class'), class_id: id }),
  new_submission: z.object({ action: z.literal('new_submission'), submission }),
  update_submission: z.object({ action: z.literal('update_submission'), submission }),
  feedback: z.object({ action: z.literal('feedback'), submission }),
  new_announcement: z.object({ action: z.literal('new_announcement'), announcement }),
  /** A test's attempts as its teachers' list counts them: started (in progress or over) and submitted. */
  test_counts: z.object({
    action: z.literal('test_counts'),
    test_id: id,
    started: z.number().int().nonnegative(),
    submitted: z.number().int().nonnegative(),
  }),
  ...notificationMessages,
};

export const socketMessage = z.discriminatedUnion('action', [
  messages.new_homework,
  messages.update_homework,
  messages.delete_homework,
  messages.new_class,
  messages.update_class,
  messages.delete_class,
  messages.new_submission,
  messages.update_submission,
  messages.feedback,
  messages.new_announcement,
  messages.test_counts,
  messages.notification,
  messages.notifications_read,
]);
export type SocketMessage = z.infer<typeof socketMessage>;
export type SocketAction = SocketMessage['action'];

const homeworkMessages = z.discriminatedUnion('action', [
  messages.new_homework,
  messages.update_homework,
  messages.delete_homework,
]);
const classMessages = z.discriminatedUnion('action', [
  messages.new_class,
  messages.update_class,
  messages.delete_class,
]);

/**
 * The check, beyond the role, that a user may listen on a channel whose path names a row; the server
 * runs it at connect and again whenever the user's access changes (mock-server/realtime/admission.ts).
 * Batches a user sees: a student's own, those a teacher teaches.
 * - `batch`: the id is a batch the user sees.
 * - `classBatch`: the class exists (else 4404) and its batch is one the user sees.
 * - `homeworkBatches`: the homework exists (else 4404) and one of its batches is one the user sees.
 * - `self`: the id is the user's own.
 */
export type OwnershipCheck = 'batch' | 'classBatch' | 'homeworkBatches' | 'self';

export type ChannelDefinition = {
  /** Below the site root; `:id` stands for a row's id (digits only). */
  path: `/ws/${string}/`;
  /** Roles outside `roles` are refused (4403); `owns` is required exactly when the path has an id. */
  listeners: { roles: readonly Role[]; owns?: OwnershipCheck };
  /** The messages the channel carries: anything else on it is a defect, and the client drops it. */
  message: z.ZodDiscriminatedUnion<z.ZodObject<{ action: z.ZodLiteral<SocketAction> }>[], 'action'>;
};

/** Who may listen on a channel about one row: the students and teachers of a batch it belongs to. */
const batchMembersOf = (owns: OwnershipCheck) => ({ roles: ['student', 'teacher'] as const, owns });

/**
 * Every realtime channel (docs/behaviour.md#channels): where a socket opens (with `?token=`), who
 * may listen and what it carries. The client subscribes (client/data/useChannel.ts), the server admits
 * (mock-server/realtime/hub.ts) and delivers (mock-server/realtime/events.ts) from this table alone;
 * a new channel is one entry here plus the deliveries that reach it.
 */
export const channelRegistry = {
  /** A student's next class: any message means "refetch the next class". */
  studentClass: {
    path: '/ws/classes/:id/',
    listeners: batchMembersOf('classBatch'),
    message: classMessages,
  },
  /** A batch's classes (any of them may become the next one) and its announcements. */
  studentBatch: {
    path: '/ws/batch/:id/',
    listeners: batchMembersOf('batch'),
    message: z.discriminatedUnion('action', [...classMessages.options, messages.new_announcement]),
  },
  /** A batch's homework, as its students see it. */
  batchHomework: {
    path: '/ws/homework/batch/:id/',
    listeners: batchMembersOf('batch'),
    message: homeworkMessages,
  },
  /** One homework's submissions: a student hears of their own only, a teacher of those of the batches they teach. */
  homeworkSubmissions: {
    path: '/ws/homework/:id/',
    listeners: batchMembersOf('homeworkBatches'),
    message: z.discriminatedUnion('action', [
      messages.new_submission,
      messages.update_submission,
      messages.feedback,
    ]),
  },
  /** All homework of a teacher's batches, and their students' submissions to it (the pending reviews). */
  teacherHomework: {
    path: '/ws/homework/',
    listeners: { roles: ['teacher'] },
    message: z.discriminatedUnion('action', [
      ...homeworkMessages.options,
      messages.new_submission,
      messages.update_submission,
      messages.feedback,
    ]),
  },
  /** All classes of a teacher's batches. */
  teacherClasses: { path: '/ws/classes/', listeners: { roles: ['teacher'] }, message: classMessages },
  /** The counts of the tests of a teacher's batches, as students start and submit them. */
  teacherTests: {
    path: '/ws/tests/',
    listeners: { roles: ['teacher'] },
    message: z.discriminatedUnion('action', [messages.test_counts]),
  },
  /** A person's own notifications and unread count, one channel a person so a delivery finds its sockets at once. */
  notifications: {
    path: '/ws/notifications/:id/',
    listeners: { roles: ['student', 'teacher', 'admin'], owns: 'self' },
    message: z.discriminatedUnion('action', [messages.notification, messages.notifications_read]),
  },
} as const satisfies Record<string, ChannelDefinition>;

export type ChannelName = keyof typeof channelRegistry;
export type ChannelMessage<Name extends ChannelName> = z.infer<(typeof channelRegistry)[Name]['message']>;

declare const pathOf: unique symbol;
/** A channel's path with its id filled in; the brand lets a delivery's message be checked against it. */
export type ChannelPath<Name extends ChannelName = ChannelName> = string & { readonly [pathOf]: Name };

type PathBuilder<Name extends ChannelName> =
  (typeof channelRegistry)[Name]['path'] extends `${string}:id${string}`
    ? (id: number) => ChannelPath<Name>
    : () => ChannelPath<Name>;

export const channelNames = Object.keys(channelRegistry) as ChannelName[];

/** The path of each channel: `channels.batchHomework(3)` is `/ws/homework/batch/3/`. */
export const channels = Object.fromEntries(
  channelNames.map((name) => [
    name,
    (id?: number) => channelRegistry[name].path.replace(':id', String(id)) as ChannelPath,
  ]),
) as { [Name in ChannelName]: PathBuilder<Name> };

const digits = '([0-9]+)';
const matchers = channelNames.map((name) => ({
  name,
  pattern: new RegExp(`^${channelRegistry[name].path.replace(':id', digits)}$`),
}));

/** Which channel a path opens, with the id it names (NaN when it names none); null for no channel. */
export function channelAt(path: string): { name: ChannelName; id: number } | null {
  for (const { name, pattern } of matchers) {
    const match = pattern.exec(path);
    if (match) return { name, id: Number(match[1]) };
  }
  return null;
}

/** Close codes the server uses when it refuses a socket. */
export const socketCloseCodes = { badToken: 4401, forbidden: 4403, notFound: 4404 } as const;
