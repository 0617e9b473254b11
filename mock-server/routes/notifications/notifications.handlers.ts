import { notificationPageOf, unreadOf } from '../../domain/notifications/notifications';
import { markAllRead, markOneRead } from '../../domain/notifications/notifications-writes';
import { notificationsRead } from '../../realtime/events';
import { publishAfterCommit } from '../../realtime/publish';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './notifications.routes';

export const listNotifications: AppRouteHandler<typeof routes.listNotifications> = async (c) =>
  c.json(await notificationPageOf(c.get('deps').database.db, c.get('user').id, c.req.valid('query')), 200);

export const unreadNotifications: AppRouteHandler<typeof routes.unreadNotifications> = async (c) =>
  c.json({ unread: await unreadOf(c.get('deps').database.db, c.get('user').id) }, 200);

export const markNotificationRead: AppRouteHandler<typeof routes.markNotificationRead> = async (c) => {
  const userId = c.get('user').id;
  const unread = await markOneRead(c.get('deps').database.db, userId, c.req.valid('param').id);
  await publishAfterCommit(c.get('deps'), notificationsRead(userId, unread));
  return c.json({ unread }, 200);
};

export const markAllNotificationsRead: AppRouteHandler<typeof routes.markAllNotificationsRead> = async (
  c,
) => {
  const userId = c.get('user').id;
  const unread = await markAllRead(c.get('deps').database.db, userId);
  await publishAfterCommit(c.get('deps'), notificationsRead(userId, unread));
  return c.json({ unread }, 200);
};
