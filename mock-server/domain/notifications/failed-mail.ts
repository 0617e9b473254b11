import type { Database } from '../../db/client';
import { jobRetry } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-runner';
import { notify, recipients } from './notifications-writes';

/**
 * The mail handler, telling the admins when a mail fails its last try (the queue then gives it up), so
 * a wrong address or a broken SMTP server is seen by someone; the failure itself stands.
 */
export function reportingGiveUp(db: Database, send: JobHandler): JobHandler {
  return async (job) => {
    try {
      await send(job);
    } catch (error) {
      if (job.attempts >= jobRetry.maxAttempts) {
        await notify(
          db,
          'mail_failed',
          recipients.admins(),
          { recipient: String(job.payload.to ?? ''), subject: String(job.payload.subject ?? '') },
          '/admin',
        );
      }
      throw error;
    }
  };
}
