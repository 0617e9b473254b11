import { eq, type SQL } from 'drizzle-orm';
import type { LiveClass } from '../../shared/schemas/classes';
import type { Database } from '../db/client';
import { batches, classes } from '../db/schema';

export async function selectClasses(
  db: Database,
  where: SQL | undefined,
  limit?: number,
): Promise<LiveClass[]> {
  const query = db
    .select({
      id: classes.id,
      topic: classes.topic,
      batchId: batches.id,
      batchName: batches.name,
      startTime: classes.startTime,
      zoomLink: classes.zoomLink,
      status: classes.status,
      notes: classes.notes,
    })
    .from(classes)
    .innerJoin(batches, eq(batches.id, classes.batchId))
    .where(where)
    .orderBy(classes.startTime, classes.id)
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => ({
    id: row.id,
    topic: row.topic,
    batch: { id: row.batchId, name: row.batchName },
    start_time: row.startTime.toISOString(),
    zoom_link: row.zoomLink,
    status: row.status,
    notes: row.notes,
  }));
}

export async function findClass(db: Database, classId: number): Promise<LiveClass | null> {
  const [found] = await selectClasses(db, eq(classes.id, classId), 1);
  return found ?? null;
}
