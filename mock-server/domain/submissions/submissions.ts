import { and, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/schemas/auth';
import type { StudentSubmission, TeacherSubmission } from '../../../shared/schemas/submissions';
import type { Database } from '../../db/client';
import { batches, homework, homeworkBatches, profiles, submissions, users } from '../../db/schema';
import { batchesTaughtBy } from '../access/access';
import { requireVisibleHomework } from '../access/ownership';
import type { AuthUser } from '../accounts/auth-user';
import { canNameARow } from '../ids';
import { preparedOnce } from '../prepared';
import { batchColumns, batchRefOf } from '../students/student-columns';

/** A submission with what either view needs: the homework title and the student's name and batch. */
export type SubmissionRecord = Awaited<ReturnType<typeof selectSubmissionRecords>>[number];

/** What the submission row itself says: the link handed in, when, and the teacher's answer. */
export const handedInFields = {
  driveLink: submissions.driveLink,
  submittedAt: submissions.submittedAt,
  isLate: submissions.isLate,
  feedback: submissions.feedback,
  grade: submissions.grade,
};

function submissionRecordsQuery(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: submissions.id,
      homeworkId: submissions.homeworkId,
      homeworkTitle: homework.title,
      studentId: submissions.studentId,
      firstName: users.firstName,
      lastName: users.lastName,
      ...batchColumns,
      ...handedInFields,
    })
    .from(submissions)
    .innerJoin(homework, eq(homework.id, submissions.homeworkId))
    .innerJoin(users, eq(users.id, submissions.studentId))
    .leftJoin(profiles, eq(profiles.userId, submissions.studentId))
    .leftJoin(batches, eq(batches.id, profiles.batchId))
    .where(where)
    .orderBy(desc(submissions.submittedAt), desc(submissions.id));
}

export async function selectSubmissionRecords(db: Database, where: SQL | undefined) {
  return submissionRecordsQuery(db, where);
}

const ofHomework = eq(submissions.homeworkId, sql.placeholder('homeworkId'));

/**
 * The submissions to a homework a teacher may see: only when it is assigned to a batch they teach,
 * and only of students now in one of those batches (shared homework has other teachers' students).
 */
const visibleToTeacher = preparedOnce('submissions_visible_to_teacher', (db) => {
  const taught = batchesTaughtBy(db, sql.placeholder('teacherId'));
  const assignedToTaughtBatch = db
    .select({ one: sql`1` })
    .from(homeworkBatches)
    .where(
      and(eq(homeworkBatches.homeworkId, submissions.homeworkId), inArray(homeworkBatches.batchId, taught)),
    );
  return submissionRecordsQuery(
    db,
    and(ofHomework, inArray(profiles.batchId, taught), exists(assignedToTaughtBatch)),
  );
});

/** A student's own submission to a homework, only when it is assigned to their batch. */
const visibleToStudent = preparedOnce('submission_visible_to_student', (db) => {
  const assignedToOwnBatch = db
    .select({ one: sql`1` })
    .from(homeworkBatches)
    .where(
      and(
        eq(homeworkBatches.homeworkId, submissions.homeworkId),
        eq(homeworkBatches.batchId, sql.placeholder('batchId')),
      ),
    );
  return submissionRecordsQuery(
    db,
    and(ofHomework, eq(submissions.studentId, sql.placeholder('studentId')), exists(assignedToOwnBatch)),
  );
});

/**
 * What GET /api/homework/{id}/submissions/ lists, in one statement. Empty says nothing about why (no
 * such homework, not the viewer's, or nothing handed in yet): the caller tells those apart.
 */
export async function submissionsVisibleTo(
  db: Database,
  viewer: { id: number; role: Role; batchId: number | null },
  homeworkId: number,
): Promise<SubmissionRecord[]> {
  if (viewer.role === 'teacher') return visibleToTeacher(db).execute({ homeworkId, teacherId: viewer.id });
  if (viewer.batchId === null) return [];
  return visibleToStudent(db).execute({ homeworkId, studentId: viewer.id, batchId: viewer.batchId });
}

/** The submissions to a homework the user sees; refuses homework they may not see (403) or none (404). */
export async function requireSubmissionsOfHomework(db: Database, user: AuthUser, homeworkId: number) {
  const records = canNameARow(homeworkId) ? await submissionsVisibleTo(db, user, homeworkId) : [];
  // Nothing listed: no such homework (404), not the user's (403), or none handed in yet.
  if (records.length === 0) await requireVisibleHomework(db, user, homeworkId);
  return records;
}

export async function findSubmissionRecord(db: Database, submissionId: number) {
  const [found] = await selectSubmissionRecords(db, eq(submissions.id, submissionId));
  return found ?? null;
}

export async function findStudentSubmission(db: Database, homeworkId: number, studentId: number) {
  const [found] = await selectSubmissionRecords(
    db,
    and(eq(submissions.homeworkId, homeworkId), eq(submissions.studentId, studentId)),
  );
  return found ?? null;
}

/** What a student's own view of a submission needs: no names, no batch. */
export type OwnSubmissionFields = Omit<SubmissionRecord, 'firstName' | 'lastName' | 'batchId' | 'batchName'>;

function commonFields(record: OwnSubmissionFields) {
  return {
    id: record.id,
    homework: record.homeworkId,
    homework_title: record.homeworkTitle,
    drive_link: record.driveLink,
    submitted_at: record.submittedAt.toISOString(),
    is_late: record.isLate,
    feedback: record.feedback,
    grade: record.grade,
  };
}

export function toStudentSubmission(record: OwnSubmissionFields): StudentSubmission {
  return { ...commonFields(record), student: record.studentId };
}

export function toTeacherSubmission(record: SubmissionRecord): TeacherSubmission {
  return {
    ...commonFields(record),
    student: {
      id: record.studentId,
      first_name: record.firstName,
      last_name: record.lastName,
      batch: batchRefOf(record),
    },
  };
}
