import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentTexts } from '../../../shared/payments';
import type { Database } from '../../db/client';
import { paymentRequests } from '../../db/schema';
import { notFound } from '../errors';
import type { ImageType } from '../profiles/image-type';
import { findMedia, putMedia, type StoredMedia } from '../profiles/media';

export type Screenshot = { bytes: Uint8Array<ArrayBuffer>; type: ImageType };

/**
 * Saves a payer's screenshot as profile pictures are saved (a `media` row), keyed
 * `payments/<request>-<random>.<ext>`, in `tx`, the transaction that points the request at it. It is
 * served only through the API to the payment's student and the staff, never under /media/.
 */
export async function storeScreenshot(
  tx: Database,
  request: { id: number; studentId: number },
  { bytes, type }: Screenshot,
): Promise<string> {
  const key = `payments/${request.id}-${randomBytes(8).toString('hex')}.${type.extension}`;
  if (!(await putMedia(tx, { key, contentType: type.mime, bytes, ownerId: request.studentId }))) {
    throw new Error(`media key ${key} is taken`);
  }
  return key;
}

/** A request's screenshot for its own student or an admin; anyone else is told there is none. */
export async function screenshotFor(
  db: Database,
  viewer: { id: number; role: string },
  id: number,
): Promise<StoredMedia> {
  const [row] = await db
    .select({ studentId: paymentRequests.studentId, screenshot: paymentRequests.screenshot })
    .from(paymentRequests)
    .where(eq(paymentRequests.id, id));
  const mayRead = row && (viewer.role === 'admin' || row.studentId === viewer.id);
  const file = mayRead && row.screenshot ? await findMedia(db, row.screenshot) : null;
  if (!file) throw notFound(paymentTexts.noScreenshot);
  return file;
}
