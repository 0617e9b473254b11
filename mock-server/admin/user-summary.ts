import { asc, eq } from 'drizzle-orm';
import type { Role } from '../../shared/schemas/auth';
import type { Database } from '../db/client';
import { batches, profiles, users } from '../db/schema';
import { studentNameAndBatch } from '../domain/students/student-columns';
import { batchesTaughtByEach } from '../domain/teachers/teachers';

/** How the admin commands show an account: a student's batch, or a teacher's batches. */
export type UserSummary = {
  id: number;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  batches: string[];
  valid_until: string | null;
};

/** Every account, or only `userId`, ordered by role then e-mail. */
export async function userSummaries(db: Database, userId?: number): Promise<UserSummary[]> {
  const rows = await db
    .select({ ...studentNameAndBatch, email: users.email, role: users.role, validUntil: profiles.validUntil })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(batches, eq(batches.id, profiles.batchId))
    .where(userId === undefined ? undefined : eq(users.id, userId))
    .orderBy(asc(users.role), asc(users.email));
  const batchesTaughtBy = await batchesTaughtByEach(db, userId === undefined ? undefined : [userId]);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    first_name: row.firstName,
    last_name: row.lastName,
    batches:
      row.role === 'teacher'
        ? batchesTaughtBy(row.id).map((batch) => batch.name)
        : row.batchName
          ? [row.batchName]
          : [],
    valid_until: row.validUntil ?? null,
  }));
}

export async function userSummary(db: Database, userId: number): Promise<UserSummary> {
  const [summary] = await userSummaries(db, userId);
  return summary;
}
