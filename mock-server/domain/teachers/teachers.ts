import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminTeacher } from '../../../shared/schemas/admin';
import type { BatchRef } from '../../../shared/schemas/common';
import type { Database } from '../../db/client';
import { batches, teacherBatches, users } from '../../db/schema';
import { requireAccount } from '../accounts/accounts';
import { type AdminChange, type AdminOperation, accessChanged } from '../audit/admin-operation';
import { recordAudit, userTarget } from '../audit/audit';
import { refuseArchivedBatches, requireBatch } from '../batches/batches';

/** In one query, the batches each of `teacherIds` teaches (every teacher's without it), by name. */
export async function batchesTaughtByEach(db: Database, teacherIds?: number[]) {
  const assignments = await db
    .select({ teacherId: teacherBatches.teacherId, id: batches.id, name: batches.name })
    .from(teacherBatches)
    .innerJoin(batches, eq(batches.id, teacherBatches.batchId))
    .where(teacherIds === undefined ? undefined : inArray(teacherBatches.teacherId, teacherIds))
    .orderBy(asc(batches.name));
  return (teacherId: number): BatchRef[] =>
    assignments.filter((a) => a.teacherId === teacherId).map(({ id, name }) => ({ id, name }));
}

/** Every teacher (or one) with the batches they teach, by name. */
export async function listTeachers(db: Database, teacherId?: number): Promise<AdminTeacher[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.role, 'teacher'), teacherId === undefined ? undefined : eq(users.id, teacherId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  if (rows.length === 0) return [];
  const batchesOf = await batchesTaughtByEach(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    batches: batchesOf(row.id),
    status: row.deactivatedAt ? 'deactivated' : 'active',
    created_at: row.createdAt.toISOString(),
  }));
}

export async function adminTeacher(db: Database, teacherId: number): Promise<AdminTeacher> {
  await requireAccount(db, teacherId, 'teacher');
  const [teacher] = await listTeachers(db, teacherId);
  return teacher;
}

/**
 * Lets a teacher teach a batch (`teaches`), or stops it. Their open sockets are checked again at once.
 * Doing what is already done changes nothing and writes no entry.
 */
export async function setTeaches(
  op: AdminOperation,
  teacherId: number,
  batchId: number,
  teaches: boolean,
): Promise<AdminChange<AdminTeacher>> {
  const teacher = await requireAccount(op.db, teacherId, 'teacher');
  const batch = await requireBatch(op.db, batchId);
  if (teaches) await refuseArchivedBatches(op.db, [batchId]);
  const changed = await op.db.transaction(async (tx) => {
    const rows = teaches
      ? await tx
          .insert(teacherBatches)
          .values({ teacherId, batchId })
          .onConflictDoNothing()
          .returning({ batchId: teacherBatches.batchId })
      : await tx
          .delete(teacherBatches)
          .where(and(eq(teacherBatches.teacherId, teacherId), eq(teacherBatches.batchId, batchId)))
          .returning({ batchId: teacherBatches.batchId });
    if (rows.length === 0) return false;
    await recordAudit(tx, op.actor, {
      action: teaches ? 'teacher.assign' : 'teacher.unassign',
      ...userTarget(teacherId, teacher.email),
      details: { batch: { id: batch.id, name: batch.name } },
    });
    return true;
  });
  return { view: await adminTeacher(op.db, teacherId), event: changed ? accessChanged(teacherId) : null };
}
