import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import type { DomainEvent } from '../domain/domain-event';
import type { NotificationRow } from '../domain/notifications/notifications';
import { unreadOfEach } from '../domain/notifications/notifications';
import { log } from '../logger';
import { notificationsSent } from '../realtime/events';
import { publishAfterCommit } from '../realtime/publish';

/**
 * The event with the write's notifications added, each with its recipient's unread count (one read for
 * all of them). The write has committed: if that read fails, the notifications wait for the next
 * fetch rather than fail the answer.
 */
async function withNotifications(c: Context<AppEnv>, event: DomainEvent, notified: NotificationRow[]) {
  if (notified.length === 0) return event;
  const { database, config } = c.get('deps');
  try {
    const unread = await unreadOfEach(database.db, [...new Set(notified.map((row) => row.recipientId))]);
    return { ...event, deliveries: [...event.deliveries, ...notificationsSent(notified, unread).deliveries] };
  } catch (error) {
    log(config.logLevel, 'error', 'unread counts for live notifications failed', { error: String(error) });
    return event;
  }
}

/**
 * The JSON answer of a committed write that the sockets are told of: its event is published first
 * (publishAfterCommit: a bus failure is logged, and the write still answers), with the notifications
 * the write stored, to their recipients' sockets.
 */
export async function answerPublished<T, S extends ContentfulStatusCode>(
  c: Context<AppEnv>,
  event: DomainEvent,
  body: T,
  status: S,
  notified: NotificationRow[] = [],
) {
  await publishAfterCommit(c.get('deps'), await withNotifications(c, event, notified));
  return c.json(body, status);
}
