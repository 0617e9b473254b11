import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../shared/messages';
import { refusesLateWork } from '../../../shared/schemas/homework';
import type { feedbackWrite, submissionWrite } from '../../../shared/schemas/submissions';
import type { LogLevel } from '../../config';
import type { Database } from '../../db/client';
import { violatedForeignKey } from '../../db/foreign-key-violation';
import type { homework } from '../../db/schema';
import { submissions } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { unknownTokenDetail } from '../access/access';
import { requireTaughtStudent, requireVisibleHomework } from '../access/ownership';
import type { AuthUser } from '../accounts/auth-user';
import { conflict, forbidden, invalid, notFound, notSignedIn } from '../errors';
import { canNameARow } from '../ids';
import { noticeFeedback, noticeHandIn } from '../notifications/notices';
import { findSubmissionRecord, handedInFields } from './submissions';
import { giveFeedbackTogether, handInTogether } from './submissions-together';

/**
 * Hand-ins and their feedback, each in one transaction. They answer the submission for the caller to
 * publish once the transaction has committed (docs/behaviour.md#live-updates), never before.
 */

function requireOpen(row: typeof homework.$inferSelect) {
  if (row.status !== 'open') throw conflict('This homework is closed.');
}

/** Work handed in at `at` must be on time where the teacher closed the homework to late work. */
function requireLateWorkAccepted(row: typeof homework.$inferSelect, at: Date) {
  if (refusesLateWork(row.dueDate, row.allowLate, at)) throw conflict(messages.student.lateWorkRefused);
}

async function loadRecord(db: Database, submissionId: number) {
  const record = await findSubmissionRecord(db, submissionId);
  if (!record) throw notFound('No such submission.');
  return record;
}

/**
 * A student's first submission to open homework of their batch: in one statement with the hand-ins
 * arriving alongside it, and step by step when that statement refused it, to say why.
 */
export async function handInSubmission(
  db: Database,
  student: AuthUser,
  body: z.output<typeof submissionWrite>,
  logLevel: LogLevel,
) {
  const handedIn =
    student.role === 'student' && student.batchId !== null && canNameARow(body.homework)
      ? await handInTogether(
          db,
          {
            homeworkId: body.homework,
            studentId: student.id,
            batchId: student.batchId,
            driveLink: body.drive_link,
          },
          logLevel,
        )
      : null;
  return handedIn ?? handInCarefully(db, student, body);
}

/** The hand-in step by step, in a transaction: it refuses with the reason (404, 403, 409). */
async function handInCarefully(db: Database, student: AuthUser, body: z.output<typeof submissionWrite>) {
  return db
    .transaction(async (tx) => {
      const { row } = await requireVisibleHomework(tx, student, body.homework);
      requireOpen(row);
      const submittedAt = new Date();
      requireLateWorkAccepted(row, submittedAt);
      // A second submission is refused by the unique index (homework, student), caught below: no
      // read first, one round trip less for every first submission.
      const [inserted] = await tx
        .insert(submissions)
        .values({
          homeworkId: row.id,
          studentId: student.id,
          driveLink: body.drive_link,
          submittedAt,
          isLate: submittedAt > row.dueDate,
        })
        .returning({ id: submissions.id });
      const record = await loadRecord(tx, inserted.id);
      return { ...record, notified: await noticeHandIn(tx, record, false) };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict('You have already submitted this homework.');
      throw refusalForDeletedRow(error) ?? error;
    });
}

/**
 * What to answer when a row the hand-in names was deleted after the transaction read it (by the
 * foreign key it broke): what the next request would be told, rather than a fault.
 */
const refusalsForDeletedRows: Record<string, () => Error> = {
  submissions_student_id_users_id_fk: () => notSignedIn(unknownTokenDetail),
  submissions_homework_id_homework_id_fk: () => notFound('No such homework.'),
};

function refusalForDeletedRow(error: unknown) {
  return refusalsForDeletedRows[violatedForeignKey(error) ?? '']?.();
}

/** A student's own submission handed in again, where the homework is open and allows it. */
export async function resubmitSubmission(
  db: Database,
  student: AuthUser,
  submissionId: number,
  body: z.output<typeof submissionWrite>,
) {
  return db.transaction(async (tx) => {
    const existing = await loadRecord(tx, submissionId);
    if (existing.studentId !== student.id) throw forbidden('This submission is not yours.');
    if (existing.homeworkId !== body.homework) {
      throw invalid('homework: This submission belongs to another homework.', {
        homework: ['This submission belongs to another homework.'],
      });
    }
    const { row } = await requireVisibleHomework(tx, student, existing.homeworkId);
    requireOpen(row);
    if (!row.allowResubmit) throw conflict('Resubmission is not allowed for this homework.');
    const submittedAt = new Date();
    requireLateWorkAccepted(row, submittedAt);
    // The update reads back what it can change; the rest of the record (the homework's title, the
    // student's name and batch) is as the transaction first read it.
    const [changed] = await tx
      .update(submissions)
      .set({ driveLink: body.drive_link, submittedAt, isLate: submittedAt > row.dueDate })
      .where(eq(submissions.id, submissionId))
      .returning(handedInFields);
    const record = { ...existing, ...changed };
    return { ...record, notified: await noticeHandIn(tx, record, true) };
  });
}

/**
 * A teacher's feedback on a submission of a student of their batches; the grade changes only when
 * `gradeSent`, so editing feedback keeps a grade given earlier. In one statement with the feedback
 * arriving alongside it, and step by step when that statement refused it, to say why.
 */
export async function writeFeedback(
  db: Database,
  teacher: AuthUser,
  submissionId: number,
  body: z.output<typeof feedbackWrite>,
  gradeSent: boolean,
  logLevel: LogLevel,
) {
  const given =
    teacher.role === 'teacher' && canNameARow(submissionId)
      ? await giveFeedbackTogether(
          db,
          {
            submissionId,
            teacherId: teacher.id,
            feedback: body.feedback,
            grade: body.grade,
            gradeSent,
          },
          logLevel,
        )
      : null;
  return given ?? giveFeedbackCarefully(db, teacher, submissionId, body, gradeSent);
}

/** Feedback step by step, in a transaction: it refuses with the reason (404, 403). */
async function giveFeedbackCarefully(
  db: Database,
  teacher: AuthUser,
  submissionId: number,
  body: z.output<typeof feedbackWrite>,
  gradeSent: boolean,
) {
  return db.transaction(async (tx) => {
    const existing = await loadRecord(tx, submissionId);
    const { viewerBatchIds } = await requireVisibleHomework(tx, teacher, existing.homeworkId);
    requireTaughtStudent(existing, viewerBatchIds);
    const [changed] = await tx
      .update(submissions)
      .set({ feedback: body.feedback, ...(gradeSent ? { grade: body.grade } : {}) })
      .where(eq(submissions.id, submissionId))
      .returning(handedInFields);
    const record = { ...existing, ...changed };
    return { ...record, notified: await noticeFeedback(tx, record) };
  });
}
