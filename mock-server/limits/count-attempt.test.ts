import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { auditLog } from '../db/schema';
import { countAttempt } from './count-attempt';
import { createRateLimiter } from './rate-limiter';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const throttledEntries = () =>
  database.db
    .select({ targetType: auditLog.targetType, targetLabel: auditLog.targetLabel, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.action, 'security.throttled'))
    .orderBy(auditLog.id);

describe('countAttempt', () => {
  it('records the first attempt over a limit, once a window, as the account or the address limited', async () => {
    const deps = { limiter: createRateLimiter(database.db), database };
    const address = '192.0.2.7';
    const attempt = { limit: 'sign-in', address };
    const perAddress = { bucket: 'test:address', key: address, limit: 3, windowSeconds: 60 };
    const perAccount = (email: string) => ({
      bucket: 'test:account',
      key: `${email} ${address}`,
      limit: 1,
      windowSeconds: 60,
      email,
    });

    const first = await countAttempt(deps, attempt, perAddress, perAccount('a@example.test'));
    expect(first.exceeded).toEqual([]);
    // Over the account's limit: the entry names the account.
    const second = await countAttempt(deps, attempt, perAddress, perAccount('a@example.test'));
    expect(second.exceeded).toEqual(['test:account']);
    // Over again in the same window: nothing more is recorded.
    await countAttempt(deps, attempt, perAddress, perAccount('a@example.test'));
    // Over the address's limit (with a fresh account): the entry names the address only.
    const fourth = await countAttempt(deps, attempt, perAddress, perAccount('b@example.test'));
    expect(fourth.exceeded).toEqual(['test:address']);

    expect(await throttledEntries()).toEqual([
      { targetType: 'user', targetLabel: 'a@example.test', details: { limit: 'sign-in', address } },
      { targetType: 'address', targetLabel: address, details: { limit: 'sign-in', address } },
    ]);
  });
});
