import type { Database } from '../db/client';
import { teacherBatches } from '../db/schema';
import { findUserByEmail } from '../domain/users';
import { AdminError } from './admin-error';
import { requireBatch } from './batches';
import { type UserSummary, userSummary } from './user-summary';

/** Lets a teacher see and teach a batch. Assigning twice changes nothing. */
export async function assignTeacher(db: Database, email: string, batchName: string): Promise<UserSummary> {
  const teacher = await findUserByEmail(db, email);
  if (!teacher) throw new AdminError(`No account has the e-mail ${email}.`);
  if (teacher.role !== 'teacher')
    throw new AdminError(`${teacher.email} is a ${teacher.role}, not a teacher.`);
  const batch = await requireBatch(db, batchName);
  await db.insert(teacherBatches).values({ teacherId: teacher.id, batchId: batch.id }).onConflictDoNothing();
  return userSummary(db, teacher.id);
}
