import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { media, profiles } from '../../db/schema';
import { log } from '../../logger';
import { detectImageType } from './image-type';
import { putMedia } from './media';
import { isStoredPictureName, profilesFolder } from './profile-pictures';

/** `missing`: keys of pictures no readable image file here supplied. */
export type PictureImport = { imported: number; missing: string[] };

/**
 * Before pictures moved into the database they were files in DATA_DIR/media. A migration cannot read
 * files, so each start copies in those a profile still shows and the database lacks: the first start
 * after an upgrade imports them, later ones find nothing to do. With several servers each imports
 * what its own folder holds, so a picture missing here may still arrive from another. The files are
 * left in place (a rollback still finds them); once nothing is reported missing they can be deleted.
 */
export async function importPictureFiles({ database, config }: AppDeps): Promise<PictureImport> {
  const pending = await database.db
    .select({ userId: profiles.userId, key: profiles.profilePicture })
    .from(profiles)
    .leftJoin(media, eq(media.key, profiles.profilePicture))
    .where(and(isNotNull(profiles.profilePicture), isNull(media.key)));
  const result: PictureImport = { imported: 0, missing: [] };
  for (const { userId, key } of pending) {
    if (!key) continue;
    const name = key.slice(`${profilesFolder}/`.length);
    const bytes =
      key.startsWith(`${profilesFolder}/`) && isStoredPictureName(name)
        ? await readFile(path.join(config.mediaDir, profilesFolder, name)).catch(() => null)
        : null;
    const type = bytes && detectImageType(bytes);
    if (!bytes || !type) {
      result.missing.push(key);
      continue;
    }
    if (await putMedia(database.db, { key, contentType: type.mime, bytes, ownerId: userId })) {
      result.imported += 1;
    }
  }
  if (result.imported > 0 || result.missing.length > 0) {
    log(
      config.logLevel,
      result.missing.length > 0 ? 'warn' : 'info',
      'profile pictures imported from files',
      {
        folder: config.mediaDir,
        ...result,
      },
    );
  }
  return result;
}
