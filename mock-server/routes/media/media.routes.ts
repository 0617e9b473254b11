import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/errors';
import { mimeOfStoredName } from '../profile/image-type';
import { profilesFolder } from '../profile/picture-store';

// Only names the picture store generates, so no path can climb out of the media folder.
const storedName = /^[0-9]+-[0-9a-f]{16}\.(png|jpg|gif|webp)$/;

/** Serves stored profile pictures at /media/profiles/<name>. */
export function registerMediaRoutes(app: OpenAPIHono<AppEnv>) {
  app.get(`/media/${profilesFolder}/:name`, async (c) => {
    const name = c.req.param('name');
    const mime = mimeOfStoredName(name);
    if (!storedName.test(name) || !mime) throw notFound('No such file.');
    const file = path.join(c.var.deps.config.mediaDir, profilesFolder, name);
    const bytes = await readFile(file).catch(() => null);
    if (!bytes) throw notFound('No such file.');
    return c.body(bytes, 200, {
      'content-type': mime,
      'x-content-type-options': 'nosniff',
      // Names are never reused: a new upload gets a new name.
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
  app.all('/media/*', () => {
    throw notFound('No such file.');
  });
}
