import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../../tests/support/test-server';
import { type DatabaseOptions, openDatabase } from './client';
import { users } from './schema';

const expectedTables = [
  'announcements',
  'batches',
  'classes',
  'homework',
  'homework_batches',
  'password_reset_tokens',
  'profiles',
  'refresh_tokens',
  'submissions',
  'teacher_batches',
  'users',
];

// PostgreSQL when TEST_DATABASE_URL is set, else PGlite in a folder (so it can be opened twice).
let options: DatabaseOptions;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const postgres = await freshPostgresDatabase();
  if (postgres) {
    options = { databaseUrl: postgres.url, pgliteDir: 'memory://' };
    cleanup = postgres.drop;
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'tutoring-migrations-'));
    options = { pgliteDir: path.join(dir, 'db') };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(() => cleanup());

/** PGlite and node-postgres both answer raw SQL with `rows`; the shared Database type leaves it unknown. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

async function tableNames(options: DatabaseOptions) {
  const database = await openDatabase(options);
  try {
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    return { database, tables: rowsOf<{ table_name: string }>(result).map((row) => row.table_name) };
  } catch (error) {
    await database.close();
    throw error;
  }
}

describe('migrations', () => {
  it('create every table on an empty database', async () => {
    const { database, tables } = await tableNames(options);
    try {
      expect(tables).toEqual(expectedTables);
      await database.db.insert(users).values({
        email: 'Asha@demo.school',
        passwordHash: 'x',
        role: 'student',
        firstName: 'A',
        lastName: 'V',
      });
      // The e-mail is unique whatever its case.
      await expect(
        database.db.insert(users).values({
          email: 'asha@DEMO.school',
          passwordHash: 'x',
          role: 'student',
          firstName: 'A',
          lastName: 'V',
        }),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });

  it('apply again without error or loss when the database is already migrated', async () => {
    const { database, tables } = await tableNames(options);
    try {
      expect(tables).toEqual(expectedTables);
      const applied = await database.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(rowsOf<{ count: number }>(applied)[0].count).toBe(1);
      expect(await database.db.select({ email: users.email }).from(users)).toEqual([
        { email: 'Asha@demo.school' },
      ]);
    } finally {
      await database.close();
    }
  });
});
