import { createRoute } from '@hono/zod-openapi';
import { notificationListQuery, notificationPage, unreadCount } from '../../../shared/schemas/notifications';
import { signedIn } from '../guards';
import { bearerAuth, errorResponses, idParams, jsonContent } from '../openapi-parts';

export const listNotifications = createRoute({
  method: 'get',
  path: '/api/notifications/',
  operationId: 'listNotifications',
  tags: ['Notifications'],
  summary: 'One page of your notifications, newest first, with your unread count',
  request: { query: notificationListQuery },
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(notificationPage, 'The page'),
    ...errorResponses(400, 401),
  },
});

export const unreadNotifications = createRoute({
  method: 'get',
  path: '/api/notifications/unread/',
  operationId: 'unreadNotifications',
  tags: ['Notifications'],
  summary: 'How many of your notifications are unread',
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(unreadCount, 'The unread count'),
    ...errorResponses(401),
  },
});

export const markNotificationRead = createRoute({
  method: 'post',
  path: '/api/notifications/{id}/read/',
  operationId: 'markNotificationRead',
  tags: ['Notifications'],
  summary: "Mark one of your notifications read (another person's is 404)",
  request: { params: idParams },
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(unreadCount, 'Your unread count after it'),
    ...errorResponses(400, 401, 404),
  },
});

export const markAllNotificationsRead = createRoute({
  method: 'post',
  path: '/api/notifications/read/',
  operationId: 'markAllNotificationsRead',
  tags: ['Notifications'],
  summary: 'Mark all your notifications read',
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(unreadCount, 'Your unread count, 0'),
    ...errorResponses(401),
  },
});
