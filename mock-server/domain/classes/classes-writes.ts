import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { classWrite } from '../../../shared/schemas/classes';
import type { Database } from '../../db/client';
import { classes } from '../../db/schema';
import { teacherBatchIds } from '../access/access';
import { requireTaughtBatches } from '../access/ownership';
import { refuseArchivedBatches } from '../batches/batches';
import { forbidden, notFound } from '../errors';
import { noticeClassCancelled, noticeClassRescheduled, noticeClassScheduled } from '../notifications/notices';
import { findClass } from './classes';

/**
 * A teacher's changes to their live classes, each in one transaction. They answer what the caller
 * publishes once the transaction has committed (docs/behaviour.md#live-updates), never before.
 */

type ClassWrite = z.output<typeof classWrite>;

function classValues({ topic, batch_id, start_time, zoom_link, status, notes }: ClassWrite) {
  return { topic, batchId: batch_id, startTime: new Date(start_time), zoomLink: zoom_link, status, notes };
}

/** The class when it belongs to one of the teacher's batches. */
async function requireOwnClass(db: Database, teacherId: number, classId: number) {
  const [row] = await db.select({ batchId: classes.batchId }).from(classes).where(eq(classes.id, classId));
  if (!row) throw notFound('No such class.');
  if (!(await teacherBatchIds(db, teacherId)).includes(row.batchId)) {
    throw forbidden('This class belongs to a batch you do not teach.');
  }
  return row;
}

async function requireClass(db: Database, classId: number) {
  const found = await findClass(db, classId);
  if (!found) throw notFound('No such class.');
  return found;
}

/** A new class for one of the teacher's batches, and whom it notified. */
export async function scheduleClass(db: Database, teacherId: number, body: ClassWrite) {
  return db.transaction(async (tx) => {
    await requireTaughtBatches(tx, teacherId, [body.batch_id]);
    await refuseArchivedBatches(tx, [body.batch_id]);
    const [row] = await tx
      .insert(classes)
      .values({ ...classValues(body), createdBy: teacherId })
      .returning({ id: classes.id });
    const scheduled = await requireClass(tx, row.id);
    return { scheduled, notified: await noticeClassScheduled(tx, scheduled) };
  });
}

/** Replaces a class of the teacher's batches; answers it and the batch it had before. */
export async function rescheduleClass(db: Database, teacherId: number, classId: number, body: ClassWrite) {
  return db.transaction(async (tx) => {
    const previous = await requireOwnClass(tx, teacherId, classId);
    await requireTaughtBatches(tx, teacherId, [body.batch_id]);
    const before = await requireClass(tx, classId);
    await tx.update(classes).set(classValues(body)).where(eq(classes.id, classId));
    const updated = await requireClass(tx, classId);
    return {
      updated,
      previousBatchId: previous.batchId,
      notified: await noticeClassRescheduled(tx, before, updated),
    };
  });
}

/** Deletes a class of the teacher's batches; answers the batch it belonged to and whom it notified. */
export async function cancelClass(db: Database, teacherId: number, classId: number) {
  return db.transaction(async (tx) => {
    const { batchId } = await requireOwnClass(tx, teacherId, classId);
    const cancelled = await requireClass(tx, classId);
    await tx.delete(classes).where(eq(classes.id, classId));
    return { batchId, notified: await noticeClassCancelled(tx, cancelled) };
  });
}
