import { channels } from '../../shared/socket';
import type { Delivery, NotificationsTold } from '../domain/domain-event';
import { toNotificationItem } from '../domain/notifications/notifications';

/**
 * The deliveries of notifications told together (events.ts, notificationsSent): each to its
 * recipient's own channel, made only for the channels `heard` keeps, as most recipients listen on
 * another server or none.
 */
export function toldDeliveries(
  told: NotificationsTold,
  heard: (channel: string) => boolean = () => true,
): Delivery[] {
  const createdAt = new Date(told.createdAt);
  const deliveries: Delivery[] = [];
  for (const [id, recipientId, unread] of told.each) {
    const channel = channels.notifications(recipientId);
    if (!heard(channel)) continue;
    const item = toNotificationItem({ ...told, id, recipientId, createdAt, readAt: null });
    deliveries.push({ channel, message: { action: 'notification', notification: item, unread } });
  }
  return deliveries;
}
