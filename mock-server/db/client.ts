import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { LogLevel } from '../config';
import { log } from '../logger';
import { lockFolder } from './folder-lock';
import { openPgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Set for PostgreSQL: the pool, which the realtime bus borrows a connection from for LISTEN. */
  pool?: pg.Pool;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  pgliteDir: string;
  /** For the lines the connection pool logs; errors are logged unless this is 'silent'. */
  logLevel?: LogLevel;
};

// Any fixed number: PostgreSQL advisory locks are named by one.
const migrationLockKey = 727_001;

/**
 * Servers started together (a deployment) would each apply the same pending migration, and all but
 * one fail on the tables already made. Holding an advisory lock, one migrates and the others then
 * find nothing left to do. Ending the connection (after a failure) releases the lock as well.
 */
async function migrateOneServerAtATime(pool: pg.Pool) {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
    await holder.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    holder.release();
  } catch (error) {
    holder.release(true);
    throw error;
  }
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A connection can be ended at any time (a database restart or failover, an administrator ending
    // sessions), idle or checked out between two statements of a transaction. Either way the
    // connection reports an 'error' event, which would end the process if nobody listened: every
    // connection gets a listener as it is made. Its queries fail (the request answers 503), the
    // pool drops it on release and opens a new one for the next request.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        log(options.logLevel ?? 'error', 'warn', 'database connection lost', { error: String(error) });
      });
    });
    // The pool repeats an idle connection's error here; the listener above has logged it already.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    await migrateOneServerAtATime(pool);
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  let unlock = () => {};
  if (!options.pgliteDir.startsWith('memory://')) {
    mkdirSync(options.pgliteDir, { recursive: true });
    unlock = lockFolder(options.pgliteDir);
  }
  try {
    const client = await openPgliteThread(options.pgliteDir);
    const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Database;
    try {
      await migratePglite(db as Parameters<typeof migratePglite>[0], { migrationsFolder });
    } catch (error) {
      await client.close();
      throw error;
    }
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
