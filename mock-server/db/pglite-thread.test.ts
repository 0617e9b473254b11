import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';
import { violatedForeignKey } from './foreign-key-violation';
import { outageOf } from './outage';
import { isUniqueViolation } from './unique-violation';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await database.db.execute(sql`create table thread_parent (id int primary key)`);
  await database.db.execute(
    sql`create table thread_child (id int primary key, parent int constraint thread_child_parent references thread_parent)`,
  );
});
afterAll(() => database.close());

const nextEventLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;

/** The rejection of `statement`, awaited. */
async function errorOf(statement: Promise<unknown>): Promise<unknown> {
  try {
    await statement;
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

describe('PGlite on a thread of its own', () => {
  it('leaves the server’s thread free while a statement runs', async () => {
    let done = false;
    const sleeping = database.db.execute(sql`select pg_sleep(0.5)`).then(() => {
      done = true;
    });
    // On the server's thread the statement would hold the event loop until it ended.
    for (let turn = 0; turn < 50; turn++) await nextEventLoopTurn();
    expect(done).toBe(false);
    await sleeping;
  });

  it('answers in order, and keeps answering after a statement fails', async () => {
    const failing = database.db.execute(sql`select * from no_such_table`);
    const after = database.db.execute(sql`select 7 as n`);
    await expect(failing).rejects.toThrow(/no_such_table/);
    expect(await after).toMatchObject({ rows: [{ n: 7 }] });
  });

  it('hands errors over with their SQLSTATE and constraint', async () => {
    await database.db.execute(sql`insert into thread_parent values (1)`);
    const duplicate = await errorOf(database.db.execute(sql`insert into thread_parent values (1)`));
    expect(isUniqueViolation(duplicate)).toBe(true);
    const orphan = await errorOf(database.db.execute(sql`insert into thread_child values (1, 99)`));
    expect(violatedForeignKey(orphan)).toBe('thread_child_parent');
    expect(outageOf(orphan)).toBeUndefined();
  });

  it('keeps timestamps as PostgreSQL’s text and JSON as values, as drizzle asks', async () => {
    const rows = await rowsOf(
      sql`select timestamptz '2026-01-02 03:04:05+00' as at, '{"a":[1]}'::jsonb as j, 5::int as n`,
    );
    expect(rows).toEqual([{ at: '2026-01-02 03:04:05+00', j: { a: [1] }, n: 5 }]);
  });

  it('runs nothing else inside an open transaction, and rolls it back whole when it throws', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let outsideDone = false;
    let outside: Promise<unknown> = Promise.resolve();
    const refused = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_parent values (10)`);
      // Another request's write, sent while this transaction is open: it must not join it.
      outside = database.db.execute(sql`insert into thread_parent values (11)`).then(() => {
        outsideDone = true;
      });
      await gate;
      await tx.execute(sql`insert into thread_parent values (12)`);
      expect(outsideDone).toBe(false);
      throw new Error('refused');
    });
    for (let turn = 0; turn < 10; turn++) await nextEventLoopTurn();
    release();
    await expect(refused).rejects.toThrow('refused');
    await outside;
    const rows = await rowsOf(sql`select id from thread_parent where id between 10 and 12 order by id`);
    expect(rows).toEqual([{ id: 11 }]);
  });

  it('commits a transaction, an error inside it keeping its code', async () => {
    const duplicate = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_parent values (20)`);
      await tx.execute(sql`insert into thread_parent values (20)`);
    });
    expect(isUniqueViolation(await errorOf(duplicate))).toBe(true);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_parent values (21)`);
    });
    const rows = await rowsOf(sql`select id from thread_parent where id between 20 and 21 order by id`);
    expect(rows).toEqual([{ id: 21 }]);
  });

  it('answers a closed database as a lost connection', async () => {
    const closed = await openDatabase({ pgliteDir: 'memory://' });
    await closed.close();
    expect(outageOf(await errorOf(closed.db.execute(sql`select 1`)))).toBe('database unavailable');
  });

  it('lets a process end once closed, and one that forgot to close once idle', async () => {
    const client = fileURLToPath(new URL('./client.ts', import.meta.url));
    for (const close of ['await database.close();', '']) {
      const script = `const { openDatabase } = await import(${JSON.stringify(client)});
        const database = await openDatabase({ pgliteDir: 'memory://' });
        await database.db.execute('select 1');
        ${close}`;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: 'inherit',
      });
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
    }
  }, 60_000);
});
