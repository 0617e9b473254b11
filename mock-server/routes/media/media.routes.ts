import type { OpenAPIHono } from '@hono/zod-openapi';
import { etag } from 'hono/etag';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/errors';
import { isStoredPictureName, profilesFolder } from '../profile/picture-store';
import { findMedia } from './media-store';

/** Serves stored profile pictures at /media/profiles/<name>, from the database any server shares. */
export function registerMediaRoutes(app: OpenAPIHono<AppEnv>) {
  // Answers 304 to an If-None-Match naming the ETag set below, which costs no digest of the bytes.
  app.use('/media/*', etag());
  app.get(`/media/${profilesFolder}/:name`, async (c) => {
    const name = c.req.param('name');
    // A name the store never makes is refused before it reaches the database.
    const file = isStoredPictureName(name)
      ? await findMedia(c.var.deps.database.db, `${profilesFolder}/${name}`)
      : null;
    if (!file) throw notFound('No such file.');
    return c.body(file.bytes, 200, {
      'content-type': file.contentType,
      'x-content-type-options': 'nosniff',
      // A key is never reused (a new upload gets a new one), so its bytes never change.
      etag: `"${name}"`,
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
  app.all('/media/*', () => {
    throw notFound('No such file.');
  });
}
