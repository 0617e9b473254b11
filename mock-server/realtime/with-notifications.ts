import type { Config } from '../config';
import type { DomainEvent } from '../domain/domain-event';
import type { NotificationRow } from '../domain/notifications/notifications';
import type { JobRunner } from '../jobs/job-runner';
import type { EventBus } from './bus';
import { notificationsSent } from './events';
import { publishAfterCommit } from './publish';

type NotificationDeps = {
  config: Pick<Config, 'logLevel'>;
  jobs: Pick<JobRunner, 'poke'>;
  bus: Pick<EventBus, 'publish' | 'caughtUp'>;
};

/**
 * The event of a committed write with the notifications it stored added, each to its recipient's own
 * channel. One written already read is hidden in its recipient's app: nothing to tell them live.
 */
export function withNotifications(event: DomainEvent, notified: NotificationRow[]): DomainEvent {
  const shown = notified.filter((row) => row.readAt === null);
  if (shown.length === 0) return event;
  const { notifications = [] } = notificationsSent(shown);
  return { ...event, notifications: [...(event.notifications ?? []), ...notifications] };
}

const tellsNothing = (event: DomainEvent) =>
  event.deliveries.length === 0 &&
  !event.notifications?.length &&
  !event.accessChanges?.length &&
  !event.testContent;

/**
 * Publishes the event of a committed write with the notifications it stored (withNotifications),
 * then sends their queued pushes (domain/notifications/push-delivery.ts): the push job's read of its
 * devices comes after this server's sockets have the event, not before. The caller's answer does
 * not wait for that.
 */
export async function publishWithNotifications(
  deps: NotificationDeps,
  event: DomainEvent,
  notified: NotificationRow[],
): Promise<void> {
  const told = withNotifications(event, notified);
  if (!tellsNothing(told)) await publishAfterCommit(deps, told);
  if (!notified.some((row) => row.pushQueued)) return;
  // PostgreSQL's bus answers a publish before the event comes back to this server's sockets: the
  // job's claim and read of its pushes would then run beside their fan-out rather than after it.
  void deps.bus.caughtUp().then(() => deps.jobs.poke());
}

/**
 * Tells the recipients of notifications written outside a request (a scheduled job, a mail given up)
 * live, once their write has committed, as a request tells those of its change.
 */
export const publishNotified = (deps: NotificationDeps, notified: NotificationRow[]): Promise<void> =>
  publishWithNotifications(deps, { deliveries: [] }, notified);
