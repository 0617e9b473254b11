import { enqueueMail } from './mail-queue';
import type { Mailer } from './mailer';

/**
 * For the command line on PostgreSQL: mail goes into mail_queue, and the servers' drainers send it
 * (they poll the queue), since this process has no transport of its own and exits at once.
 */
export const queueOnlyMailer: Mailer = {
  enqueue: enqueueMail,
  poke() {},
  afterAnswer() {
    throw new Error('The command line sends no mail after an answer.');
  },
  settled: async () => {},
  start() {},
  stop: async () => {},
};
