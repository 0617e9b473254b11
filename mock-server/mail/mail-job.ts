import { z } from 'zod';
import type { NewJob } from '../jobs/job-queue';
import type { JobHandler } from '../jobs/job-runner';
import type { MailMessage, MailTransport } from './mailer';
import type { MailSealer } from './sealed-text';

export const mailJobKind = 'mail';

const mailPayload = z.object({ to: z.string(), subject: z.string(), with_headers: z.boolean().optional() });
const sealedWithHeaders = z.object({ text: z.string(), headers: z.record(z.string(), z.string()) });

/**
 * A mail as a job: its text, links and all, is the job's secret, sealed while it waits; so are its
 * headers when it has any (an unsubscribe link is a credential too).
 */
export function mailJob(message: MailMessage, sealer: MailSealer): NewJob {
  const { to, subject, text, headers } = message;
  return headers
    ? {
        kind: mailJobKind,
        payload: { to, subject, with_headers: true },
        secret: sealer.seal(JSON.stringify({ text, headers })),
      }
    : { kind: mailJobKind, payload: { to, subject }, secret: sealer.seal(text) };
}

/** Sends a queued mail through the transport: SMTP, or the outbox folder. */
export function sendQueuedMail(transport: MailTransport, sealer: MailSealer): JobHandler {
  return async (job) => {
    const { to, subject, with_headers } = mailPayload.parse(job.payload);
    const opened = sealer.open(job.secret);
    await transport.send(
      with_headers
        ? { to, subject, ...sealedWithHeaders.parse(JSON.parse(opened)) }
        : { to, subject, text: opened },
    );
  };
}
