import { and, asc, eq, exists, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { MissingStudent } from '../../../shared/schemas/reminders';
import type { Database } from '../../db/client';
import { batches, homeworkBatches, profiles, submissions, teacherBatches, users } from '../../db/schema';
import { studentNameAndBatch } from '../students/student-columns';

/**
 * The students now in the homework's batches that the teacher teaches (the ones whose submissions the
 * teacher sees), narrowed by `where`, by batch and name, in one statement.
 */
async function studentsOfHomework(db: Database, homeworkId: number, teacherId: number, where: SQL) {
  const taughtBatchesOfHomework = db
    .select({ batchId: homeworkBatches.batchId })
    .from(homeworkBatches)
    .innerJoin(teacherBatches, eq(teacherBatches.batchId, homeworkBatches.batchId))
    .where(and(eq(homeworkBatches.homeworkId, homeworkId), eq(teacherBatches.teacherId, teacherId)));
  const rows = await db
    .select(studentNameAndBatch)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(batches, eq(batches.id, profiles.batchId))
    .where(and(eq(users.role, 'student'), inArray(profiles.batchId, taughtBatchesOfHomework), where))
    .orderBy(asc(batches.name), asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(
    (row): MissingStudent => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      batch: { id: row.batchId, name: row.batchName },
    }),
  );
}

const handedIn = (db: Database, homeworkId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(submissions)
      .where(and(eq(submissions.homeworkId, homeworkId), eq(submissions.studentId, users.id))),
  );

/** Who in the teacher's batches of the homework has handed nothing in. */
export function missingStudentsOf(db: Database, homeworkId: number, teacherId: number) {
  return studentsOfHomework(db, homeworkId, teacherId, not(handedIn(db, homeworkId)));
}

/** One student in the teacher's batches of the homework, whether or not they handed it in. */
export async function findStudentOfHomework(
  db: Database,
  homeworkId: number,
  teacherId: number,
  studentId: number,
) {
  const [found] = await studentsOfHomework(db, homeworkId, teacherId, eq(users.id, studentId));
  return found ?? null;
}
