import type { Handler } from 'hono';
import type { AppEnv } from '../../context';
import { notFound } from '../../domain/errors';
import { findMedia } from '../../domain/profiles/media';
import { isStoredPictureName, profilesFolder } from '../../domain/profiles/profile-pictures';

/** Serves a stored profile picture from the database any server shares. */
export const servePicture: Handler<AppEnv> = async (c) => {
  const name = c.req.param('name') ?? '';
  // A name the store never makes is refused before it reaches the database.
  const file = isStoredPictureName(name)
    ? await findMedia(c.get('deps').database.db, `${profilesFolder}/${name}`)
    : null;
  if (!file) throw notFound('No such file.');
  return c.body(file.bytes, 200, {
    'content-type': file.contentType,
    'x-content-type-options': 'nosniff',
    // A key is never reused (a new upload gets a new one), so its bytes never change.
    etag: `"${name}"`,
    'cache-control': 'public, max-age=31536000, immutable',
  });
};

export const noSuchFile: Handler<AppEnv> = () => {
  throw notFound('No such file.');
};
