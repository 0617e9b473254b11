import { and, eq, inArray } from 'drizzle-orm';
import type { StudentListItem } from '../../../shared/schemas/batches';
import type { BatchRef } from '../../../shared/schemas/common';
import type { Database } from '../../db/client';
import { batches, profiles, users } from '../../db/schema';
import { teacherBatchIds } from '../access/access';
import { studentStatusOf, todayUtc } from '../access/student-status';

/** Who is in which batch, as the student and teacher areas list it. */

/** The student's batch as a list of one, or empty when none is assigned. */
export async function batchOfStudent(db: Database, batchId: number | null): Promise<BatchRef[]> {
  if (batchId === null) return [];
  return db.select({ id: batches.id, name: batches.name }).from(batches).where(eq(batches.id, batchId));
}

/** The batches the teacher teaches, by name. */
export async function batchesOfTeacher(db: Database, teacherId: number): Promise<BatchRef[]> {
  const batchIds = await teacherBatchIds(db, teacherId);
  return db
    .select({ id: batches.id, name: batches.name })
    .from(batches)
    .where(inArray(batches.id, batchIds))
    .orderBy(batches.name);
}

/** The students of the batches the teacher teaches, by name, with their batch and subscription state. */
export async function studentsOfTeacher(db: Database, teacherId: number): Promise<StudentListItem[]> {
  const batchIds = await teacherBatchIds(db, teacherId);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      deactivatedAt: users.deactivatedAt,
      validUntil: profiles.validUntil,
      batchId: batches.id,
      batchName: batches.name,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(batches, eq(batches.id, profiles.batchId))
    .where(and(eq(users.role, 'student'), inArray(profiles.batchId, batchIds)))
    .orderBy(users.firstName, users.lastName, users.id);
  const today = todayUtc();
  return rows.map((row) => ({
    id: row.id,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    batch: { id: row.batchId, name: row.batchName },
    status: studentStatusOf(row, today),
    valid_until: row.validUntil,
  }));
}
