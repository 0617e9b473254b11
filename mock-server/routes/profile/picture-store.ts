import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageType } from './image-type';

/** Pictures live under the media root as `profiles/<user>-<random>.<ext>`; the database keeps that path. */
export const profilesFolder = 'profiles';

export async function storePicture(mediaDir: string, userId: number, bytes: Uint8Array, type: ImageType) {
  const relative = `${profilesFolder}/${userId}-${randomBytes(8).toString('hex')}.${type.extension}`;
  await mkdir(path.join(mediaDir, profilesFolder), { recursive: true });
  await writeFile(path.join(mediaDir, relative), bytes);
  return relative;
}

export async function removePicture(mediaDir: string, relative: string) {
  await rm(path.join(mediaDir, relative), { force: true });
}

/** What the API answers: an absolute URL, from PUBLIC_URL or else the request's own origin. */
export function pictureUrl(relative: string | null, publicUrl: string | undefined, requestUrl: string) {
  if (!relative) return null;
  const origin = (publicUrl ?? new URL(requestUrl).origin).replace(/\/+$/, '');
  return `${origin}/media/${relative}`;
}
