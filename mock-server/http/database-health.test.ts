import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { databaseHealth } from './database-health';

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

describe('databaseHealth', () => {
  it('lets probes asked while a check is under way share it, and checks again after', async () => {
    const { db, statements } = countingDatabase(() => Promise.resolve([]));
    const check = databaseHealth(db);
    await Promise.all([check(), check(), check()]);
    expect(statements()).toBe(1);
    await check();
    expect(statements()).toBe(2);
  });

  it('fails every probe that shared a failed check, and tries afresh on the next', async () => {
    let down = true;
    const { db } = countingDatabase(() => (down ? Promise.reject(new Error('gone')) : Promise.resolve([])));
    const check = databaseHealth(db);
    const probes = await Promise.allSettled([check(), check()]);
    expect(probes.map((probe) => probe.status)).toEqual(['rejected', 'rejected']);
    down = false;
    await expect(check()).resolves.toBeUndefined();
  });
});
