import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { databaseHealth, healthyForMs } from './database-health';

function countingDatabase(answer: () => Promise<unknown>) {
  let statements = 0;
  const db = {
    execute: () => {
      statements += 1;
      return answer();
    },
  } as unknown as Database;
  return { db, statements: () => statements };
}

function manualClock() {
  let ms = 1_000;
  return { now: () => ms, advance: (by: number) => (ms += by) };
}

describe('databaseHealth', () => {
  it('lets probes asked while a check is under way share it', async () => {
    const { db, statements } = countingDatabase(() => Promise.resolve([]));
    const check = databaseHealth(db, manualClock().now);
    await Promise.all([check(), check(), check()]);
    expect(statements()).toBe(1);
  });

  it('answers from a success for healthyForMs, then asks the database again', async () => {
    const clock = manualClock();
    const { db, statements } = countingDatabase(() => Promise.resolve([]));
    const check = databaseHealth(db, clock.now);
    await check();
    clock.advance(healthyForMs - 1);
    await check();
    expect(statements()).toBe(1);
    clock.advance(1);
    await check();
    expect(statements()).toBe(2);
  });

  it('fails every probe that shared a failed check, and tries afresh on the next', async () => {
    let down = true;
    const clock = manualClock();
    const { db, statements } = countingDatabase(() =>
      down ? Promise.reject(new Error('gone')) : Promise.resolve([]),
    );
    const check = databaseHealth(db, clock.now);
    const probes = await Promise.allSettled([check(), check()]);
    expect(probes.map((probe) => probe.status)).toEqual(['rejected', 'rejected']);
    await expect(check()).rejects.toThrow('gone');
    expect(statements()).toBe(2);
    down = false;
    await expect(check()).resolves.toBeUndefined();
  });

  it('reports a database that stopped answering once its last success is older than healthyForMs', async () => {
    let down = false;
    const clock = manualClock();
    const { db } = countingDatabase(() => (down ? Promise.reject(new Error('gone')) : Promise.resolve([])));
    const check = databaseHealth(db, clock.now);
    await check();
    down = true;
    await expect(check()).resolves.toBeUndefined();
    clock.advance(healthyForMs);
    await expect(check()).rejects.toThrow('gone');
  });
});
