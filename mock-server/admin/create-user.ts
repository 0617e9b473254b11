import type { Role } from '../../shared/schemas/auth';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { profiles, teacherBatches, users } from '../db/schema';
import { findUserByEmail } from '../domain/users';
import { AdminError } from './admin-error';
import { requireBatch } from './batches';
import { type UserSummary, userSummary } from './user-summary';

export type ProfileDetails = {
  parentName?: string;
  mobileNumber?: string;
  communicationNumber?: string;
  dateOfBirth?: string;
  address?: string;
};

export type NewUser = {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** A student's batch, or the first batch a teacher is assigned to. */
  batch?: string;
  /** Students only: last day (YYYY-MM-DD) of the subscription. */
  validUntil?: string;
  profile?: ProfileDetails;
};

export async function createUser(db: Database, input: NewUser): Promise<UserSummary> {
  if (input.role === 'teacher' && input.validUntil) {
    throw new AdminError('--valid-until applies to students only.');
  }
  if (await findUserByEmail(db, input.email)) {
    throw new AdminError(`An account with the e-mail ${input.email} already exists.`);
  }
  const batch = input.batch ? await requireBatch(db, input.batch) : null;
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email.trim(),
        passwordHash,
        role: input.role,
        firstName: input.firstName,
        lastName: input.lastName,
      })
      .returning({ id: users.id });
    await tx.insert(profiles).values({
      userId: user.id,
      ...input.profile,
      batchId: input.role === 'student' ? (batch?.id ?? null) : null,
      validUntil: input.role === 'student' ? (input.validUntil ?? null) : null,
    });
    if (input.role === 'teacher' && batch) {
      await tx.insert(teacherBatches).values({ teacherId: user.id, batchId: batch.id });
    }
    return user.id;
  });
  return userSummary(db, userId);
}
