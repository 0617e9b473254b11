import { isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { enqueueJob, jobRetry } from './job-queue';
import { createJobRunner, type JobHandler } from './job-runner';

let database: DatabaseHandle;

beforeAll(async () => {
  // On PostgreSQL (TEST_DATABASE_URL) two runners really race for rows over separate connections.
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.db.delete(jobs));
afterEach(() => vi.useRealTimers());

const runner = (handlers: Record<string, JobHandler>) =>
  createJobRunner({ db: database.db, handlers, logLevel: 'silent' });

describe('job runner', () => {
  it('queues a job with a dedupe key once, whichever server queues it, and runs it once', async () => {
    const ran: unknown[] = [];
    const digest: JobHandler = async (job) => {
      ran.push(job.payload);
    };
    const [first, second] = [runner({ digest }), runner({ digest })];
    const job = { kind: 'digest', payload: { userId: 7 }, dedupeKey: 'digest:7:2026-11-27' };
    expect(await enqueueJob(database.db, job)).toBe(true);
    expect(await enqueueJob(database.db, job)).toBe(false);
    first.poke();
    second.poke();
    await Promise.all([first.settled(), second.settled()]);
    expect(await enqueueJob(database.db, job)).toBe(false);
    expect(ran).toEqual([{ userId: 7 }]);
  });

  it('keeps a failed job with its error and secret, runs it again once due, then empties the secret', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let failing = true;
    const seen: string[] = [];
    const jobsRunner = runner({
      push: async (job) => {
        if (failing) throw new Error('push service answered 503');
        seen.push(job.secret);
      },
    });
    await enqueueJob(database.db, { kind: 'push', secret: 'subscription keys' });
    jobsRunner.poke();
    await jobsRunner.settled();
    const [failed] = await database.db.select().from(jobs);
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, secret: 'subscription keys' });
    expect(failed.lastError).toMatch(/503/);

    failing = false;
    jobsRunner.poke();
    await jobsRunner.settled();
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(jobRetry.firstDelaySeconds * 1000);
    jobsRunner.poke();
    await jobsRunner.settled();
    expect(seen).toEqual(['subscription keys']);
    const [done] = await database.db.select().from(jobs);
    expect(done).toMatchObject({ attempts: 2, secret: '', lastError: null });
    expect(done.doneAt).not.toBeNull();
  });

  it('leaves a job of a kind this server has no handler for as failed, not lost', async () => {
    const jobsRunner = runner({});
    await enqueueJob(database.db, { kind: 'weekly-summary', payload: { guardianId: 3 } });
    jobsRunner.poke();
    await jobsRunner.settled();
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ kind: 'weekly-summary', doneAt: null, gaveUpAt: null, attempts: 1 });
    expect(row.lastError).toMatch(/no handler/);
  });

  it('runs jobs side by side, at most its concurrency at once, and each once across two runners', async () => {
    let now = 0;
    let most = 0;
    const ran: number[] = [];
    const push: JobHandler = async (job) => {
      now += 1;
      most = Math.max(most, now);
      await new Promise((resolve) => setTimeout(resolve, 5));
      ran.push(Number(job.payload.n));
      now -= 1;
    };
    const count = 120;
    await database.db
      .insert(jobs)
      .values(Array.from({ length: count }, (_, n) => ({ kind: 'push', payload: { n }, runAt: new Date() })));
    const options = { db: database.db, handlers: { push }, logLevel: 'silent' as const, concurrency: 8 };
    const [first, second] = [createJobRunner(options), createJobRunner(options)];
    first.poke();
    second.poke();
    await Promise.all([first.settled(), second.settled()]);

    expect(ran.toSorted((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, n) => n));
    expect(most).toBeGreaterThan(8);
    expect(most).toBeLessThanOrEqual(16);
    const left = await database.db.select().from(jobs).where(isNull(jobs.doneAt));
    expect(left).toEqual([]);
  });
});
