import { channels } from '../../shared/socket';
import type { Delivery, NotificationsTold } from '../domain/domain-event';
import { toNotificationItem } from '../domain/notifications/notifications';

/**
 * The deliveries of notifications told together (events.ts, notificationsSent): each to its
 * recipient's own channel with the unread count `unreadOf` gives for them.
 */
export function toldDeliveries(
  told: NotificationsTold,
  unreadOf: (recipientId: number) => number,
): Delivery[] {
  const createdAt = new Date(told.createdAt);
  return told.each.map(([id, recipientId]) => ({
    channel: channels.notifications(recipientId),
    message: {
      action: 'notification',
      notification: toNotificationItem({ ...told, id, recipientId, createdAt, readAt: null }),
      unread: unreadOf(recipientId),
    },
  }));
}

/** Those of the notifications whose recipient `heard` keeps, as most recipients listen on another server or none. */
export function toldTo(told: NotificationsTold, heard: (recipientId: number) => boolean): NotificationsTold {
  return { ...told, each: told.each.filter(([, recipientId]) => heard(recipientId)) };
}
