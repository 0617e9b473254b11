import { channels } from '../../shared/socket';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { NotificationsTold } from '../domain/domain-event';
import { unreadCountsOf } from '../domain/notifications/notifications';
import { log } from '../logger';
import type { SubscriberRegistry } from './subscribers';
import { toldDeliveries, toldTo } from './told-notifications';

/**
 * Tells the notifications of committed writes to their recipients listening on this server, each
 * with the recipient's unread count as read after the write committed: the write's other messages
 * (a homework's to its batches) go out at once rather than after the count. The reads run one at a
 * time, each for every notification arrived meanwhile, so a bell's count never goes back while
 * notifications arrive, and a broadcast costs one read of the unread index, none when no recipient
 * listens here.
 */
export function createToldCounts(
  db: Database,
  registry: SubscriberRegistry,
  config: Pick<Config, 'logLevel'>,
) {
  let waiting: NotificationsTold[] = [];
  let running: Promise<void> | null = null;

  async function tellWaiting() {
    while (waiting.length > 0) {
      const told = waiting;
      waiting = [];
      const recipients = [
        ...new Set(told.flatMap((each) => each.each.map(([, recipientId]) => recipientId))),
      ];
      try {
        const counts = await unreadCountsOf(db, recipients);
        const unreadOf = (recipientId: number) => counts.get(recipientId) ?? 0;
        registry.deliver({ deliveries: told.flatMap((each) => toldDeliveries(each, unreadOf)) });
      } catch (error) {
        log(config.logLevel, 'error', 'unread counts for live notifications failed', {
          error: String(error),
        });
      }
    }
    running = null;
  }

  return {
    /** Queues the notifications of one event for the recipients listening here, if any. */
    tell(notifications: NotificationsTold[]) {
      const heard = (recipientId: number) => registry.listens(channels.notifications(recipientId));
      const listened = notifications
        .map((told) => toldTo(told, heard))
        .filter((told) => told.each.length > 0);
      if (listened.length === 0) return;
      waiting.push(...listened);
      running ??= tellWaiting();
    },
    /** Resolves once every notification queued so far has been told (or failed). */
    settled: (): Promise<void> => running ?? Promise.resolve(),
  };
}
