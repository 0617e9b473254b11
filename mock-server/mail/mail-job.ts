import { z } from 'zod';
import type { NewJob } from '../jobs/job-queue';
import type { JobHandler } from '../jobs/job-runner';
import type { MailMessage, MailTransport } from './mailer';
import type { MailSealer } from './sealed-text';

export const mailJobKind = 'mail';

const mailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});

/** A mail as a job: its text, links and all, is the job's secret, sealed while it waits. */
export function mailJob(message: MailMessage, sealer: MailSealer): NewJob {
  return {
    kind: mailJobKind,
    payload: {
      to: message.to,
      subject: message.subject,
      ...(message.headers ? { headers: message.headers } : {}),
    },
    secret: sealer.seal(message.text),
  };
}

/** Sends a queued mail through the transport: SMTP, or the outbox folder. */
export function sendQueuedMail(transport: MailTransport, sealer: MailSealer): JobHandler {
  return async (job) => {
    const { to, subject, headers } = mailPayload.parse(job.payload);
    await transport.send({ to, subject, text: sealer.open(job.secret), ...(headers ? { headers } : {}) });
  };
}
