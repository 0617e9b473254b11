import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { media } from '../../db/schema';

export type StoredMedia = { key: string; contentType: string; bytes: Uint8Array<ArrayBuffer> };

/**
 * Saves a file unless its key is taken (true when saved), so a step that runs again (an import) adds
 * nothing twice. Pass the transaction of the change that points at the file.
 */
export async function putMedia(db: Database, file: StoredMedia & { ownerId: number | null }) {
  const saved = await db
    .insert(media)
    .values({ ...file, size: file.bytes.byteLength })
    .onConflictDoNothing()
    .returning({ key: media.key });
  return saved.length > 0;
}

export async function findMedia(db: Database, key: string): Promise<StoredMedia | null> {
  const [row] = await db
    .select({ key: media.key, contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.key, key));
  return row ?? null;
}

export async function deleteMedia(db: Database, key: string) {
  await db.delete(media).where(eq(media.key, key));
}
