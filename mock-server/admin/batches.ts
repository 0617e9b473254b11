import { sql } from 'drizzle-orm';
import type { BatchRef } from '../../shared/schemas/common';
import type { Database } from '../db/client';
import { batches } from '../db/schema';
import { AdminError } from './admin-error';

export async function findBatchByName(db: Database, name: string): Promise<BatchRef | null> {
  const [batch] = await db
    .select({ id: batches.id, name: batches.name })
    .from(batches)
    .where(sql`lower(${batches.name}) = lower(${name.trim()})`);
  return batch ?? null;
}

export async function requireBatch(db: Database, name: string): Promise<BatchRef> {
  const batch = await findBatchByName(db, name);
  if (!batch) throw new AdminError(`No batch is named "${name}". Create it first with batch:create.`);
  return batch;
}

export async function createBatch(db: Database, name: string): Promise<BatchRef> {
  if (await findBatchByName(db, name)) throw new AdminError(`A batch named "${name}" already exists.`);
  const [batch] = await db
    .insert(batches)
    .values({ name: name.trim() })
    .returning({ id: batches.id, name: batches.name });
  return batch;
}
