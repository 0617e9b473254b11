import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../shared/messages';
import { refusesLateWork } from '../../../shared/schemas/homework';
import type { feedbackWrite, submissionWrite } from '../../../shared/schemas/submissions';
import type { Database } from '../../db/client';
import { violatedForeignKey } from '../../db/foreign-key-violation';
import type { homework } from '../../db/schema';
import { submissions } from '../../db/schema';
import { unknownTokenDetail } from '../access/access';
import { requireTaughtStudent, requireVisibleHomework } from '../access/ownership';
import type { AuthUser } from '../accounts/auth-user';
import { conflict, forbidden, invalid, notFound, notSignedIn } from '../errors';
import { canNameARow } from '../ids';
import { noticeResubmission } from '../notifications/notices';
import { giveFeedbackBatched, handInBatched, type NotifiedRecord } from './batched-writes';
import { findStudentSubmission, findSubmissionRecord, handedInFields } from './submissions';

/**
 * Hand-ins and their feedback, each written in one statement; resubmission in one transaction. They
 * answer the submission for the caller to publish once the write has committed
 * (docs/behaviour.md#live-updates), never before.
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
 * Writes with `write`, one statement that writes only what the rules allow; when it wrote nothing,
 * `refuse` reads the state and throws the rule it breaks. Should the state have changed meanwhile so
 * that no rule refuses, the write is tried once more.
 */
async function writeOrRefuse(
  write: () => Promise<NotifiedRecord | null>,
  refuse: () => Promise<void>,
): Promise<NotifiedRecord> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const written = await write();
    if (written) return written;
    await refuse();
  }
  throw conflict('This submission changed while it was written; try again.');
}

/**
 * A student's first submission, in one statement (batched-writes.ts): where the homework is open,
 * takes work now (open to late work or not yet due) and is assigned to the student's batch, and the
 * student has not handed it in yet. A refusal reads the state and says which failed (404, 403, 409).
 */
export async function handInSubmission(
  db: Database,
  student: AuthUser,
  body: z.output<typeof submissionWrite>,
) {
  const insert = async () => {
    if (student.batchId === null || !canNameARow(body.homework)) return null;
    const ask = {
      homeworkId: body.homework,
      studentId: student.id,
      batchId: student.batchId,
      driveLink: body.drive_link,
    };
    return handInBatched(db, ask).catch((error: unknown) => {
      throw refusalForDeletedRow(error) ?? error;
    });
  };
  return writeOrRefuse(insert, async () => {
    const { row } = await requireVisibleHomework(db, student, body.homework);
    requireOpen(row);
    requireLateWorkAccepted(row, new Date());
    if (await findStudentSubmission(db, row.id, student.id)) {
      throw conflict('You have already submitted this homework.');
    }
  });
}

/**
 * What to answer when a row the hand-in names was deleted after the guard read it (by the foreign
 * key it broke): what the next request would be told, rather than a fault.
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
    return { ...record, notified: await noticeResubmission(tx, record) };
  });
}

/**
 * A teacher's feedback, in one statement (batched-writes.ts): on a submission to homework assigned to a batch they teach,
 * by a student now in one of those batches. The grade changes only when `gradeSent`, so editing
 * feedback keeps a grade given earlier. A refusal says which of those failed (404, 403).
 */
export async function writeFeedback(
  db: Database,
  teacher: AuthUser,
  submissionId: number,
  body: z.output<typeof feedbackWrite>,
  gradeSent: boolean,
) {
  const update = async () => {
    if (!canNameARow(submissionId)) return null;
    const ask = {
      submissionId,
      teacherId: teacher.id,
      feedback: body.feedback,
      grade: body.grade,
      gradeSent,
    };
    return giveFeedbackBatched(db, ask);
  };
  return writeOrRefuse(update, async () => {
    const existing = await loadRecord(db, submissionId);
    const { viewerBatchIds } = await requireVisibleHomework(db, teacher, existing.homeworkId);
    requireTaughtStudent(existing, viewerBatchIds);
  });
}
