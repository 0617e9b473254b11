import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../shared/schemas/announcements';
import type { LiveClass } from '../../shared/schemas/classes';
import type { Homework } from '../../shared/schemas/homework';
import {
  type ChannelName,
  channelAt,
  channelNames,
  channelRegistry,
  channels,
  type SocketAction,
} from '../../shared/socket';
import type { DomainEvent } from '../domain/domain-event';
import type { SubmissionRecord } from '../domain/submissions/submissions';
import * as events from './events';
import { toldDeliveries } from './told-notifications';

const batchA = { id: 1, name: 'Batch A' };
const batchB = { id: 2, name: 'Batch B' };
const batchC = { id: 3, name: 'Batch C' };

const homework = (batches: (typeof batchA)[]): Homework => ({
  id: 10,
  title: 'Kinematics',
  description: '',
  due_date: '2026-12-01T10:00:00.000Z',
  status: 'open',
  gdrive_link: null,
  allow_resubmit: false,
  allow_late: true,
  subject: 'Physics',
  batch_names: batches,
  submissions: [],
  created_at: '2026-11-01T10:00:00.000Z',
});

const liveClass = (batch: typeof batchA): LiveClass => ({
  id: 20,
  topic: 'Vectors',
  batch,
  start_time: '2026-12-01T10:00:00.000Z',
  zoom_link: null,
  status: 'scheduled',
  notes: '',
});

const submission: SubmissionRecord = {
  id: 30,
  homeworkId: 10,
  homeworkTitle: 'Kinematics',
  studentId: 40,
  firstName: 'Asha',
  lastName: 'Rao',
  batchId: batchA.id,
  batchName: batchA.name,
  driveLink: 'https://drive.google.com/file/d/1',
  submittedAt: new Date('2026-11-20T10:00:00.000Z'),
  isLate: false,
  feedback: '',
  grade: null,
};

const announcement = (studentId: number | null): Announcement => ({
  id: 50,
  type: studentId === null ? 'batch' : 'student',
  message: 'No class on Friday.',
  batch_id: studentId === null ? batchA.id : null,
  student_id: studentId,
  teacher_name: 'Anita',
  created_at: '2026-11-20T10:00:00.000Z',
});

/** A channel reached by a message with this action. */
const on = (path: string, action: SocketAction) => `${path} ${action}`;

type EventBuilder = keyof typeof events;

