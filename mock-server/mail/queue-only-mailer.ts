import { enqueueMail } from './mail-queue';
import type { Mailer } from './mailer';
import type { MailSealer } from './sealed-text';

/**
 * For the command line on PostgreSQL: mail goes into mail_queue, and the servers' drainers send it
 * (they poll the queue), since this process has no transport of its own and exits at once.
 */
export const queueOnlyMailer = (sealer: MailSealer): Mailer => ({
  enqueue: (tx, message) => enqueueMail(tx, { ...message, text: sealer.seal(message.text) }),
  poke() {},
  afterAnswer() {
    throw new Error('The command line sends no mail after an answer.');
  },
  settled: async () => {},
  start() {},
  stop: async () => {},
});
