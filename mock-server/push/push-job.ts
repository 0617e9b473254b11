import { z } from 'zod';
import type { Database } from '../db/client';
import {
  type PushDue,
  type PushJobPayload,
  pushesDue,
  pushJobKind,
  pushJobOf,
  recordPushOutcomes,
} from '../domain/notifications/push-delivery';
import { enqueueFailedPart, enqueueJob, jobRetry } from '../jobs/job-queue';
import type { JobHandler } from '../jobs/job-runner';
import { type PushTransport, pushRequestTimeoutMs } from './push-transport';

const ids = z.array(z.number().int());
const pushJobPayload = z.union([
  z.object({ notification_ids: ids, subscription_ids: ids.optional() }),
  // A job queued per device, before a job sent all of a statement's pushes.
  z.object({ notification_id: z.number().int(), subscription_id: z.number().int() }).transform(
    ({ notification_id, subscription_id }): PushJobPayload => ({
      notification_ids: [notification_id],
      subscription_ids: [subscription_id],
    }),
  ),
]);

/** Pushes in flight at once for one job: the push services answer in parallel, the CPU encrypts in turn. */
const pushesAtOnce = 16;
/** No push of a job starts later than this after it was claimed, so every one ends within its lease. */
const startWithinMs = jobRetry.leaseSeconds * 1000 - 2 * pushRequestTimeoutMs;

/**
 * Sends a job's pushes (queued with their notifications: domain/notifications/push-delivery.ts) as
 * one batch, read in one statement, and records what each device's push service said: a gone device
 * is forgotten, the others' last success is written. Pushes that failed while others went through
 * are queued as a job of their own, retried on the job's schedule; when every one failed the job
 * throws, and the runner retries it whole. Pushes the job had no time to start are queued to run now.
 */
export function sendQueuedPushes(db: Database, transport: PushTransport): JobHandler {
  return async (job) => {
    const due = await pushesDue(db, pushJobPayload.parse(job.payload));
    if (due.length === 0) return;
    const results = await transport.sendBatch(
      due.map((push) => ({ target: push.device, payload: JSON.stringify(push.message) })),
      { concurrency: pushesAtOnce, startBy: Date.now() + startWithinMs },
    );
    const sentTo: PushDue['device'][] = [];
    const goneIds: number[] = [];
    const failed: PushDue[] = [];
    const unsent: PushDue[] = [];
    let error = '';
    results.forEach((result, at) => {
      const push = due[at];
      if (result === 'sent') sentTo.push(push.device);
      else if (result === 'gone') goneIds.push(push.device.id);
      else if (result === 'unsent') unsent.push(push);
      else {
        failed.push(push);
        error ||= result.failed;
      }
    });
    if (failed.length === due.length) throw new Error(error);
    await recordPushOutcomes(db, { sentTo, goneIds });
    if (failed.length > 0) await enqueueFailedPart(db, job, pushJobOf(failed), error, new Date());
    if (unsent.length > 0) await enqueueJob(db, { kind: pushJobKind, payload: pushJobOf(unsent) });
  };
}
