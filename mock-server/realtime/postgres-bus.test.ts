import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { channels } from '../../shared/socket';
import { freshPostgresDatabase } from '../../tests/support/test-server';
import { openDatabase } from '../db/client';
import type { DomainEvent } from '../domain/domain-event';
import { createPostgresBus } from './postgres-bus';

const terminateOthers =
  'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()';

/** PostgreSQL only (the `postgres` project of vitest.config.ts): PGlite has no LISTEN connections. */
describe('the PostgreSQL event bus', () => {
  it('lets its LISTEN connection go for good on close, so the database ending it later is harmless', async () => {
    const postgres = await freshPostgresDatabase();
    if (!postgres) throw new Error('This test needs PostgreSQL: set TEST_DATABASE_URL.');
    const database = await openDatabase({ databaseUrl: postgres.url, pgliteDir: 'memory://' });
    const pool = database.pool as pg.Pool;
    const admin = new pg.Client({ connectionString: postgres.url });
    const uncaught: unknown[] = [];
    const recordUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', recordUncaught);
    try {
      const bus = await createPostgresBus(pool);
      const heard: DomainEvent[] = [];
      bus.subscribe((event) => heard.push(event));
      const event: DomainEvent = {
        deliveries: [
          { channel: channels.teacherHomework(), message: { action: 'delete_homework', homework_id: 1 } },
        ],
      };
      await bus.publish(event);
      await expect.poll(() => heard).toEqual([event]);

      await bus.close();
      // The listener is destroyed, not pooled: nothing still listening is handed to other queries.
      await expect.poll(() => pool.totalCount - pool.idleCount).toBe(0);
      await admin.connect();
      await admin.query(terminateOthers);
      await expect.poll(() => pool.totalCount, { timeout: 5000 }).toBe(0);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', recordUncaught);
      await admin.end();
      await database.close();
      await postgres.drop();
    }
  });

  it('sends the events published while a NOTIFY is out in one, and every server hears each once, in order', async () => {
    const postgres = await freshPostgresDatabase();
    if (!postgres) throw new Error('This test needs PostgreSQL: set TEST_DATABASE_URL.');
    const database = await openDatabase({ databaseUrl: postgres.url, pgliteDir: 'memory://' });
    const pool = database.pool as pg.Pool;
    let statements = 0;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      statements += 1;
      return query(...args);
    };
    try {
      const bus = await createPostgresBus(pool);
      const heard: DomainEvent[] = [];
      bus.subscribe((event) => heard.push(event));
      const events: DomainEvent[] = Array.from({ length: 30 }, (_, homeworkId) => ({
        deliveries: [
          {
            channel: channels.teacherHomework(),
            message: { action: 'delete_homework', homework_id: homeworkId + 1 },
          },
        ],
      }));

      await Promise.all(events.map((event) => bus.publish(event)));

      await expect.poll(() => heard.length).toBe(30);
      expect(heard).toEqual(events);
      // The first alone, the 29 published while it was out together.
      expect(statements).toBe(2);
      await bus.close();
    } finally {
      await database.close();
      await postgres.drop();
    }
  });
});
