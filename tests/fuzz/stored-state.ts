import { readdir } from 'node:fs/promises';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../mock-server/db/client';

/**
 * A fingerprint of everything the server stores: every table of the public schema (found through
 * information_schema, so tables added later, such as a mail queue, count too) and the number of
 * mails in the outbox folder. Equal fingerprints mean no write landed in between, updates included.
 */
export type StoredState = { tables: Record<string, string>; outboxFiles: number };

/** Rows of a raw query; both drivers (PGlite and node-postgres) answer with `rows`. */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Written on purpose by refused requests: a throttle has to count the failed sign-ins and resets it
 * refuses. These rows record attempts, not anything a request asked to store.
 */
const attemptCounters = new Set(['rate_limit_counters']);

/**
 * Rows a refused request writes on purpose inside a table that also holds real writes: the audit
 * log's security events (failed sign-ins over a threshold, a throttle hit) record the refusal itself.
 */
const refusalRecords: Record<string, SQL> = { audit_log: sql`action not like 'security.%'` };

async function publicTables(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.table_name).filter((table) => !attemptCounters.has(table));
}

/**
 * One query for all tables: each table's row count and the newest transaction id among its rows.
 * An insert raises the count, a delete lowers it, and an update (or a delete and insert together)
 * leaves row versions written by a newer transaction: any committed write changes the pair, and
 * reading it costs no more than a count.
 */
async function fingerprintQuery(db: Database) {
  const tables = await publicTables(db);
  const columns = tables.map(
    (table) =>
      sql`(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${sql.identifier(table)}
           where ${refusalRecords[table] ?? sql`true`}) as ${sql.identifier(table)}`,
  );
  return sql`select ${sql.join(columns, sql`, `)}`;
}

export async function createStateReader(db: Database, outboxDir: string) {
  const query = await fingerprintQuery(db);
  return async function readState(): Promise<StoredState> {
    const [tables] = await rowsOf<Record<string, string>>(db, query);
    const outboxFiles = (await readdir(outboxDir).catch(() => [])).length;
    return { tables, outboxFiles };
  };
}
