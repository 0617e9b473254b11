import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

/** A job to queue. `secret` is emptied once it has run; `dedupeKey` makes it queued at most once. */
export type NewJob = {
  kind: string;
  payload?: Record<string, unknown>;
  secret?: string;
  dedupeKey?: string;
  runAt?: Date;
};

export type ClaimedJob = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  secret: string;
  attempts: number;
};

export const jobRetry = {
  /** A claimed row is left to other runners after this, should its runner die mid-job. */
  leaseSeconds: 300,
  firstDelaySeconds: 30,
  maxDelaySeconds: 3600,
  /** About seven hours of tries in all; a reset link in a mail has expired long before. */
  maxAttempts: 10,
};

/**
 * Queues a job through `db`: the transaction of the change that causes it, where there is one. False
 * when a job with its dedupeKey was queued before (by this server or another).
 */
export async function enqueueJob(db: Database, job: NewJob): Promise<boolean> {
  const queued = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      secret: job.secret ?? '',
      dedupeKey: job.dedupeKey,
      // The runners compare with their own clock, so the queue is written with it too.
      runAt: job.runAt ?? new Date(),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return queued.length > 0;
}

/**
 * Takes up to `limit` due rows for this runner by moving their run time past the lease, in one
 * statement that commits at once: no transaction stays open while a job runs, and SKIP LOCKED lets
 * runners in other processes take other rows rather than the same ones.
 */
export async function claimDueJobs(db: Database, now: Date, limit: number): Promise<ClaimedJob[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(isNull(jobs.doneAt), isNull(jobs.gaveUpAt), lte(jobs.runAt, now)))
    .orderBy(asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(jobs)
    .set({
      attempts: sql`${jobs.attempts} + 1`,
      runAt: new Date(now.getTime() + jobRetry.leaseSeconds * 1000),
    })
    .where(inArray(jobs.id, due))
    .returning();
  return rows
    .sort((a, b) => a.id - b.id)
    .map(({ id, kind, payload, secret, attempts }) => ({ id, kind, payload, secret, attempts }));
}

export async function markDone(db: Database, id: number, now: Date): Promise<void> {
  await db.update(jobs).set({ doneAt: now, secret: '', lastError: null }).where(eq(jobs.id, id));
}

/** A job tried `attempts` times runs again 30 s, 1, 2, 4 ... minutes later, at most an hour apart. */
const retryAt = (attempts: number, now: Date) =>
  new Date(
    now.getTime() +
      Math.min(jobRetry.maxDelaySeconds, jobRetry.firstDelaySeconds * 2 ** (attempts - 1)) * 1000,
  );

/** Tried again after 30 s, 1, 2, 4 ... minutes, at most an hour apart; given up after maxAttempts. */
export async function markFailed(db: Database, job: ClaimedJob, error: string, now: Date): Promise<void> {
  if (job.attempts >= jobRetry.maxAttempts) {
    await db.update(jobs).set({ gaveUpAt: now, secret: '', lastError: error }).where(eq(jobs.id, job.id));
    return;
  }
  await db
    .update(jobs)
    .set({ runAt: retryAt(job.attempts, now), lastError: error })
    .where(eq(jobs.id, job.id));
}

/**
 * Queues the failed part of a claimed job, whose other parts succeeded, as a job of its own that has
 * been tried as often as `job` and is retried (or given up) as `job` would be: only that part runs
 * again, on the same schedule.
 */
export async function enqueueFailedPart(
  db: Database,
  job: ClaimedJob,
  payload: Record<string, unknown>,
  error: string,
  now: Date,
): Promise<void> {
  const givenUp = job.attempts >= jobRetry.maxAttempts;
  await db.insert(jobs).values({
    kind: job.kind,
    payload,
    attempts: job.attempts,
    runAt: givenUp ? now : retryAt(job.attempts, now),
    gaveUpAt: givenUp ? now : null,
    lastError: error,
  });
}
