import type { LogLevel } from '../config';
import type { Database } from '../db/client';
import { log } from '../logger';
import { type ClaimedJob, claimDueJobs, markDone, markFailed } from './job-queue';

/** Runs one job of its kind; a throw is a failure, retried later. */
export type JobHandler = (job: ClaimedJob) => Promise<void>;

/** Runs the jobs table's due rows: those queued here, by other servers and by the command line. */
export type JobRunner = {
  /** Runs what is due now. Call it once the transaction that queued a job has committed. */
  poke(): void;
  /** Resolves once the runs under way, and those poked meanwhile, are done. */
  settled(): Promise<void>;
  /** Runs due jobs now and then from here on: retries, and jobs other processes queued. */
  start(): void;
  /** Stops running jobs once the ones under way are done. */
  stop(): Promise<void>;
};

/**
 * Jobs run at once by one runner: a broadcast's pushes wait on push services' answers, not on this
 * process, and a claimed row's lease runs from its claim, so rows are claimed only for free slots.
 */
export const defaultJobConcurrency = 16;
// Retries fall due, and other processes queue jobs this one is not poked for.
const pollIntervalMs = 10_000;

export function createJobRunner(options: {
  db: Database;
  handlers: Record<string, JobHandler>;
  logLevel: LogLevel;
  concurrency?: number;
}): JobRunner {
  const { db, handlers, logLevel } = options;
  const concurrency = Math.max(1, options.concurrency ?? defaultJobConcurrency);
  // Claiming waits for this many free slots while others run, so one claim serves several jobs.
  const refillAt = Math.ceil(concurrency / 2);
  let running: Promise<void> | undefined;
  let runAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function runOne(job: ClaimedJob): Promise<void> {
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
      await handler(job);
      await markDone(db, job.id, new Date());
    } catch (error) {
      log(logLevel, 'warn', 'job failed, will retry', {
        id: job.id,
        kind: job.kind,
        attempt: job.attempts,
        error: String(error),
      });
      await markFailed(db, job, String(error), new Date()).catch((failure) =>
        log(logLevel, 'error', 'job failure not recorded; its lease ends it', {
          id: job.id,
          error: String(failure),
        }),
      );
    }
  }

  /** Runs due jobs, up to `concurrency` at a time, until none is due and none runs. */
  async function drain(): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    let mayBeMore = true;
    try {
      while (true) {
        if (runAgain) {
          runAgain = false;
          mayBeMore = true;
        }
        const free = concurrency - inFlight.size;
        if (!stopped && mayBeMore && (free >= refillAt || inFlight.size === 0)) {
          const claimed = await claimDueJobs(db, new Date(), free);
          mayBeMore = claimed.length === free;
          for (const job of claimed) {
            const run: Promise<void> = runOne(job).finally(() => inFlight.delete(run));
            inFlight.add(run);
          }
          if (claimed.length > 0) continue;
        }
        if (inFlight.size === 0) {
          if (runAgain && !stopped) continue;
          return;
        }
        await Promise.race(inFlight);
      }
    } finally {
      // A failed claim leaves the jobs under way to finish before the run counts as settled.
      await Promise.all(inFlight);
    }
  }

  function poke() {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = drain()
      .catch((error) => log(logLevel, 'error', 'job run failed', { error: String(error) }))
      .finally(() => {
        running = undefined;
        // A poke between the run's last look and its end would otherwise wait for the next poll.
        if (runAgain) {
          runAgain = false;
          poke();
        }
      });
  }

  return {
    poke,
    async settled() {
      while (running) await running;
    },
    start() {
      timer ??= setInterval(poke, pollIntervalMs);
      timer.unref();
      poke();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
