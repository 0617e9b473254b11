import { desc, eq, exists, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { BatchRef } from '../../../shared/schemas/common';
import type { Homework } from '../../../shared/schemas/homework';
import type { Database } from '../../db/client';
import { homework, homeworkBatches, teacherBatches } from '../../db/schema';
import type { AuthUser } from '../accounts/auth-user';
import { preparedOnce } from '../prepared';
import { type OwnSubmissionFields, toStudentSubmission } from '../submissions/submissions';

export type HomeworkRow = typeof homework.$inferSelect;

export async function homeworkBatchIds(db: Database, homeworkId: number): Promise<number[]> {
  const rows = await db
    .select({ batchId: homeworkBatches.batchId })
    .from(homeworkBatches)
    .where(eq(homeworkBatches.homeworkId, homeworkId));
  return rows.map((row) => row.batchId);
}

// Column references inside a select list are written out: drizzle drops the table name there when
// the query reads one table, which would make `id` in these subqueries mean the inner table's.

/** The homework's batches as JSON, by name; only `onlyBatch` when given (a student sees their own). */
function batchRefsJson(onlyBatch?: Placeholder) {
  return sql<BatchRef[]>`coalesce((
    select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name)
    from homework_batches hb join batches b on b.id = hb.batch_id
    where hb.homework_id = "homework"."id"${onlyBatch ? sql` and hb.batch_id = ${onlyBatch}` : sql``}
  ), '[]'::json)`;
}

/** Timestamps arrive as JSON text, so the row keeps that one field as a string. */
type OwnSubmissionJson = Omit<
  OwnSubmissionFields,
  'homeworkId' | 'homeworkTitle' | 'studentId' | 'submittedAt'
> & {
  submittedAt: string;
};

/** The student's own submission to the homework as JSON, or null. */
function ownSubmissionJson(studentId: Placeholder) {
  return sql<OwnSubmissionJson | null>`(
    select json_build_object('id', s.id, 'driveLink', s.drive_link, 'submittedAt', s.submitted_at,
      'isLate', s.is_late, 'feedback', s.feedback, 'grade', s.grade)
    from submissions s
    where s.homework_id = "homework"."id" and s.student_id = ${studentId}
  )`;
}

/**
 * Each view is one statement, built and prepared once per connection handle: the homework, its batch
 * names and the student's own submission come back in one round trip. Latest first.
 */
function homeworkQuery(db: Database, where: SQL, onlyBatch?: Placeholder, ownerStudent?: Placeholder) {
  return db
    .select({
      ...getTableColumns(homework),
      batchNames: batchRefsJson(onlyBatch),
      own: ownerStudent ? ownSubmissionJson(ownerStudent) : sql<OwnSubmissionJson | null>`null`,
    })
    .from(homework)
    .where(where)
    .orderBy(desc(homework.createdAt), desc(homework.id));
}

const assignedTo = (batchId: Placeholder) =>
  exists(
    sql`(select 1 from ${homeworkBatches} where ${homeworkBatches.homeworkId} = ${homework.id} and ${homeworkBatches.batchId} = ${batchId})`,
  );

const assignedToBatchOfTeacher = (teacherId: Placeholder) =>
  exists(
    sql`(select 1 from ${homeworkBatches} join ${teacherBatches} on ${teacherBatches.batchId} = ${homeworkBatches.batchId}
      where ${homeworkBatches.homeworkId} = ${homework.id} and ${teacherBatches.teacherId} = ${teacherId})`,
  );

const forStudent = preparedOnce('homework_for_student', (db) =>
  homeworkQuery(
    db,
    assignedTo(sql.placeholder('batchId')),
    sql.placeholder('batchId'),
    sql.placeholder('studentId'),
  ),
);

const forTeacher = preparedOnce('homework_for_teacher', (db) =>
  homeworkQuery(db, assignedToBatchOfTeacher(sql.placeholder('teacherId'))),
);

const byIdForTeacher = preparedOnce('homework_by_id_for_teacher', (db) =>
  homeworkQuery(db, eq(homework.id, sql.placeholder('homeworkId'))),
);

type HomeworkQueryRow = Awaited<ReturnType<ReturnType<typeof homeworkQuery>['execute']>>[number];

function toHomework(row: HomeworkQueryRow, studentId?: number): Homework {
  const own = row.own;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    due_date: row.dueDate.toISOString(),
    status: row.status,
    gdrive_link: row.gdriveLink,
    allow_resubmit: row.allowResubmit,
    allow_late: row.allowLate,
    subject: row.subject,
    batch_names: row.batchNames,
    submissions:
      own && studentId !== undefined
        ? [
            toStudentSubmission({
              ...own,
              homeworkId: row.id,
              homeworkTitle: row.title,
              studentId,
              submittedAt: new Date(own.submittedAt),
            }),
          ]
        : [],
    created_at: row.createdAt.toISOString(),
  };
}

/** A student sees the homework of their batch, only that batch's name, and their own submission. */
export async function listHomeworkForStudent(db: Database, studentId: number, batchId: number) {
  const rows = await forStudent(db).execute({ batchId, studentId });
  return rows.map((row) => toHomework(row, studentId));
}

/** A teacher sees homework assigned to any batch they teach, with every batch it is assigned to. */
export async function listHomeworkForTeacher(db: Database, teacherId: number) {
  const rows = await forTeacher(db).execute({ teacherId });
  return rows.map((row) => toHomework(row));
}

/** One homework as a teacher sees it (no submissions: they have their own call). */
export async function findHomeworkForTeacher(db: Database, homeworkId: number): Promise<Homework | null> {
  const [row] = await byIdForTeacher(db).execute({ homeworkId });
  return row ? toHomework(row) : null;
}

/** The homework list the user sees: a teacher's batches' homework, or the student's batch's. */
export async function homeworkVisibleTo(db: Database, user: AuthUser): Promise<Homework[]> {
  if (user.role === 'teacher') return listHomeworkForTeacher(db, user.id);
  if (user.batchId === null) return [];
  return listHomeworkForStudent(db, user.id, user.batchId);
}