/** Each event, in the situations that change where it goes, and the channels (path and action) it reaches. */
const table: { builder: EventBuilder; situation: string; event: DomainEvent; reaches: string[] }[] = [
  {
    builder: 'homeworkCreated',
    situation: 'for two batches',
    event: events.homeworkCreated(homework([batchA, batchB])),
    reaches: [
      on(channels.teacherHomework(), 'new_homework'),
      on(channels.batchHomework(batchA.id), 'new_homework'),
      on(channels.batchHomework(batchB.id), 'new_homework'),
    ],
  },
  {
    builder: 'homeworkUpdated',
    situation: 'moved from batches A and B to B and C, with a submission from A and one from B',
    event: events.homeworkUpdated(
      homework([batchB, batchC]),
      [batchA.id, batchB.id],
      [submission, { ...submission, id: 31, studentId: 41, batchId: batchB.id, batchName: batchB.name }],
    ),
    reaches: [
      on(channels.teacherHomework(), 'update_homework'),
      on(channels.batchHomework(batchB.id), 'update_homework'),
      on(channels.batchHomework(batchC.id), 'new_homework'),
      on(channels.batchHomework(batchA.id), 'delete_homework'),
    ],
  },
  {
    builder: 'homeworkDeleted',
    situation: 'of two batches',
    event: events.homeworkDeleted(10, [batchA.id, batchB.id]),
    reaches: [
      on(channels.teacherHomework(), 'delete_homework'),
      on(channels.batchHomework(batchA.id), 'delete_homework'),
      on(channels.batchHomework(batchB.id), 'delete_homework'),
    ],
  },
  {
    builder: 'classCreated',
    situation: 'in batch A',
    event: events.classCreated(liveClass(batchA)),
    reaches: [
      on(channels.teacherClasses(), 'new_class'),
      on(channels.studentBatch(batchA.id), 'new_class'),
      on(channels.studentClass(20), 'new_class'),
    ],
  },
  {
    builder: 'classUpdated',
    situation: 'in the same batch',
    event: events.classUpdated(liveClass(batchA), batchA.id),
    reaches: [
      on(channels.teacherClasses(), 'update_class'),
      on(channels.studentClass(20), 'update_class'),
      on(channels.studentBatch(batchA.id), 'update_class'),
    ],
  },
  {
    builder: 'classUpdated',
    situation: 'moved from batch A to batch B',
    event: events.classUpdated(liveClass(batchB), batchA.id),
    reaches: [
      on(channels.teacherClasses(), 'update_class'),
      on(channels.studentClass(20), 'update_class'),
      on(channels.studentBatch(batchB.id), 'new_class'),
      on(channels.studentBatch(batchA.id), 'delete_class'),
    ],
  },
  {
    builder: 'classDeleted',
    situation: 'of batch A',
    event: events.classDeleted(20, batchA.id),
    reaches: [
      on(channels.teacherClasses(), 'delete_class'),
      on(channels.studentBatch(batchA.id), 'delete_class'),
      on(channels.studentClass(20), 'delete_class'),
    ],
  },
  ...(['new_submission', 'update_submission', 'feedback'] as const).map((action) => ({
    builder: 'submissionChanged' as const,
    situation: `as ${action}`,
    event: events.submissionChanged(action, submission),
    reaches: [on(channels.homeworkSubmissions(10), action), on(channels.teacherHomework(), action)],
  })),
  {
    builder: 'announcementSent',
    situation: 'to two batches',
    event: events.announcementSent(announcement(null), [batchA.id, batchB.id]),
    reaches: [
      on(channels.studentBatch(batchA.id), 'new_announcement'),
      on(channels.studentBatch(batchB.id), 'new_announcement'),
    ],
  },
  {
    builder: 'announcementSent',
    situation: 'to one student',
    event: events.announcementSent(announcement(40), [batchA.id]),
    reaches: [on(channels.studentBatch(batchA.id), 'new_announcement')],
  },
  {
    builder: 'notificationsSent',
    situation: 'to two students',
    event: events.notificationsSent(
      [40, 41].map((recipientId, index) => ({
        id: 50 + index,
        recipientId,
        kind: 'feedback_given',
        payload: { homework_id: 10, title: 'Kinematics', grade: 'A' },
        link: '/dashboard/homework',
        createdAt: new Date('2026-11-20T10:00:00.000Z'),
        readAt: null,
      })),
    ),
    reaches: [on(channels.notifications(40), 'notification'), on(channels.notifications(41), 'notification')],
  },
  {
    builder: 'testCountsChanged',
    situation: 'as a student starts',
    event: events.testCountsChanged(60, [batchA.id], { started: 1, submitted: 0 }),
    reaches: [on(channels.teacherTests(), 'test_counts')],
  },
  {
    builder: 'testContentChanged',
    situation: 'as a question of the test is edited (caches only)',
    event: events.testContentChanged([60]),
    reaches: [],
  },
  {
    builder: 'notificationsRead',
    situation: 'by one person',
    event: events.notificationsRead(40, 0),
    reaches: [on(channels.notifications(40), 'notifications_read')],
  },
];

/** What reaches the sockets: the deliveries, and the notifications told together, one by one. */
const deliveriesOf = (event: DomainEvent) => [
  ...event.deliveries,
  ...(event.notifications ?? []).flatMap((told) => toldDeliveries(told, () => 0)),
];

const reached = (event: DomainEvent) => [
  ...new Set(deliveriesOf(event).map(({ channel, message }) => on(channel, message.action))),
];

describe('the deliveries of every domain event', () => {
  it('has a row for every event the server sends', () => {
    expect(new Set(table.map((row) => row.builder))).toEqual(new Set(Object.keys(events)));
  });

  it.each(table)('$builder $situation reaches exactly the channels of its row', ({ event, reaches }) => {
    expect(reached(event).sort()).toEqual([...reaches].sort());
  });

  it.each(table)('$builder $situation goes only to registered channels, in their shape', ({ event }) => {
    for (const { channel, message } of deliveriesOf(event)) {
      const found = channelAt(channel);
      expect(found, channel).not.toBeNull();
      const parsed = found && channelRegistry[found.name].message.safeParse(message);
      expect(parsed?.success, `${message.action} on ${channel}`).toBe(true);
    }
  });

  it('uses every message of every channel in the registry', () => {
    const delivered = new Set(
      table.flatMap(({ event }) =>
        deliveriesOf(event).map(({ channel, message }) => `${channelAt(channel)?.name} ${message.action}`),
      ),
    );
    const registered = channelNames.flatMap((name: ChannelName) =>
      channelRegistry[name].message.options.map(
        (option) => `${name} ${option.shape.action.value satisfies SocketAction}`,
      ),
    );
    expect(registered.filter((pair) => !delivered.has(pair))).toEqual([]);
  });
});
