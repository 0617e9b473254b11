import { enqueueJob } from '../jobs/job-queue';
import { mailJob } from './mail-job';
import type { Mailer } from './mailer';
import type { MailSealer } from './sealed-text';

/**
 * For the command line on PostgreSQL: mail goes into the jobs table, and the servers' job runners
 * send it (they poll the table), since this process has no transport of its own and exits at once.
 */
export const queueOnlyMailer = (sealer: MailSealer): Mailer => ({
  enqueue: async (tx, message) => {
    await enqueueJob(tx, mailJob(message, sealer));
  },
  poke() {},
  afterAnswer() {
    throw new Error('The command line sends no mail after an answer.');
  },
  settled: async () => {},
});
