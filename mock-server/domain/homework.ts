import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BatchRef } from '../../shared/schemas/common';
import type { Homework } from '../../shared/schemas/homework';
import type { StudentSubmission } from '../../shared/schemas/submissions';
import type { Database } from '../db/client';
import { batches, homework, homeworkBatches, submissions } from '../db/schema';
import { selectSubmissionRecords, toStudentSubmission } from './submissions';

/**
 * A teacher sees every assigned batch and no submissions (they have their own call); a student sees
 * only their own batch and their own submission.
 */
export type HomeworkViewer = { role: 'teacher' } | { role: 'student'; studentId: number; batchId: number };

export type HomeworkRow = typeof homework.$inferSelect;

/** Homework assigned to at least one of these batches. */
export function assignedToAnyOf(db: Database, batchIds: number[]): SQL {
  return inArray(
    homework.id,
    db
      .select({ id: homeworkBatches.homeworkId })
      .from(homeworkBatches)
      .where(inArray(homeworkBatches.batchId, batchIds)),
  );
}

export async function homeworkBatchIds(db: Database, homeworkId: number): Promise<number[]> {
  const rows = await db
    .select({ batchId: homeworkBatches.batchId })
    .from(homeworkBatches)
    .where(eq(homeworkBatches.homeworkId, homeworkId));
  return rows.map((row) => row.batchId);
}

async function batchRefsByHomework(db: Database, homeworkIds: number[]): Promise<Map<number, BatchRef[]>> {
  const rows = await db
    .select({ homeworkId: homeworkBatches.homeworkId, id: batches.id, name: batches.name })
    .from(homeworkBatches)
    .innerJoin(batches, eq(batches.id, homeworkBatches.batchId))
    .where(inArray(homeworkBatches.homeworkId, homeworkIds))
    .orderBy(batches.name);
  const refs = new Map<number, BatchRef[]>();
  for (const row of rows) {
    refs.set(row.homeworkId, [...(refs.get(row.homeworkId) ?? []), { id: row.id, name: row.name }]);
  }
  return refs;
}

async function ownSubmissionsByHomework(
  db: Database,
  homeworkIds: number[],
  studentId: number,
): Promise<Map<number, StudentSubmission>> {
  const records = await selectSubmissionRecords(
    db,
    and(inArray(submissions.homeworkId, homeworkIds), eq(submissions.studentId, studentId)),
  );
  return new Map(records.map((record) => [record.homeworkId, toStudentSubmission(record)]));
}

export function toHomework(row: HomeworkRow, batchNames: BatchRef[], own: StudentSubmission[]): Homework {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    due_date: row.dueDate.toISOString(),
    status: row.status,
    gdrive_link: row.gdriveLink,
    allow_resubmit: row.allowResubmit,
    subject: row.subject,
    batch_names: batchNames,
    submissions: own,
    created_at: row.createdAt.toISOString(),
  };
}

/** Latest first. */
export async function selectHomework(
  db: Database,
  where: SQL | undefined,
  viewer: HomeworkViewer,
): Promise<Homework[]> {
  const rows = await db
    .select()
    .from(homework)
    .where(where)
    .orderBy(desc(homework.createdAt), desc(homework.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const refs = await batchRefsByHomework(db, ids);
  const own = viewer.role === 'student' ? await ownSubmissionsByHomework(db, ids, viewer.studentId) : null;
  return rows.map((row) => {
    const batchNames = refs.get(row.id) ?? [];
    if (!own || viewer.role !== 'student') return toHomework(row, batchNames, []);
    const submission = own.get(row.id);
    return toHomework(
      row,
      batchNames.filter((ref) => ref.id === viewer.batchId),
      submission ? [submission] : [],
    );
  });
}

export async function findHomework(db: Database, homeworkId: number, viewer: HomeworkViewer) {
  const [found] = await selectHomework(db, eq(homework.id, homeworkId), viewer);
  return found ?? null;
}
