import type { LogLevel } from '../config';
import { enqueueJob } from '../jobs/job-queue';
import type { JobRunner } from '../jobs/job-runner';
import { log } from '../logger';
import { mailJob } from './mail-job';
import type { Mailer } from './mailer';
import type { MailSealer } from './sealed-text';

/** The mailer of a server: each mail a job, sent by the job runner (sendQueuedMail). */
export function createQueuedMailer(options: {
  jobs: JobRunner;
  sealer: MailSealer;
  logLevel: LogLevel;
}): Mailer {
  const { jobs, sealer, logLevel } = options;
  const deferred = new Set<Promise<void>>();
  return {
    enqueue: async (tx, message) => {
      await enqueueJob(tx, mailJob(message, sealer));
    },
    poke: jobs.poke,
    afterAnswer(what, task) {
      const run = (async () => {
        // A tick later than the answer, so none of this work is timed with it.
        await new Promise<void>((resolve) => setImmediate(resolve));
        await task();
      })()
        .catch((error) => log(logLevel, 'error', `${what} failed`, { error: String(error) }))
        .finally(() => {
          deferred.delete(run);
          jobs.poke();
        });
      deferred.add(run);
    },
    async settled() {
      while (deferred.size > 0) await Promise.all([...deferred]);
      await jobs.settled();
    },
  };
}
