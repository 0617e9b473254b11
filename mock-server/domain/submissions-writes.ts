import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { feedbackWrite, submissionWrite } from '../../shared/schemas/submissions';
import type { AuthUser } from '../context';
import type { Database } from '../db/client';
import { executeNamed } from '../db/named-statement';
import type { homework } from '../db/schema';
import { submissions } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { canNameARow } from './ids';
import { requireTaughtStudent, requireVisibleHomework } from './ownership';
import { findSubmissionRecord, handedInFields, type SubmissionRecord } from './submissions';

/**
 * Hand-ins and their feedback, each in one transaction. They answer the submission for the caller to
 * publish once the transaction has committed (docs/behaviour.md#live-updates), never before.
 */

function requireOpen(row: typeof homework.$inferSelect) {
  if (row.status !== 'open') throw conflict('This homework is closed.');
}

async function loadRecord(db: Database, submissionId: number) {
  const record = await findSubmissionRecord(db, submissionId);
  if (!record) throw notFound('No such submission.');
  return record;
}

/**
 * What the one-statement writes read back, named as SubmissionRecord names it: the written row is `w`,
 * its homework `h`, the student `st` and their batch `b`.
 */
const recordColumns = sql.raw(`w.id, w.homework_id as "homeworkId", h.title as "homeworkTitle",
  w.student_id as "studentId", st.first_name as "firstName", st.last_name as "lastName",
  b.id as "batchId", b.name as "batchName", w.drive_link as "driveLink", w.submitted_at as "submittedAt",
  w.is_late as "isLate", w.feedback, w.grade`);

/** A raw statement's timestamps are not read as Dates by every driver. */
type RecordRow = Omit<SubmissionRecord, 'submittedAt'> & { submittedAt: Date | string };

function recordOf(row: RecordRow): SubmissionRecord {
  return { ...row, submittedAt: new Date(row.submittedAt) };
}

/**
 * The usual hand-in as one statement, atomic on its own: the homework open and assigned to the
 * student's batch, no submission yet, the row inserted and read back with what the record needs.
 * Five round trips (a transaction of three reads and the insert) became one, the largest share of a
 * write's cost. Null when any check refuses: the careful path below then says which.
 */
async function handInAtOnce(
  db: Database,
  student: AuthUser,
  body: z.output<typeof submissionWrite>,
): Promise<SubmissionRecord | null> {
  if (student.role !== 'student' || student.batchId === null || !canNameARow(body.homework)) return null;
  const now = new Date();
  const rows = await executeNamed<RecordRow>(
    db,
    'hand-in-at-once',
    sql`
    with target as (
      select h.id, h.title, h.due_date
      from homework h
      where h.id = ${body.homework} and h.status = 'open' and exists (
        select 1 from homework_batches hb where hb.homework_id = h.id and hb.batch_id = ${student.batchId}
      )
    ), inserted as (
      insert into submissions (homework_id, student_id, drive_link, submitted_at, is_late)
      select t.id, ${student.id}, ${body.drive_link}, ${now}, ${now}::timestamptz > t.due_date from target t
      on conflict (homework_id, student_id) do nothing
      returning id, homework_id, student_id, drive_link, submitted_at, is_late, feedback, grade
    )
    select ${recordColumns}
    from inserted w
    join target h on h.id = w.homework_id
    join users st on st.id = w.student_id
    left join batches b on b.id = ${student.batchId}
  `,
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

/** A student's first submission to open homework of their batch. */
export async function handInSubmission(
  db: Database,
  student: AuthUser,
  body: z.output<typeof submissionWrite>,
) {
  return (await handInAtOnce(db, student, body)) ?? handInCarefully(db, student, body);
}

/** The hand-in step by step, in a transaction: it refuses with the reason (404, 403, 409). */
async function handInCarefully(db: Database, student: AuthUser, body: z.output<typeof submissionWrite>) {
  return db
    .transaction(async (tx) => {
      const { row } = await requireVisibleHomework(tx, student, body.homework);
      requireOpen(row);
      // A second submission is refused by the unique index (homework, student), caught below: no
      // read first, one round trip less for every first submission.
      const submittedAt = new Date();
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
      return loadRecord(tx, inserted.id);
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict('You have already submitted this homework.') : error;
    });
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
      throw badRequest('homework: This submission belongs to another homework.', {
        homework: ['This submission belongs to another homework.'],
      });
    }
    const { row } = await requireVisibleHomework(tx, student, existing.homeworkId);
    requireOpen(row);
    if (!row.allowResubmit) throw conflict('Resubmission is not allowed for this homework.');
    const submittedAt = new Date();
    // The update reads back what it can change; the rest of the record (the homework's title, the
    // student's name and batch) is as the transaction first read it.
    const [changed] = await tx
      .update(submissions)
      .set({ driveLink: body.drive_link, submittedAt, isLate: submittedAt > row.dueDate })
      .where(eq(submissions.id, submissionId))
      .returning(handedInFields);
    return { ...existing, ...changed };
  });
}

/**
 * Feedback as one statement when the teacher may give it: the homework assigned to a batch they
 * teach and the student now in one. Null when either check refuses (or no such submission), for the
 * careful path to say which.
 */
async function giveFeedbackAtOnce(
  db: Database,
  teacher: AuthUser,
  submissionId: number,
  body: z.output<typeof feedbackWrite>,
  gradeSent: boolean,
): Promise<SubmissionRecord | null> {
  if (teacher.role !== 'teacher' || !canNameARow(submissionId)) return null;
  const grade = gradeSent ? sql`${body.grade}` : sql`s.grade`;
  const rows = await executeNamed<RecordRow>(
    db,
    gradeSent ? 'feedback-at-once' : 'feedback-at-once-keeping-grade',
    sql`
    with updated as (
      update submissions s set feedback = ${body.feedback}, grade = ${grade}
      where s.id = ${submissionId}
        and exists (
          select 1 from homework_batches hb join teacher_batches tb on tb.batch_id = hb.batch_id
          where hb.homework_id = s.homework_id and tb.teacher_id = ${teacher.id}
        )
        and exists (
          select 1 from profiles p join teacher_batches tb on tb.batch_id = p.batch_id
          where p.user_id = s.student_id and tb.teacher_id = ${teacher.id}
        )
      returning s.id, s.homework_id, s.student_id, s.drive_link, s.submitted_at, s.is_late, s.feedback, s.grade
    )
    select ${recordColumns}
    from updated w
    join homework h on h.id = w.homework_id
    join users st on st.id = w.student_id
    left join profiles p on p.user_id = w.student_id
    left join batches b on b.id = p.batch_id
  `,
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

/**
 * A teacher's feedback on a submission of a student of their batches; the grade changes only when
 * `gradeSent`, so editing feedback keeps a grade given earlier.
 */
export async function writeFeedback(
  db: Database,
  teacher: AuthUser,
  submissionId: number,
  body: z.output<typeof feedbackWrite>,
  gradeSent: boolean,
) {
  return (
    (await giveFeedbackAtOnce(db, teacher, submissionId, body, gradeSent)) ??
    giveFeedbackCarefully(db, teacher, submissionId, body, gradeSent)
  );
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
    return { ...existing, ...changed };
  });
}
