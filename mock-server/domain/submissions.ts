import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { StudentSubmission, TeacherSubmission } from '../../shared/schemas/submissions';
import type { Database } from '../db/client';
import { batches, homework, profiles, submissions, users } from '../db/schema';

/** A submission with what either view needs: the homework title and the student's name and batch. */
export type SubmissionRecord = Awaited<ReturnType<typeof selectSubmissionRecords>>[number];

export async function selectSubmissionRecords(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: submissions.id,
      homeworkId: submissions.homeworkId,
      homeworkTitle: homework.title,
      studentId: submissions.studentId,
      firstName: users.firstName,
      lastName: users.lastName,
      batchId: batches.id,
      batchName: batches.name,
      driveLink: submissions.driveLink,
      submittedAt: submissions.submittedAt,
      isLate: submissions.isLate,
      feedback: submissions.feedback,
      grade: submissions.grade,
    })
    .from(submissions)
    .innerJoin(homework, eq(homework.id, submissions.homeworkId))
    .innerJoin(users, eq(users.id, submissions.studentId))
    .leftJoin(profiles, eq(profiles.userId, submissions.studentId))
    .leftJoin(batches, eq(batches.id, profiles.batchId))
    .where(where)
    .orderBy(desc(submissions.submittedAt), desc(submissions.id));
}

/** Submissions of students who are now in one of these batches (a condition for selectSubmissionRecords). */
export function ofStudentsIn(batchIds: number[]): SQL {
  return inArray(profiles.batchId, batchIds);
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

function commonFields(record: SubmissionRecord) {
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

export function toStudentSubmission(record: SubmissionRecord): StudentSubmission {
  return { ...commonFields(record), student: record.studentId };
}

export function toTeacherSubmission(record: SubmissionRecord): TeacherSubmission {
  return {
    ...commonFields(record),
    student: {
      id: record.studentId,
      first_name: record.firstName,
      last_name: record.lastName,
      batch:
        record.batchId !== null && record.batchName !== null
          ? { id: record.batchId, name: record.batchName }
          : null,
    },
  };
}
