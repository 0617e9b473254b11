import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Profile } from '../../../shared/schemas/profile';
import { profilePictureRules } from '../../../shared/schemas/profile';
import type { AppEnv } from '../../context';
import type { Database } from '../../db/client';
import { batches, profiles, users } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { log } from '../../logger';
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
    const { database, config } = c.var.deps;
    const userId = c.var.user.id;
    const body = c.req.valid('form');
    // A PATCH changes only what was sent; the schema's defaults would otherwise blank the rest.
    const sent = await c.req.parseBody();
    const picture = await readPicture(sent.profile_picture);
    const stored = picture ? await storePicture(config.mediaDir, userId, picture.bytes, picture.type) : null;
    const profileFields = {
      ...('parent_name' in sent ? { parentName: body.parent_name } : {}),
      ...('mobile_number' in sent ? { mobileNumber: body.mobile_number } : {}),
      ...('communication_number' in sent ? { communicationNumber: body.communication_number } : {}),
      ...('date_of_birth' in sent ? { dateOfBirth: body.date_of_birth } : {}),
      ...('address' in sent ? { address: body.address } : {}),
      ...(stored ? { profilePicture: stored } : {}),
    };
    let replaced: string | null;
    try {
      replaced = await database.db.transaction(async (tx) => {
        const previous = await loadProfile(tx, userId);
        await tx
          .update(users)
          .set({ firstName: body.first_name, lastName: body.last_name })
          .where(eq(users.id, userId));
        const upsert = tx.insert(profiles).values({ userId, ...profileFields });
        await (Object.keys(profileFields).length > 0
          ? upsert.onConflictDoUpdate({ target: profiles.userId, set: profileFields })
          : upsert.onConflictDoNothing());
        return stored ? previous.profilePicture : null;
      });
    } catch (error) {
      // Nothing points at the new file: the write did not happen.
      if (stored) await removePicture(config.mediaDir, stored);
      throw error;
    }
    // The new picture is committed and stays whatever happens to the old one: a file left behind
    // is only disk space, so the change still succeeds.
    if (replaced) {
      await removePicture(config.mediaDir, replaced).catch((error: unknown) =>
        log(config.logLevel, 'error', 'old profile picture not removed', {
          file: replaced,
          error: String(error),
        }),
      );
    }
    return c.json(toProfile(await loadProfile(database.db, userId), c), 200);
  });
}
