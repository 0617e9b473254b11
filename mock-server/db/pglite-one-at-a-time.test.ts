import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
});
afterAll(() => database.close());

const nextEventLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('PGlite statements one at a time, between event-loop turns', () => {
  it('lets sockets be read between waiting statements, not only once all of them ran', async () => {
    let done = 0;
    const statements = Array.from({ length: 20 }, (_, i) =>
      database.db.execute(sql`select ${i}::int as n`).then(() => {
        done += 1;
      }),
    );
    await statements[0];
    await nextEventLoopTurn();
    expect(done).toBeLessThan(20);
    await Promise.all(statements);
    expect(done).toBe(20);
  });

  it('keeps answering in order after a statement fails', async () => {
    const failing = database.db.execute(sql`select * from no_such_table`);
    const after = database.db.execute(sql`select 7 as n`);
    await expect(failing).rejects.toThrow(/no_such_table/);
    expect(await after).toMatchObject({ rows: [{ n: 7 }] });
  });

  it('runs a transaction as one statement, rolled back whole when it fails', async () => {
    await database.db.execute(sql`create table one_at_a_time_probe (n int)`);
    const refused = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into one_at_a_time_probe values (1)`);
      throw new Error('refused');
    });
    const counted = database.db.execute(sql`select count(*)::int as n from one_at_a_time_probe`);
    await expect(refused).rejects.toThrow('refused');
    expect(await counted).toMatchObject({ rows: [{ n: 0 }] });
  });
});
