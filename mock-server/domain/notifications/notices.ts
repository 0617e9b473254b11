import { type SQL, sql } from 'drizzle-orm';
import { excerpt } from '../../../shared/notifications';
import type { Announcement } from '../../../shared/schemas/announcements';
import type { LiveClass } from '../../../shared/schemas/classes';
import type { Database } from '../../db/client';
import type { homework } from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import type { NotificationRow } from './notifications';
import {
  chosenChoices,
  nextNotificationId,
  notificationsWritten,
  notify,
  recipients,
} from './notifications-writes';
import { choicesOf } from './preferences';
import { classLinkCheck } from './scheduled-notices';

/**
 * What each change tells whom (shared/notifications.ts), called inside the change's own transaction:
 * one statement for however many recipients. Each answers the rows written, for the caller to deliver
 * once committed.
 */

type HomeworkRow = typeof homework.$inferSelect;
type HomeworkFacts = Pick<HomeworkRow, 'id' | 'title' | 'dueDate' | 'gdriveLink'>;

export const notificationLinks = {
  studentHomework: '/dashboard/homework',
  studentHome: '/dashboard',
  studentTests: '/dashboard/tests',
  submissions: (homeworkId: number) => `/teacher/homework/${homeworkId}/submissions`,
  applications: '/admin/applications',
};

const none: NotificationRow[] = [];

function newHomework(tx: Database, row: HomeworkFacts, batchIds: number[]) {
  if (batchIds.length === 0) return none;
  return notify(
    tx,
    'homework_new',
    recipients.studentsOfBatches(batchIds),
    { homework_id: row.id, title: row.title, due_date: row.dueDate.toISOString() },
    notificationLinks.studentHomework,
  );
}

function withdrawnHomework(tx: Database, homeworkId: number, title: string, batchIds: number[]) {
  if (batchIds.length === 0) return none;
  return notify(
    tx,
    'homework_deleted',
    recipients.studentsOfBatches(batchIds),
    { homework_id: homeworkId, title },
    notificationLinks.studentHomework,
  );
}

export const noticeHomeworkAssigned = (tx: Database, row: HomeworkFacts, batchIds: number[]) =>
  newHomework(tx, row, batchIds);

/**
 * Students of batches the homework keeps hear of a new due date or link (other edits are not worth a
 * notification); a batch added hears of it as new, a batch removed as withdrawn.
 */
export async function noticeHomeworkReplaced(
  tx: Database,
  before: HomeworkFacts,
  previousBatchIds: number[],
  after: HomeworkFacts,
  batchIds: number[],
): Promise<NotificationRow[]> {
  const kept = batchIds.filter((id) => previousBatchIds.includes(id));
  const changed = [
    ...(before.dueDate.getTime() !== after.dueDate.getTime() ? (['due_date'] as const) : []),
    ...((before.gdriveLink ?? null) !== (after.gdriveLink ?? null) ? (['link'] as const) : []),
  ];
  const written = [
    ...(kept.length > 0 && changed.length > 0
      ? await notify(
          tx,
          'homework_changed',
          recipients.studentsOfBatches(kept),
          { homework_id: after.id, title: after.title, due_date: after.dueDate.toISOString(), changed },
          notificationLinks.studentHomework,
        )
      : none),
    ...(await newHomework(
      tx,
      after,
      batchIds.filter((id) => !previousBatchIds.includes(id)),
    )),
    ...(await withdrawnHomework(
      tx,
      after.id,
      after.title,
      previousBatchIds.filter((id) => !batchIds.includes(id)),
    )),
  ];
  return written;
}

export const noticeHomeworkRemoved = (tx: Database, row: { id: number; title: string }, batchIds: number[]) =>
  withdrawnHomework(tx, row.id, row.title, batchIds);

const classRef = (found: LiveClass) => ({
  class_id: found.id,
  topic: found.topic,
  start_time: found.start_time,
});

/** Queues the check that tells the class's teachers, an hour before, if it still has no link. */
async function checkLinkBeforeStart(tx: Database, found: LiveClass) {
  const job = classLinkCheck(found);
  if (job) await enqueueJob(tx, job);
}

export async function noticeClassScheduled(tx: Database, found: LiveClass) {
  await checkLinkBeforeStart(tx, found);
  return notify(
    tx,
    'class_scheduled',
    recipients.studentsOfBatches([found.batch.id]),
    classRef(found),
    notificationLinks.studentHome,
  );
}

/**
 * A class moved in time, or given a new link, is told to its batch; a class moved to another batch is
 * new to that batch and cancelled for the one it left. Other edits (topic, notes) are not notified.
 */
export async function noticeClassRescheduled(
  tx: Database,
  before: LiveClass,
  after: LiveClass,
): Promise<NotificationRow[]> {
  const link = notificationLinks.studentHome;
  if (before.batch.id !== after.batch.id) {
    return [...(await noticeClassScheduled(tx, after)), ...(await noticeClassCancelled(tx, before))];
  }
  const batch = recipients.studentsOfBatches([after.batch.id]);
  const written: NotificationRow[] = [];
  if (Date.parse(before.start_time) !== Date.parse(after.start_time)) {
    await checkLinkBeforeStart(tx, after);
    written.push(
      ...(await notify(
        tx,
        'class_moved',
        batch,
        { ...classRef(after), previous_start_time: before.start_time },
        link,
      )),
    );
  }
  if (after.zoom_link && after.zoom_link !== before.zoom_link) {
    written.push(...(await notify(tx, 'class_link_changed', batch, classRef(after), link)));
  }
  return written;
}

export function noticeClassCancelled(tx: Database, found: LiveClass) {
  return notify(
    tx,
    'class_cancelled',
    recipients.studentsOfBatches([found.batch.id]),
    { class_id: found.id, topic: found.topic, start_time: found.start_time },
    notificationLinks.studentHome,
  );
}

