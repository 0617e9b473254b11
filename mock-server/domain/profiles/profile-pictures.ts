import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import type { ImageType } from './image-type';
import { deleteMedia, putMedia } from './media';

/** Profile pictures are media keyed `profiles/<user>-<random>.<ext>`, served at /media/<key>. */
export const profilesFolder = 'profiles';

// The names storePicture makes; anything else under /media/profiles/ was never stored.
const storedName = /^([0-9]+)-[0-9a-f]{16}\.(png|jpg|gif|webp)$/;

export function isStoredPictureName(name: string) {
  return storedName.test(name);
}

/** Saves the picture in `tx`, the transaction that points the profile at the key it returns. */
export async function storePicture(
  tx: Database,
  userId: number,
  bytes: Uint8Array<ArrayBuffer>,
  type: ImageType,
) {
  const key = `${profilesFolder}/${userId}-${randomBytes(8).toString('hex')}.${type.extension}`;
  if (!(await putMedia(tx, { key, contentType: type.mime, bytes, ownerId: userId }))) {
    throw new Error(`media key ${key} is taken`);
  }
  return key;
}

export async function removePicture(tx: Database, key: string) {
  await deleteMedia(tx, key);
}

/** What the API answers: an absolute URL, from PUBLIC_URL or else the request's own origin. */
export function pictureUrl(key: string | null, publicUrl: string | undefined, requestUrl: string) {
  if (!key) return null;
  const origin = (publicUrl ?? new URL(requestUrl).origin).replace(/\/+$/, '');
  return `${origin}/media/${key}`;
}
