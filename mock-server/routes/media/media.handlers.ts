import type { Handler } from 'hono';
import type { AppEnv } from '../../context';
import { isStoredQuestionImageName, questionImagesFolder } from '../../domain/assessments/question-images';
import { notFound } from '../../domain/errors';
import { findMedia } from '../../domain/profiles/media';
import { isStoredPictureName, profilesFolder } from '../../domain/profiles/profile-pictures';

/**
 * Serves a stored file of one folder from the database every server shares. Anyone with the URL may
 * fetch it: the name's random part is what keeps it to those who were given the URL.
 */
function serveFolder(folder: string, isStoredName: (name: string) => boolean): Handler<AppEnv> {
  return async (c) => {
    const name = c.req.param('name') ?? '';
    // A name the store never makes is refused before it reaches the database.
    const file = isStoredName(name) ? await findMedia(c.get('deps').database.db, `${folder}/${name}`) : null;
    if (!file) throw notFound('No such file.');
    return c.body(file.bytes, 200, {
      'content-type': file.contentType,
      'x-content-type-options': 'nosniff',
      // A key is never reused (a new upload gets a new one), so its bytes never change.
      etag: `"${name}"`,
      'cache-control': 'public, max-age=31536000, immutable',
    });
  };
}

export const servePicture = serveFolder(profilesFolder, isStoredPictureName);

export const serveQuestionImage = serveFolder(questionImagesFolder, isStoredQuestionImageName);

export const noSuchFile: Handler<AppEnv> = () => {
  throw notFound('No such file.');
};
