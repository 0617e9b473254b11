import type { Database } from '../../db/client';
import { jobRetry } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-runner';
import type { NotificationRow } from './notifications';
import { notify, recipients } from './notifications-writes';

/**
 * The mail handler, telling the admins when a mail fails its last try (the queue then gives it up), so
 * a wrong address or a broken SMTP server is seen by someone; the failure itself stands.
 */
export function reportingGiveUp(
  db: Database,
  send: JobHandler,
  announce: (notified: NotificationRow[]) => Promise<void>,
): JobHandler {
  return async (job) => {
    try {
      await send(job);
    } catch (error) {
      if (job.attempts >= jobRetry.maxAttempts) {
        const notified = await notify(
          db,
          'mail_failed',
          recipients.admins(),
          { recipient: String(job.payload.to ?? ''), subject: String(job.payload.subject ?? '') },
          '/admin',
        );
        await announce(notified);
      }
      throw error;
    }
  };
}
