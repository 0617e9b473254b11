import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { homeworkWrite } from '../../../shared/schemas/homework';
import type { Database } from '../../db/client';
import { homework, homeworkBatches, submissions } from '../../db/schema';
import { requireTaughtBatches, requireWholeHomework } from '../access/ownership';
import type { AuthUser } from '../accounts/auth-user';
import { refuseArchivedBatches } from '../batches/batches';
import { notFound } from '../errors';
import {
  noticeHomeworkAssigned,
  noticeHomeworkRemoved,
  noticeHomeworkReplaced,
} from '../notifications/notices';
import { selectSubmissionRecords } from '../submissions/submissions';
import { findHomeworkForTeacher } from './homework';

/**
 * A teacher's changes to homework, each in one transaction. They answer what the caller publishes
 * once the transaction has committed (docs/behaviour.md#live-updates), never before.
 */

type HomeworkWrite = z.output<typeof homeworkWrite>;

function homeworkValues(body: HomeworkWrite) {
  return {
    title: body.title,
    description: body.description,
    dueDate: new Date(body.due_date),
    status: body.status,
    gdriveLink: body.gdrive_link,
    allowResubmit: body.allow_resubmit,
    allowLate: body.allow_late,
    subject: body.subject,
  };
}

async function addBatches(db: Database, homeworkId: number, batchIds: number[]) {
  await db.insert(homeworkBatches).values(batchIds.map((batchId) => ({ homeworkId, batchId })));
}

async function replaceBatches(db: Database, homeworkId: number, batchIds: number[]) {
  await db.delete(homeworkBatches).where(eq(homeworkBatches.homeworkId, homeworkId));
  await addBatches(db, homeworkId, batchIds);
}

async function loadTeacherView(db: Database, homeworkId: number) {
  const view = await findHomeworkForTeacher(db, homeworkId);
  if (!view) throw notFound('No such homework.');
  return view;
}

/** New homework for some of the teacher's batches; answers it as the teacher sees it, and whom it notified. */
export async function assignHomework(db: Database, teacherId: number, body: HomeworkWrite) {
  const batchIds = [...new Set(body.batch_ids)];
  return db.transaction(async (tx) => {
    await requireTaughtBatches(tx, teacherId, batchIds);
    await refuseArchivedBatches(tx, batchIds);
    const [row] = await tx
      .insert(homework)
      .values({ ...homeworkValues(body), createdBy: teacherId })
      .returning({ id: homework.id });
    await addBatches(tx, row.id, batchIds);
    const view = await loadTeacherView(tx, row.id);
    const notified = await noticeHomeworkAssigned(tx, { ...homeworkValues(body), id: row.id }, batchIds);
    return { view, notified };
  });
}

/**
 * Replaces homework wholly of the teacher's batches; answers it, the batches it had before and its
 * submissions (a batch it leaves loses them from view).
 */
export async function replaceHomework(
  db: Database,
  teacher: AuthUser,
  homeworkId: number,
  body: HomeworkWrite,
) {
  return db.transaction(async (tx) => {
    const { row: before, batchIds: previousBatchIds } = await requireWholeHomework(tx, teacher, homeworkId);
    await requireTaughtBatches(tx, teacher.id, body.batch_ids);
    // Updating the row first also locks it, so concurrent rewrites of its batches queue up behind.
    const [after] = await tx
      .update(homework)
      .set(homeworkValues(body))
      .where(eq(homework.id, homeworkId))
      .returning();
    const batchIds = [...new Set(body.batch_ids)];
    await replaceBatches(tx, homeworkId, batchIds);
    return {
      view: await loadTeacherView(tx, homeworkId),
      previousBatchIds,
      submitted: await selectSubmissionRecords(tx, eq(submissions.homeworkId, homeworkId)),
      notified: await noticeHomeworkReplaced(tx, before, previousBatchIds, after, batchIds),
    };
  });
}

/** Deletes homework wholly of the teacher's batches, with its submissions; answers its batches and whom it notified. */
export async function removeHomework(db: Database, teacher: AuthUser, homeworkId: number) {
  return db.transaction(async (tx) => {
    const { row, batchIds } = await requireWholeHomework(tx, teacher, homeworkId);
    await tx.delete(homework).where(eq(homework.id, homeworkId));
    return { batchIds, notified: await noticeHomeworkRemoved(tx, row, batchIds) };
  });
}
