import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { keptFrom } from './notifications';

/** Rows one delete removes at most, so a large backlog never holds a long lock. */
const mostRowsADelete = 5000;

/**
 * Deletes the notifications older than the retention, in bounded deletes; answers how many went.
 * Safe on several servers at once: each delete takes what is there, and a row deleted twice is no error.
 */
export async function deleteOldNotifications(db: Database, now = new Date()): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { rows } = (await db.execute(sql`
      with old as (
        select id from notifications where created_at <= ${keptFrom(now).toISOString()}::timestamptz
        limit ${mostRowsADelete} for update skip locked
      )
      delete from notifications n using old where n.id = old.id returning n.id`)) as unknown as {
      rows: unknown[];
    };
    deleted += rows.length;
    if (rows.length < mostRowsADelete) return deleted;
  }
}
