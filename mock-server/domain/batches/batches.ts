import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AdminBatch, AdminBatchDetail } from '../../../shared/schemas/admin';
import type { BatchRef } from '../../../shared/schemas/common';
import type { Database } from '../../db/client';
import { batches, profiles, teacherBatches, users } from '../../db/schema';
import { studentStatusOf, todayUtc } from '../access/student-status';
import type { AdminOperation } from '../audit/admin-operation';
import { batchTarget, recordAudit } from '../audit/audit';
import { conflict, notFound } from '../errors';

const nameEquals = (name: string) => sql`lower(${batches.name}) = lower(${name.trim()})`;

export async function findBatchByName(db: Database, name: string): Promise<BatchRef | null> {
  const [batch] = await db
    .select({ id: batches.id, name: batches.name })
    .from(batches)
    .where(nameEquals(name));
  return batch ?? null;
}

/** The batch row itself (with `archivedAt`), or null. */
export async function findBatchRecordByName(db: Database, name: string) {
  const [batch] = await db.select().from(batches).where(nameEquals(name));
  return batch ?? null;
}

export async function requireBatchByName(db: Database, name: string): Promise<BatchRef> {
  const batch = await findBatchByName(db, name);
  if (!batch) throw notFound(`No batch is named "${name}". Create it first.`);
  return batch;
}

export async function requireBatch(db: Database, batchId: number) {
  const [batch] = await db.select().from(batches).where(eq(batches.id, batchId));
  if (!batch) throw notFound('No such batch.');
  return batch;
}

export const archivedBatchDetail = (name: string) =>
  `The batch "${name}" is archived: it keeps its classes and homework but gets no new ones. Unarchive it first.`;

/** Refuses (409) when any of the batches is archived: they get no new classes, homework or students. */
export async function refuseArchivedBatches(db: Database, batchIds: number[]): Promise<void> {
  if (batchIds.length === 0) return;
  const [archived] = await db
    .select({ name: batches.name })
    .from(batches)
    .where(and(inArray(batches.id, batchIds), isNotNull(batches.archivedAt)))
    .limit(1);
  if (archived) throw conflict(archivedBatchDetail(archived.name));
}

async function refuseTakenName(db: Database, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(nameEquals(name), exceptId === undefined ? undefined : ne(batches.id, exceptId)));
  if (taken) throw conflict(`A batch named "${name.trim()}" already exists.`);
}

/** Each batch with how many students and teachers it has, active ones first, by name. */
export async function listBatches(db: Database, batchId?: number): Promise<AdminBatch[]> {
  const studentCounts = db
    .select({ batchId: profiles.batchId, students: count().as('students') })
    .from(profiles)
    .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.role, 'student')))
    .groupBy(profiles.batchId)
    .as('student_counts');
  const teacherCounts = db
    .select({ batchId: teacherBatches.batchId, teachers: count().as('teachers') })
    .from(teacherBatches)
    .groupBy(teacherBatches.batchId)
    .as('teacher_counts');
  const rows = await db
    .select({
      id: batches.id,
      name: batches.name,
      archivedAt: batches.archivedAt,
      students: studentCounts.students,
      teachers: teacherCounts.teachers,
    })
    .from(batches)
    .leftJoin(studentCounts, eq(studentCounts.batchId, batches.id))
    .leftJoin(teacherCounts, eq(teacherCounts.batchId, batches.id))
    .where(batchId === undefined ? undefined : eq(batches.id, batchId))
    .orderBy(sql`${batches.archivedAt} is not null`, asc(batches.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    archived_at: row.archivedAt?.toISOString() ?? null,
    student_count: Number(row.students ?? 0),
    teacher_count: Number(row.teachers ?? 0),
  }));
}

export async function adminBatch(db: Database, batchId: number): Promise<AdminBatch> {
  const [batch] = await listBatches(db, batchId);
  if (!batch) throw notFound('No such batch.');
  return batch;
}

const personColumns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
};

export async function batchDetail(db: Database, batchId: number): Promise<AdminBatchDetail> {
  const batch = await adminBatch(db, batchId);
  const teachers = await db
    .select(personColumns)
    .from(teacherBatches)
    .innerJoin(users, eq(users.id, teacherBatches.teacherId))
    .where(eq(teacherBatches.batchId, batchId))
    .orderBy(users.firstName, users.lastName);
  const students = await db
    .select({ ...personColumns, validUntil: profiles.validUntil, deactivatedAt: users.deactivatedAt })
    .from(profiles)
    .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.role, 'student')))
    .where(eq(profiles.batchId, batchId))
    .orderBy(users.firstName, users.lastName);
  const today = todayUtc();
  return {
    ...batch,
    teachers,
    students: students.map(({ validUntil, deactivatedAt, ...person }) => ({
      ...person,
      valid_until: validUntil,
      status: studentStatusOf({ validUntil, deactivatedAt }, today),
    })),
  };
}

export async function createBatch(op: AdminOperation, name: string): Promise<AdminBatch> {
  await refuseTakenName(op.db, name);
  const id = await op.db.transaction(async (tx) => {
    const [batch] = await tx.insert(batches).values({ name: name.trim() }).returning();
    await recordAudit(tx, op.actor, {
      action: 'batch.create',
      ...batchTarget(batch.id, batch.name),
    });
    return batch.id;
  });
  return adminBatch(op.db, id);
}

/** Renames, archives or unarchives; each change that happens is one audit entry. */
export async function updateBatch(
  op: AdminOperation,
  batchId: number,
  change: { name?: string; archived?: boolean },
): Promise<AdminBatch> {
  const batch = await requireBatch(op.db, batchId);
  const name = change.name?.trim();
  if (name !== undefined && name !== batch.name) await refuseTakenName(op.db, name, batchId);
  await op.db.transaction(async (tx) => {
    if (name !== undefined && name !== batch.name) {
      await tx.update(batches).set({ name }).where(eq(batches.id, batchId));
      await recordAudit(tx, op.actor, {
        action: 'batch.rename',
        ...batchTarget(batchId, name),
        details: { from: batch.name, to: name },
      });
    }
    if (change.archived !== undefined && change.archived !== (batch.archivedAt !== null)) {
      // Guarded on the current state, so two simultaneous archives write one entry.
      const changed = await tx
        .update(batches)
        .set({ archivedAt: change.archived ? new Date() : null })
        .where(
          and(
            eq(batches.id, batchId),
            change.archived ? isNull(batches.archivedAt) : isNotNull(batches.archivedAt),
          ),
        )
        .returning({ id: batches.id });
      if (changed.length > 0) {
        await recordAudit(tx, op.actor, {
          action: change.archived ? 'batch.archive' : 'batch.unarchive',
          ...batchTarget(batchId, name ?? batch.name),
        });
      }
    }
  });
  return adminBatch(op.db, batchId);
}
