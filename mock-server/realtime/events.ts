import type { Announcement } from '../../shared/schemas/announcements';
import type { LiveClass } from '../../shared/schemas/classes';
import type { BatchRef } from '../../shared/schemas/common';
import type { Homework } from '../../shared/schemas/homework';
import { channels } from '../../shared/socket';
import type { Delivery, DomainEvent, NotificationsTold } from '../domain/domain-event';
import type { NotificationRow } from '../domain/notifications/notifications';
import type { SubmissionRecord } from '../domain/submissions/submissions';
import { toStudentSubmission, toTeacherSubmission } from '../domain/submissions/submissions';

/** The messages (docs/behaviour.md#live-updates) each write sends, and the channels and people they reach. */

/** What a batch channel shows: that batch only, and no one's submission unless addressed personally. */
function asSeenByBatch(view: Homework, ref: BatchRef, own: Homework['submissions'] = []): Homework {
  return { ...view, batch_names: [ref], submissions: own };
}

export function homeworkCreated(view: Homework): DomainEvent {
  return {
    deliveries: [
      {
        channel: channels.teacherHomework(),
        message: { action: 'new_homework', homework: view },
        audience: { role: 'teacher', batchIds: view.batch_names.map((ref) => ref.id) },
      },
      ...view.batch_names.map(
        (ref): Delivery => ({
          channel: channels.batchHomework(ref.id),
          message: { action: 'new_homework', homework: asSeenByBatch(view, ref) },
        }),
      ),
    ],
  };
}

/**
 * Batches kept get the update (students who submitted get it with their own submission, so a
 * client that replaces the item keeps showing it); batches added get it as new; batches removed
 * see it deleted.
 */
export function homeworkUpdated(
  view: Homework,
  previousBatchIds: number[],
  submitted: SubmissionRecord[],
): DomainEvent {
  const currentBatchIds = view.batch_names.map((ref) => ref.id);
  const deliveries: Delivery[] = [
    {
      channel: channels.teacherHomework(),
      message: { action: 'update_homework', homework: view },
      audience: { role: 'teacher', batchIds: [...new Set([...previousBatchIds, ...currentBatchIds])] },
    },
  ];
  for (const ref of view.batch_names) {
    const channel = channels.batchHomework(ref.id);
    if (!previousBatchIds.includes(ref.id)) {
      deliveries.push({ channel, message: { action: 'new_homework', homework: asSeenByBatch(view, ref) } });
      continue;
    }
    const submittedHere = submitted.filter((record) => record.batchId === ref.id);
    for (const record of submittedHere) {
      deliveries.push({
        channel,
        message: {
          action: 'update_homework',
          homework: asSeenByBatch(view, ref, [toStudentSubmission(record)]),
        },
        audience: { userId: record.studentId },
      });
    }
    deliveries.push({
      channel,
      message: { action: 'update_homework', homework: asSeenByBatch(view, ref) },
      audience: { exceptUserIds: submittedHere.map((record) => record.studentId) },
    });
  }
  for (const batchId of previousBatchIds.filter((id) => !currentBatchIds.includes(id))) {
    deliveries.push({
      channel: channels.batchHomework(batchId),
      message: { action: 'delete_homework', homework_id: view.id },
    });
  }
  return { deliveries };
}

export function homeworkDeleted(homeworkId: number, batchIds: number[]): DomainEvent {
  const message = { action: 'delete_homework', homework_id: homeworkId } as const;
  return {
    deliveries: [
      { channel: channels.teacherHomework(), message, audience: { role: 'teacher', batchIds } },
      ...batchIds.map((batchId): Delivery => ({ channel: channels.batchHomework(batchId), message })),
    ],
  };
}

export function classCreated(liveClass: LiveClass): DomainEvent {
  const message = { action: 'new_class', class: liveClass } as const;
  return {
    deliveries: [
      {
        channel: channels.teacherClasses(),
        message,
        audience: { role: 'teacher', batchIds: [liveClass.batch.id] },
      },
      { channel: channels.studentBatch(liveClass.batch.id), message },
      { channel: channels.studentClass(liveClass.id), message },
    ],
  };
}

/**
 * Any change can make a class the batch's next one or stop it being so, so the batch channel hears
 * it too (students watch only the class they see as next). A class moved to another batch is new to
 * that batch and gone from the one it left.
 */
