import type { Config } from '../config';
import type { Database } from '../db/client';
import type { DomainEvent } from '../domain/domain-event';
import type { NotificationRow } from '../domain/notifications/notifications';
import { unreadOfEach } from '../domain/notifications/notifications';
import type { JobRunner } from '../jobs/job-runner';
import { log } from '../logger';
import type { EventBus } from './bus';
import { notificationsSent } from './events';
import { publishAfterCommit } from './publish';

type NotificationDeps = {
  database: { db: Database };
  config: Pick<Config, 'logLevel'>;
  jobs: Pick<JobRunner, 'poke'>;
};

/**
 * The event of a committed write with the notifications it stored added, each to its recipient's own
 * channel with their unread count (one read for all of them); their queued pushes are sent from here. The write stands: if that read fails,
 * the notifications wait for the next fetch rather than fail the answer.
 */
export async function withNotifications(
  { database, config, jobs }: NotificationDeps,
  event: DomainEvent,
  notified: NotificationRow[],
): Promise<DomainEvent> {
  if (notified.length === 0) return event;
  // Their pushes were queued with them (domain/notifications/push-delivery.ts) and are now committed.
  if (notified.some((row) => row.pushQueued)) jobs.poke();
  // One written already read is hidden in its recipient's app: nothing to tell them live.
  const shown = notified.filter((row) => row.readAt === null);
  if (shown.length === 0) return event;
  try {
    const unread = await unreadOfEach(database.db, [...new Set(shown.map((row) => row.recipientId))]);
    return { ...event, deliveries: [...event.deliveries, ...notificationsSent(shown, unread).deliveries] };
  } catch (error) {
    log(config.logLevel, 'error', 'unread counts for live notifications failed', { error: String(error) });
    return event;
  }
}

/**
 * Tells the recipients of notifications written outside a request (a scheduled job, a mail given up)
 * live, once their write has committed, as a request tells those of its change.
 */
export async function publishNotified(
  deps: NotificationDeps & { bus: Pick<EventBus, 'publish'> },
  notified: NotificationRow[],
): Promise<void> {
  const event = await withNotifications(deps, { deliveries: [] }, notified);
  if (event.deliveries.length > 0) await publishAfterCommit(deps, event);
}
