import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Profile } from '../../../shared/schemas/profile';
import { profilePictureRules } from '../../../shared/schemas/profile';
import type { AppEnv } from '../../context';
import type { Database } from '../../db/client';
import { batches, profiles, users } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { publishAfterCommit } from '../../realtime/publish';
import { detectImageType } from './image-type';
import { pictureUrl, removePicture, storePicture } from './picture-store';
import { getProfileRoute, tooLargeDetail, updateProfileRoute, userNamesRoute } from './profile.routes';

const pictureRefused = 'Upload a PNG, JPEG, GIF or WebP image.';

async function loadProfile(db: Database, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      parentName: profiles.parentName,
      mobileNumber: profiles.mobileNumber,
      communicationNumber: profiles.communicationNumber,
      profilePicture: profiles.profilePicture,
      dateOfBirth: profiles.dateOfBirth,
      address: profiles.address,
      batchId: batches.id,
      batchName: batches.name,
      validUntil: profiles.validUntil,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(batches, eq(batches.id, profiles.batchId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('No such user.');
  return row;
}

function toProfile(row: Awaited<ReturnType<typeof loadProfile>>, c: Context<AppEnv>): Profile {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    parent_name: row.parentName ?? '',
    mobile_number: row.mobileNumber ?? '',
    communication_number: row.communicationNumber ?? '',
    profile_picture: pictureUrl(row.profilePicture, c.var.deps.config.publicUrl, c.req.url),
    date_of_birth: row.dateOfBirth,
    address: row.address ?? '',
    batch: row.batchId !== null && row.batchName !== null ? { id: row.batchId, name: row.batchName } : null,
    valid_until: row.validUntil,
  };
}

/** The picture's bytes when one was sent, checked by content and size; null when none was sent. */
async function readPicture(value: unknown) {
  if (value === undefined || value === '') return null;
  if (!(value instanceof File))
    throw badRequest(`profile_picture: ${pictureRefused}`, { profile_picture: [pictureRefused] });
  if (value.size > profilePictureRules.maxBytes) throw new ApiError(413, tooLargeDetail);
  const bytes = new Uint8Array(await value.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw badRequest(`profile_picture: ${pictureRefused}`, { profile_picture: [pictureRefused] });
  return { bytes, type };
}

export function registerProfileRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getProfileRoute, async (c) =>
    c.json(toProfile(await loadProfile(c.var.deps.database.db, c.var.user.id), c), 200),
  );

  app.openapi(userNamesRoute, async (c) => {
    const row = await loadProfile(c.var.deps.database.db, c.var.user.id);
    return c.json({ first_name: row.firstName, last_name: row.lastName }, 200);
  });

  app.openapi(updateProfileRoute, async (c) => {
    const { database } = c.var.deps;
    const userId = c.var.user.id;
    const body = c.req.valid('form');
    // A PATCH changes only what was sent; the schema's defaults would otherwise blank the rest.
    const sent = await c.req.parseBody();
    const picture = await readPicture(sent.profile_picture);
    const profileFields = {
      ...('parent_name' in sent ? { parentName: body.parent_name } : {}),
      ...('mobile_number' in sent ? { mobileNumber: body.mobile_number } : {}),
      ...('communication_number' in sent ? { communicationNumber: body.communication_number } : {}),
      ...('date_of_birth' in sent ? { dateOfBirth: body.date_of_birth } : {}),
      ...('address' in sent ? { address: body.address } : {}),
    };
    // The picture, the profile pointing at it and the removal of the one it replaces commit together:
    // no server ever serves a profile whose picture is missing, and no replaced picture is left behind.
    await database.db.transaction(async (tx) => {
      // Updating the user first locks the row, so a concurrent change of this profile waits and the
      // picture read next is the latest one: each replaced picture is deleted, none is left behind.
      await tx
        .update(users)
        .set({ firstName: body.first_name, lastName: body.last_name })
        .where(eq(users.id, userId));
      const previous = await loadProfile(tx, userId);
      const changes = picture
        ? { ...profileFields, profilePicture: await storePicture(tx, userId, picture.bytes, picture.type) }
        : profileFields;
      const upsert = tx.insert(profiles).values({ userId, ...changes });
      await (Object.keys(changes).length > 0
        ? upsert.onConflictDoUpdate({ target: profiles.userId, set: changes })
        : upsert.onConflictDoNothing());
      if (picture && previous.profilePicture) await removePicture(tx, previous.profilePicture);
    });
    // Names show in other people's lists (a teacher's submissions): the caches must drop them.
    await publishAfterCommit(c.var.deps.bus, {
      deliveries: [],
      accessChanges: [{ userId, kind: 'changed' }],
    });
    return c.json(toProfile(await loadProfile(database.db, userId), c), 200);
  });
}
