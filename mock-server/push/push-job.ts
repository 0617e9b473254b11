import { z } from 'zod';
import type { Database } from '../db/client';
import { forgetGoneDevice, pushDue, recordPushSent } from '../domain/notifications/push-delivery';
import type { JobHandler } from '../jobs/job-runner';
import type { PushTransport } from './push-transport';

const pushJobPayload = z.object({ notification_id: z.number().int(), subscription_id: z.number().int() });

/**
 * Sends a queued push (queued with its notification: domain/notifications/push-delivery.ts). Nothing is
 * sent once the notification is gone, or the device is gone or another person's; a device whose
 * push service says it is gone is forgotten. Any other failure throws, and the job runner retries it.
 */
export function sendQueuedPush(db: Database, transport: PushTransport): JobHandler {
  return async (job) => {
    const due = await pushDue(db, pushJobPayload.parse(job.payload));
    if (!due) return;
    const outcome = await transport.send(due.device, JSON.stringify(due.message));
    if (outcome === 'gone') await forgetGoneDevice(db, due.device.id);
    else await recordPushSent(db, due.device);
  };
}
