import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../../tests/support/test-server';
import { type DatabaseOptions, migrationsFolder, openDatabase } from './client';
import { announcementBatches, guardians, refreshTokens, teacherBatches, users } from './schema';

const expectedTables = [
  'admission_codes',
  'announcement_batches',
  'announcements',
  'application_notes',
  'applications',
  'attempt_answers',
  'attendance',
  'audit_log',
  'batches',
  'calendar_feeds',
  'classes',
  'guardian_links',
  'guardians',
  'homework',
  'homework_batches',
  'jobs',
  'media',
  'notification_defaults',
  'notification_preferences',
  'notifications',
  'online_test_batches',
  'online_tests',
  'pairing_codes',
  'password_reset_tokens',
  'payment_requests',
  'profiles',
  'push_subscriptions',
  'questions',
  'rate_limit_counters',
  'receipt_counters',
  'refresh_tokens',
  'server_secrets',
  'sessions',
  'submissions',
  'teacher_batches',
  'test_attempts',
  'test_questions',
  'test_sections',
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
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
      expect(rowsOf<{ count: number }>(applied)[0].count).toBe(journal.entries.length);
      expect(await database.db.select({ email: users.email }).from(users)).toEqual([
        { email: 'Asha@demo.school' },
      ]);
    } finally {
      await database.close();
    }
  });
});

/**
 * Runs `test` on a new embedded database holding only the first `count` migrations (the database an
 * older release left), then closes it. Plain SQL, the same on both databases: the embedded one is
 * enough to replay an upgrade.
 */
async function onEarlierRelease(count: number, test: (db: PgliteDatabase) => Promise<void>) {
  const folder = mkdtempSync(path.join(tmpdir(), 'tutoring-earlier-migrations-'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const entries = journal.entries.slice(0, count) as { tag: string }[];
  mkdirSync(path.join(folder, 'meta'));
  for (const { tag } of entries) {
    copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  const client = new PGlite();
  try {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });
    await test(db);
  } finally {
    await client.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A user as the earliest migrations' table holds one, answering its id. Raw SQL, as for every row
 * written before the upgrade: the schema's later columns do not exist yet at that migration.
 */
async function insertUser(db: PgliteDatabase, email: string, role: 'student' | 'teacher') {
  const [user] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into users (email, password_hash, role, first_name, last_name) values (${email}, 'x', ${role}, 'First', 'Last') returning id`,
    ),
  );
  return user;
}

describe('the announcement_batches migration', () => {
  it('keeps an announcement to all, sent before it, with the batches its sender taught', async () => {
    await onEarlierRelease(1, async (db) => {
      const teacher = await insertUser(db, 't@demo.school', 'teacher');
      const taught = rowsOf<{ id: number; name: string }>(
        await db.execute(sql`insert into batches (name) values ('A'), ('B') returning id, name`),
      );
      await db.execute(sql`insert into batches (name) values ('Not taught')`);
      await db
        .insert(teacherBatches)
        .values(taught.map((batch) => ({ teacherId: teacher.id, batchId: batch.id })));
      // In SQL: the schema of today has announcement columns this release did not.
      const [toAll] = rowsOf<{ id: number }>(
        await db.execute(
          sql`insert into announcements (teacher_id, type, message) values (${teacher.id}, 'all', 'Holiday') returning id`,
        ),
      );
      await db.execute(
        sql`insert into announcements (teacher_id, type, message, batch_id) values (${teacher.id}, 'batch', 'Quiz', ${taught[0].id})`,
      );

      await migrate(db, { migrationsFolder });
      const reached = await db.select().from(announcementBatches).orderBy(announcementBatches.batchId);
      expect(reached).toEqual(taught.map((batch) => ({ announcementId: toAll.id, batchId: batch.id })));
    });
  });
});

describe('the sessions migration', () => {
  it('upgrades a database holding refresh tokens of before sessions, keeping the users', async () => {
    await onEarlierRelease(2, async (db) => {
      const user = await insertUser(db, 's@demo.school', 'student');
      await db.execute(
        sql`insert into refresh_tokens (jti, user_id, expires_at) values ('old', ${user.id}, now() + interval '1 day')`,
      );

      await migrate(db, { migrationsFolder });
      expect(await db.select().from(refreshTokens)).toEqual([]);
      expect(await db.select({ id: users.id }).from(users)).toEqual([{ id: user.id }]);
    });
  });
});

describe('the attendance_and_guardians migration', () => {
  it("makes a student's parent name their first guardian, and nobody else's", async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
    const before = (journal.entries as { tag: string }[]).findIndex((entry) =>
      entry.tag.endsWith('_attendance_and_guardians'),
    );
    await onEarlierRelease(before, async (db) => {
      const parented = await insertUser(db, 'parented@demo.school', 'student');
      const unparented = await insertUser(db, 'unparented@demo.school', 'student');
      const teacher = await insertUser(db, 'teacher@demo.school', 'teacher');
      await db.execute(
        sql`insert into profiles (user_id, parent_name) values (${parented.id}, 'Lakshmi Iyer'), (${unparented.id}, ''), (${teacher.id}, 'Not a student')`,
      );

      await migrate(db, { migrationsFolder });
      expect(await db.select().from(guardians)).toEqual([
        expect.objectContaining({
          studentId: parented.id,
          position: 1,
          name: 'Lakshmi Iyer',
          relation: 'parent',
          email: '',
          mobile: '',
        }),
      ]);
    });
  });
});