export function classUpdated(liveClass: LiveClass, previousBatchId: number): DomainEvent {
  const message = { action: 'update_class', class: liveClass } as const;
  const deliveries: Delivery[] = [
    {
      channel: channels.teacherClasses(),
      message,
      audience: { role: 'teacher', batchIds: [previousBatchId, liveClass.batch.id] },
    },
    { channel: channels.studentClass(liveClass.id), message },
  ];
  if (previousBatchId === liveClass.batch.id) {
    deliveries.push({ channel: channels.studentBatch(liveClass.batch.id), message });
  } else {
    deliveries.push(
      {
        channel: channels.studentBatch(liveClass.batch.id),
        message: { action: 'new_class', class: liveClass },
      },
      {
        channel: channels.studentBatch(previousBatchId),
        message: { action: 'delete_class', class_id: liveClass.id },
      },
    );
  }
  return { deliveries };
}

export function classDeleted(classId: number, batchId: number): DomainEvent {
  const message = { action: 'delete_class', class_id: classId } as const;
  return {
    deliveries: [
      { channel: channels.teacherClasses(), message, audience: { role: 'teacher', batchIds: [batchId] } },
      { channel: channels.studentBatch(batchId), message },
      { channel: channels.studentClass(classId), message },
    ],
  };
}

/**
 * The student sees their own submission in the student shape; the teachers of the student's batch
 * the teacher shape, on the homework's channel and the all-homework one (on homework shared between
 * batches, the other batches' teachers hear nothing).
 */
export function submissionChanged(
  action: 'new_submission' | 'update_submission' | 'feedback',
  record: SubmissionRecord,
): DomainEvent {
  const channel = channels.homeworkSubmissions(record.homeworkId);
  const teachers = { role: 'teacher', batchIds: record.batchId === null ? [] : [record.batchId] } as const;
  const teacherMessage = { action, submission: toTeacherSubmission(record) };
  return {
    deliveries: [
      {
        channel,
        message: { action, submission: toStudentSubmission(record) },
        audience: { userId: record.studentId },
      },
      { channel, message: teacherMessage, audience: teachers },
      // The teacher's home counts what awaits review across all homework (the pending panel).
      { channel: channels.teacherHomework(), message: teacherMessage, audience: teachers },
    ],
  };
}

/** On each reached batch's channel; an announcement to one student goes to that student only. */
export function announcementSent(announcement: Announcement, batchIds: number[]): DomainEvent {
  const message = { action: 'new_announcement', announcement } as const;
  const audience = announcement.student_id === null ? undefined : { userId: announcement.student_id };
  return {
    deliveries: batchIds.map(
      (batchId): Delivery => ({ channel: channels.studentBatch(batchId), message, audience }),
    ),
  };
}

/**
 * Each notification to its recipient's own channel (with their unread count, read where they listen:
 * told-counts.ts); those alike in all but id and recipient go as one (NotificationsTold).
 */
export function notificationsSent(notified: NotificationRow[]): DomainEvent {
  const alike = new Map<string, NotificationsTold>();
  // The rows of one statement share their payload object: each is serialized once, not once a row.
  const payloadText = new Map<Record<string, unknown>, string>();
  for (const row of notified) {
    let text = payloadText.get(row.payload);
    if (text === undefined) {
      text = JSON.stringify(row.payload);
      payloadText.set(row.payload, text);
    }
    const key = `${row.kind}\u0000${row.link}\u0000${row.createdAt.getTime()}\u0000${text}`;
    let told = alike.get(key);
    if (!told) {
      const createdAt = row.createdAt.toISOString();
      told = { kind: row.kind, payload: row.payload, link: row.link, createdAt, each: [] };
      alike.set(key, told);
    }
    told.each.push([row.id, row.recipientId]);
  }
  return { deliveries: [], notifications: [...alike.values()] };
}

/** The person's other tabs and devices update their bell after a mark as read. */
export function notificationsRead(userId: number, unread: number): DomainEvent {
  return {
    deliveries: [
      { channel: channels.notifications(userId), message: { action: 'notifications_read', unread } },
    ],
  };
}

/** The teachers of the test's batches see its counts change as a student starts or submits. */
export function testCountsChanged(
  testId: number,
  batchIds: number[],
  counts: { started: number; submitted: number },
): DomainEvent {
  return {
    deliveries: [
      {
        channel: channels.teacherTests(),
        message: { action: 'test_counts', test_id: testId, ...counts },
        audience: { role: 'teacher', batchIds },
      },
    ],
  };
}

/** The tests a save checks against changed: every server drops what it keeps of them. */
export function testContentChanged(testIds: number[]): DomainEvent {
  return { deliveries: [], testContent: { testIds } };
}
