import type { Database } from '../db/client';
import { profiles } from '../db/schema';
import { findUserByEmail } from '../domain/users';
import { AdminError } from './admin-error';
import { type UserSummary, userSummary } from './user-summary';

/** Sets the last day a student's subscription covers (a past date lapses it). */
export async function renewStudent(db: Database, email: string, validUntil: string): Promise<UserSummary> {
  const student = await findUserByEmail(db, email);
  if (!student) throw new AdminError(`No account has the e-mail ${email}.`);
  if (student.role !== 'student')
    throw new AdminError(`${student.email} is a ${student.role}, not a student.`);
  await db
    .insert(profiles)
    .values({ userId: student.id, validUntil })
    .onConflictDoUpdate({ target: profiles.userId, set: { validUntil } });
  return userSummary(db, student.id);
}
