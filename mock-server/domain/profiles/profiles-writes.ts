import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';
import type { ImageType } from './image-type';
import { removePicture, storePicture } from './profile-pictures';
import { findProfile } from './profiles';

type ProfileFields = Partial<
  Pick<
    typeof profiles.$inferInsert,
    'parentName' | 'mobileNumber' | 'communicationNumber' | 'dateOfBirth' | 'address' | 'state'
  >
>;

export type ProfileChange = {
  names: { firstName: string; lastName: string };
  /** Only the fields sent: a PATCH leaves the others as they are. */
  fields: ProfileFields;
  picture: { bytes: Uint8Array<ArrayBuffer>; type: ImageType } | null;
};

/**
 * The picture, the profile pointing at it and the removal of the one it replaces commit together:
 * no server ever serves a profile whose picture is missing, and no replaced picture is left behind.
 */
export async function changeProfile(db: Database, userId: number, { names, fields, picture }: ProfileChange) {
  await db.transaction(async (tx) => {
    // Updating the user first locks the row, so a concurrent change of this profile waits and the
    // picture read next is the latest one: each replaced picture is deleted, none is left behind.
    await tx.update(users).set(names).where(eq(users.id, userId));
    const previous = await findProfile(tx, userId);
    const changes = picture
      ? { ...fields, profilePicture: await storePicture(tx, userId, picture.bytes, picture.type) }
      : fields;
    const upsert = tx.insert(profiles).values({ userId, ...changes });
    await (Object.keys(changes).length > 0
      ? upsert.onConflictDoUpdate({ target: profiles.userId, set: changes })
      : upsert.onConflictDoNothing());
    if (picture && previous.profilePicture) await removePicture(tx, previous.profilePicture);
  });
}
