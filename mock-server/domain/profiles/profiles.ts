import { eq } from 'drizzle-orm';
import type { Profile } from '../../../shared/schemas/profile';
import type { Database } from '../../db/client';
import { batches, profiles, users } from '../../db/schema';
import { notFound } from '../errors';
import { batchRefOf, profileDetails, studentNameAndBatch } from '../students/student-columns';
import { pictureUrl } from './profile-pictures';

/** A user's own profile: the user row with their profile row and batch, if any. */
export async function findProfile(db: Database, userId: number) {
  const [row] = await db
    .select({
      ...studentNameAndBatch,
      email: users.email,
      profilePicture: profiles.profilePicture,
      ...profileDetails,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(batches, eq(batches.id, profiles.batchId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('No such user.');
  return row;
}

export type ProfileRow = Awaited<ReturnType<typeof findProfile>>;

/** The profile as the API answers it; the picture's URL is built as pictureUrl says. */
export function toProfile(row: ProfileRow, publicUrl: string | undefined, requestUrl: string): Profile {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    parent_name: row.parentName ?? '',
    mobile_number: row.mobileNumber ?? '',
    communication_number: row.communicationNumber ?? '',
    profile_picture: pictureUrl(row.profilePicture, publicUrl, requestUrl),
    date_of_birth: row.dateOfBirth,
    address: row.address ?? '',
    state: row.state,
    batch: batchRefOf(row),
    valid_until: row.validUntil,
  };
}