/** An announcement reaches the students it is shown to: one student, or the batches it reached. */
export function noticeAnnouncement(tx: Database, sent: Announcement, reachedBatchIds: number[]) {
  const to =
    sent.student_id !== null
      ? recipients.user(sent.student_id)
      : recipients.studentsOfBatches(reachedBatchIds);
  return notify(
    tx,
    'announcement',
    to,
    { teacher_name: sent.teacher_name, message: excerpt(sent.message) },
    notificationLinks.studentHome,
  );
}

export function noticeReminder(tx: Database, studentId: number, teacherName: string, row: HomeworkFacts) {
  return notify(
    tx,
    'teacher_reminder',
    recipients.user(studentId),
    { homework_id: row.id, title: row.title, teacher_name: teacherName },
    notificationLinks.studentHomework,
  );
}

/** What a resubmission notice needs of the submission. */
type SubmissionFacts = {
  homeworkId: number;
  homeworkTitle: string;
  studentId: number;
  firstName: string;
  lastName: string;
  batchId: number | null;
};

/**
 * The teachers of the student's batch hear of a resubmission (on shared homework, the other batches'
 * do not); a first hand-in tells them in its batched statement (batchedNotices.handIns).
 */
export function noticeResubmission(tx: Database, record: SubmissionFacts) {
  if (record.batchId === null) return none;
  return notify(
    tx,
    'submission_resubmitted',
    recipients.teachersOfBatches([record.batchId]),
    {
      homework_id: record.homeworkId,
      title: record.homeworkTitle,
      student_id: record.studentId,
      student_name: `${record.firstName} ${record.lastName}`.trim(),
    },
    notificationLinks.submissions(record.homeworkId),
  );
}

/**
 * The notices of the batched hand-in and feedback statements (domain/submissions/batched-writes.ts),
 * their only writes: the common table expression `notified` inserts them in that statement, so with
 * its writes or not at all, from `written`, a table with the columns homework_id, title, student_id,
 * first_name, last_name and batch_id (hand-ins: the teachers of the student's batch hear of it) or
 * grade (feedback: the student does); `mailed` queues the mail of those who want it at once, and
 * `queued_pushes` the pushes of those who want it pushed; `told` adds what their live message needs.
 * `notifiedOf` reads back those of one written row `w`.
 */
export const batchedNotices = {
  handIns: (written: SQL) =>
    notificationsWritten(sql`
      select ${nextNotificationId} as id, tb.teacher_id as "recipientId", 'submission_new'::text as kind,
        jsonb_build_object('homework_id', w.homework_id, 'title', w.title, 'student_id', w.student_id,
          'student_name', trim(w.first_name || ' ' || w.last_name)) as payload,
        '/teacher/homework/' || w.homework_id || '/submissions' as link, ${chosenChoices}
      from (${written}) w
      join teacher_batches tb on tb.batch_id = w.batch_id
      join users tu on tu.id = tb.teacher_id and tu.deactivated_at is null
      cross join lateral ${choicesOf(sql`select tb.teacher_id`, sql.raw(`'submission_new'::text`))} c`),
  feedback: (written: SQL) =>
    notificationsWritten(sql`
      select ${nextNotificationId} as id, w.student_id as "recipientId", 'feedback_given'::text as kind,
        jsonb_build_object('homework_id', w.homework_id, 'title', w.title, 'grade', w.grade) as payload,
        ${notificationLinks.studentHomework}::text as link, ${chosenChoices}
      from (${written}) w
      cross join lateral ${choicesOf(sql`select w.student_id`, sql.raw(`'feedback_given'::text`))} c`),
  /** The rows `notified` wrote about the written row `w` (its homework and student), as a JSON array. */
  notifiedOf: sql`(select coalesce(json_agg(n), '[]') from (select n.* from told n
    where (n.payload->>'homework_id')::int = w.homework_id
      and (n.kind = 'feedback_given' and n."recipientId" = w.student_id
        or (n.payload->>'student_id')::int = w.student_id)) n) as notified`,
};

export function noticeApplication(
  tx: Database,
  application: { id: number; reference: string; programme: string; studentName: string },
) {
  return notify(
    tx,
    'application_new',
    recipients.admins(),
    {
      application_id: application.id,
      reference: application.reference,
      programme: application.programme,
      student_name: application.studentName,
    },
    notificationLinks.applications,
  );
}

/** Everyone whose attempt was graded hears that a dropped question or a corrected key changed the marks. */
export function noticeTestRegraded(
  tx: Database,
  test: { id: number; title: string },
  change: 'dropped' | 'key_changed',
) {
  return notify(
    tx,
    'test_regraded',
    recipients.studentsWhoSat(test.id),
    { test_id: test.id, title: test.title, change },
    notificationLinks.studentTests,
  );
}

/** The students of the test's batches hear it is open, each once, whenever its window opens. */
export function noticeTestOpen(tx: Database, test: { id: number; title: string; closesAt: Date }) {
  return notify(
    tx,
    'test_open',
    recipients.studentsOfTestUntold(test.id, 'test_open'),
    { test_id: test.id, title: test.title, closes_at: test.closesAt.toISOString() },
    notificationLinks.studentTests,
  );
}

/** Students whose results are released hear it once: one student on their submission, or all who sat. */
export function noticeTestResults(
  tx: Database,
  test: { id: number; title: string },
  studentId: number | null,
) {
  return notify(
    tx,
    'test_results',
    recipients.studentsWhoSatUntold(test.id, 'test_results', studentId),
    { test_id: test.id, title: test.title },
    notificationLinks.studentTests,
  );
}
