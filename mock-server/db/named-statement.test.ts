import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../../tests/support/test-server';
import { type Database, openDatabase } from './client';
import { executeNamed } from './named-statement';

const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

describe('a named statement', () => {
  it('answers with the values of each call, under one name', async () => {
    const postgres = postgresUrl ? await freshPostgresDatabase(postgresUrl) : null;
    const database = await openDatabase({ databaseUrl: postgres?.url, pgliteDir: 'memory://' });
    try {
      for (const n of [1, 2, 3]) {
        const rows = await executeNamed<{ n: number; word: string }>(
          database.db,
          'test-echo',
          sql`select ${n}::int as n, ${`word ${n}`}::text as word`,
        );
        expect(rows).toEqual([{ n, word: `word ${n}` }]);
      }
    } finally {
      await database.close();
      await postgres?.drop();
    }
  });

  it.runIf(postgresUrl)(
    'is prepared once on its connection and then runs on a plan PostgreSQL keeps',
    async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        const db = drizzle({ client }) as unknown as Database;
        for (let id = 1; id <= 8; id += 1) {
          await executeNamed(db, 'test-plan', sql`select count(*) from pg_class where oid = ${id}`);
        }
        const { rows } = await client.query(
          `select generic_plans, custom_plans from pg_prepared_statements where name = 'test-plan'`,
        );
        // PostgreSQL plans the first five runs for their values, then settles on one plan for all.
        expect(rows).toHaveLength(1);
        expect(Number(rows[0].generic_plans)).toBeGreaterThan(0);
        expect(Number(rows[0].custom_plans)).toBeLessThanOrEqual(5);
      } finally {
        await client.end();
      }
    },
  );
});
