import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../../tests/support/test-server';
import { openDatabase } from './client';

/** PostgreSQL only (the `postgres` project of vitest.config.ts): PGlite has no connections to lose. */
describe('the PostgreSQL connection pool', () => {
  it('outlives the database ending an idle connection (a restart, say) and connects anew', async () => {
    const postgres = await freshPostgresDatabase();
    if (!postgres) throw new Error('This test needs PostgreSQL: set TEST_DATABASE_URL.');
    const database = await openDatabase({ databaseUrl: postgres.url, pgliteDir: 'memory://' });
    const admin = new pg.Client({ connectionString: postgres.url });
    try {
      await database.db.execute(sql`select 1`);
      expect(database.pool?.idleCount).toBeGreaterThan(0);
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      // Unhandled, the pool's 'error' event would have ended this process here.
      await expect.poll(() => database.pool?.totalCount, { timeout: 5000 }).toBe(0);
      const answer = await database.db.execute(sql`select 2 as two`);
      expect((answer as unknown as { rows: unknown[] }).rows).toEqual([{ two: 2 }]);
    } finally {
      await admin.end();
      await database.close();
      await postgres.drop();
    }
  });

  it('survives the database ending a connection inside a transaction: the transaction fails, the next one works', async () => {
    const postgres = await freshPostgresDatabase();
    if (!postgres) throw new Error('This test needs PostgreSQL: set TEST_DATABASE_URL.');
    const database = await openDatabase({
      databaseUrl: postgres.url,
      pgliteDir: 'memory://',
      logLevel: 'silent',
    });
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      await database.db.execute(sql`create table notes (body text not null)`);
      for (let round = 0; round < 3; round++) {
        let checkedOut: pg.PoolClient | undefined;
        database.pool?.once('acquire', (client) => {
          checkedOut = client;
        });
        const transaction = database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into notes values ('half written')`);
          const backend = await tx.execute(sql`select pg_backend_pid() as pid`);
          const { pid } = (backend as unknown as { rows: { pid: number }[] }).rows[0];
          // Not events.once, which would listen for 'error' too and so hide what this test looks for.
          const ended = new Promise((resolve) => checkedOut?.once('end', resolve));
          await admin.query('select pg_terminate_backend($1)', [pid]);
          // The connection has reported its end between two statements of the transaction: unhandled,
          // that 'error' would have ended this process.
          await ended;
          await tx.execute(sql`insert into notes values ('never written')`);
        });
        await expect(transaction).rejects.toThrow();
        const answer = await database.db.execute(sql`select count(*)::int as count from notes`);
        expect((answer as unknown as { rows: unknown[] }).rows).toEqual([{ count: 0 }]);
      }
    } finally {
      await admin.end();
      await database.close();
      await postgres.drop();
    }
  });
});
