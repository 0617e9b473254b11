import type { Context } from 'hono';
import { profilePictureRules } from '../../../shared/schemas/profile';
import type { AppEnv } from '../../context';
import { invalid } from '../../domain/errors';
import { detectImageType } from '../../domain/profiles/image-type';
import { findProfile, type ProfileRow, toProfile } from '../../domain/profiles/profiles';
import { changeProfile } from '../../domain/profiles/profiles-writes';
import { ApiError } from '../../http/errors';
import { publishAfterCommit } from '../../realtime/publish';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './profile.routes';
import { tooLargeDetail } from './profile.routes';

const pictureRefused = 'Upload a PNG, JPEG, GIF or WebP image.';

/** The picture's bytes when one was sent, checked by content and size; null when none was sent. */
async function readPicture(value: unknown) {
  if (value === undefined || value === '') return null;
  if (!(value instanceof File))
    throw invalid(`profile_picture: ${pictureRefused}`, { profile_picture: [pictureRefused] });
  if (value.size > profilePictureRules.maxBytes) throw new ApiError(413, tooLargeDetail);
  const bytes = new Uint8Array(await value.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw invalid(`profile_picture: ${pictureRefused}`, { profile_picture: [pictureRefused] });
  return { bytes, type };
}

const answer = (row: ProfileRow, c: Context<AppEnv>) =>
  toProfile(row, c.get('deps').config.publicUrl, c.req.url);

export const getProfile: AppRouteHandler<typeof routes.getProfile> = async (c) =>
  c.json(answer(await findProfile(c.get('deps').database.db, c.get('user').id), c), 200);

export const getUserNames: AppRouteHandler<typeof routes.getUserNames> = async (c) => {
  const row = await findProfile(c.get('deps').database.db, c.get('user').id);
  return c.json({ first_name: row.firstName, last_name: row.lastName }, 200);
};

export const updateProfile: AppRouteHandler<typeof routes.updateProfile> = async (c) => {
  const { db } = c.get('deps').database;
  const userId = c.get('user').id;
  const body = c.req.valid('form');
  // A PATCH changes only what was sent; the schema's defaults would otherwise blank the rest.
  const sent = await c.req.parseBody();
  const picture = await readPicture(sent.profile_picture);
  await changeProfile(db, userId, {
    names: { firstName: body.first_name, lastName: body.last_name },
    fields: {
      ...('parent_name' in sent ? { parentName: body.parent_name } : {}),
      ...('mobile_number' in sent ? { mobileNumber: body.mobile_number } : {}),
      ...('communication_number' in sent ? { communicationNumber: body.communication_number } : {}),
      ...('date_of_birth' in sent ? { dateOfBirth: body.date_of_birth } : {}),
      ...('address' in sent ? { address: body.address } : {}),
      ...('state' in sent ? { state: body.state } : {}),
    },
    picture,
  });
  const updated = answer(await findProfile(db, userId), c);
  // Names show in other people's lists (a teacher's submissions): the caches must drop them.
  await publishAfterCommit(c.get('deps'), { deliveries: [], accessChanges: [{ userId, kind: 'changed' }] });
  return c.json(updated, 200);
};
