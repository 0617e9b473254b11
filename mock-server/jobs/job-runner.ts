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

const claimBatch = 10;
// Retries fall due, and other processes queue jobs this one is not poked for.
const pollIntervalMs = 10_000;

export function createJobRunner(options: {
  db: Database;
  handlers: Record<string, JobHandler>;
  logLevel: LogLevel;
}): JobRunner {
  const { db, handlers, logLevel } = options;
  let running: Promise<void> | undefined;
  let runAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Runs one batch of due jobs; true when there may be more. */
  async function runBatch(): Promise<boolean> {
    const claimed = await claimDueJobs(db, new Date(), claimBatch);
    for (const job of claimed) {
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
        await markFailed(db, job, String(error), new Date());
      }
    }
    return claimed.length === claimBatch;
  }

  function poke() {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = (async () => {
      do {
        runAgain = false;
        while (!stopped && (await runBatch()));
      } while (runAgain && !stopped);
    })()
      .catch((error) => log(logLevel, 'error', 'job run failed', { error: String(error) }))
      .finally(() => {
        running = undefined;
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
