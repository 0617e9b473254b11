import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { createRateLimiter } from './rate-limiter';

let database: DatabaseHandle;

beforeAll(async () => {
  // On PostgreSQL (TEST_DATABASE_URL) simultaneous hits really race over separate connections.
  database = await openTestDatabase();
});
afterAll(() => database.close());
afterEach(() => vi.useRealTimers());

const perMinute = (key: string, limit = 2) => ({ bucket: 'test:minute', key, limit, windowSeconds: 60 });

describe('rate limiter', () => {
  it('allows `limit` hits in a window, then says how long until it ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limiter = createRateLimiter(database.db);
    expect(await limiter.hit(perMinute('a'))).toEqual({
      exceeded: [],
      retryAfterSeconds: 0,
      newlyExceeded: [],
      hits: { 'test:minute': 1 },
    });
    expect((await limiter.hit(perMinute('a'))).exceeded).toEqual([]);
    vi.advanceTimersByTime(15_000);
    expect(await limiter.hit(perMinute('a'))).toEqual({
      exceeded: ['test:minute'],
      retryAfterSeconds: 45,
      newlyExceeded: ['test:minute'],
      hits: { 'test:minute': 3 },
    });
    // Only the first refusal of a window is new: the audit log records one entry, not one per try.
    expect((await limiter.hit(perMinute('a'))).newlyExceeded).toEqual([]);
    expect((await limiter.hit(perMinute('b'))).exceeded).toEqual([]);
    vi.advanceTimersByTime(45_000);
    expect((await limiter.hit(perMinute('a'))).exceeded).toEqual([]);
  });

  it('counts several limits at once and reports each one that is over', async () => {
    const limiter = createRateLimiter(database.db);
    const perHour = { bucket: 'test:hour', key: 'c', limit: 1, windowSeconds: 3600 };
    await limiter.hit(perMinute('c', 5), perHour);
    const second = await limiter.hit(perMinute('c', 5), perHour);
    expect(second.exceeded).toEqual(['test:hour']);
    expect(second.retryAfterSeconds).toBeGreaterThan(3500);
  });

  it('takes back a hit, and forgets a key', async () => {
    const limiter = createRateLimiter(database.db);
    await limiter.hit(perMinute('d', 1));
    await limiter.refund('test:minute', 'd');
    expect((await limiter.hit(perMinute('d', 1))).exceeded).toEqual([]);
    await limiter.clear('d', ['test:minute']);
    expect((await limiter.hit(perMinute('d', 1))).exceeded).toEqual([]);
  });

  it('counts every one of simultaneous hits, and two limiters on one database share the count', async () => {
    const [first, second] = [createRateLimiter(database.db), createRateLimiter(database.db)];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).hit(perMinute('e', 4))),
    );
    expect(results.filter((result) => result.exceeded.length === 0)).toHaveLength(4);
  });

  it('gives a turn to one of simultaneous claims, and the next only once the hold is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limiter = createRateLimiter(database.db);
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => limiter.claimTurn('test:turn', 'f', 30)),
    );
    expect(claims.filter((claim) => claim.claimed)).toHaveLength(1);
    expect(claims).toContainEqual({ claimed: false, retryAfterSeconds: 30 });
    vi.advanceTimersByTime(29_000);
    expect(await limiter.claimTurn('test:turn', 'f', 60)).toEqual({ claimed: false, retryAfterSeconds: 1 });
    vi.advanceTimersByTime(1_000);
    expect(await limiter.claimTurn('test:turn', 'f', 60)).toEqual({ claimed: true });
    expect(await limiter.claimTurn('test:turn', 'f', 60)).toEqual({ claimed: false, retryAfterSeconds: 60 });
  });

  it('stores no key in the clear', async () => {
    await createRateLimiter(database.db).hit(perMinute('someone@example.com'));
    const rows = await database.db.select().from(rateLimitCounters);
    expect(JSON.stringify(rows)).not.toContain('someone@example.com');
  });
});
