import { createRoute } from '@hono/zod-openapi';
import { okBody } from '../../../shared/schemas/common';
import {
  notificationListQuery,
  notificationPage,
  notificationPreferences,
  preferenceChange,
  pushDevice,
  pushKey,
  pushSubscriptionRemove,
  pushSubscriptionWrite,
  unreadCount,
  unsubscribeQuery,
  unsubscribeTarget,
} from '../../../shared/schemas/notifications';
import { pushSubscriptionRenew } from '../../../shared/schemas/push-service';
import { adminOnly, signedIn } from '../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest, publicCall } from '../openapi-parts';

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

export const getPushKey = createRoute({
  method: 'get',
  path: '/api/notifications/push/key/',
  operationId: 'getPushKey',
  tags: ['Notifications'],
  summary: "The server's VAPID public key, which a browser subscribes to push with",
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(pushKey, 'The key (base64url)'),
    ...errorResponses(401),
  },
});

export const notificationPreferencesOf = createRoute({
  method: 'get',
  path: '/api/notifications/preferences/',
  operationId: 'notificationPreferences',
  tags: ['Notifications'],
  summary: 'Your notification settings: each kind you receive, per channel, with the academy default',
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(notificationPreferences, 'Your settings'),
    ...errorResponses(401),
  },
});

export const subscribePush = createRoute({
  method: 'put',
  path: '/api/notifications/push/subscription/',
  operationId: 'subscribePush',
  tags: ['Notifications'],
  summary:
    "Turn push on for this device: its PushSubscription (an https endpoint). A device another person's " +
    'becomes yours',
  request: { body: jsonRequest(pushSubscriptionWrite) },
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(pushDevice, 'The device, subscribed'),
    ...errorResponses(400, 401, 413, 415),
  },
});

export const unsubscribePush = createRoute({
  method: 'post',
  path: '/api/notifications/push/subscription/remove/',
  operationId: 'unsubscribePush',
  tags: ['Notifications'],
  summary: "Turn push off for this device, named by its endpoint (another person's device is 404)",
  request: { body: jsonRequest(pushSubscriptionRemove) },
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(okBody, 'Push is off for the device'),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});

export const renewPush = createRoute({
  method: 'post',
  path: '/api/notifications/push/subscription/renew/',
  operationId: 'renewPush',
  tags: ['Notifications'],
  summary:
    "A device's new push subscription in place of its old one, sent by its service worker (no sign-in: " +
    'the old endpoint is the credential; an unknown one is 404)',
  request: { body: jsonRequest(pushSubscriptionRenew) },
  security: publicCall,
  responses: {
    200: jsonContent(okBody, 'The device is pushed at its new subscription'),
    ...errorResponses(400, 404, 413, 415),
  },
});

export const chooseNotificationPreference = createRoute({
  method: 'put',
  path: '/api/notifications/preferences/',
  operationId: 'chooseNotificationPreference',
  tags: ['Notifications'],
  summary: 'Change one of your settings: a kind, a channel and its choice',
  request: { body: jsonRequest(preferenceChange) },
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(notificationPreferences, 'Your settings after the change'),
    ...errorResponses(400, 401, 415),
  },
});

export const notificationDefaultsOf = createRoute({
  method: 'get',
  path: '/api/notifications/defaults/',
  operationId: 'notificationDefaults',
  tags: ['Notifications'],
  summary: "The academy's default settings of every kind (admins)",
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(notificationPreferences, 'The defaults, beside the catalogue'),
    ...errorResponses(401, 403),
  },
});

export const chooseNotificationDefault = createRoute({
  method: 'put',
  path: '/api/notifications/defaults/',
  operationId: 'chooseNotificationDefault',
  tags: ['Notifications'],
  summary: "Change one of the academy's defaults (admins); people's own choices stay",
  request: { body: jsonRequest(preferenceChange) },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(notificationPreferences, 'The defaults after the change'),
    ...errorResponses(400, 401, 403, 415),
  },
});

export const unsubscribeTargetOf = createRoute({
  method: 'get',
  path: '/api/notifications/unsubscribe/',
  operationId: 'unsubscribeTarget',
  tags: ['Notifications'],
  summary:
    'What the unsubscribe link of a mail (a notification mail or a guardian mail) would stop (no sign-in: ' +
    'the signed token is the credential)',
  request: { query: unsubscribeQuery },
  security: publicCall,
  responses: {
    200: jsonContent(unsubscribeTarget, 'The kinds it stops, and whether their mail is off already'),
    ...errorResponses(400, 404),
  },
});

export const unsubscribe = createRoute({
  method: 'post',
  path: '/api/notifications/unsubscribe/',
  operationId: 'unsubscribe',
  tags: ['Notifications'],
  summary:
    'Stop the mail the signed token names: the one-click unsubscribe of RFC 8058 (any body is ignored)',
  request: { query: unsubscribeQuery },
  security: publicCall,
  responses: {
    200: jsonContent(unsubscribeTarget, 'Stopped'),
    ...errorResponses(400, 404),
  },
});

export const guardianMailOff = createRoute({
  method: 'post',
  path: '/api/guardian-mail/off/',
  operationId: 'guardianMailOff',
  tags: ['Notifications'],
  summary:
    'The one-click address of guardian mails sent before every mail had one unsubscribe link: does what ' +
    'POST /api/notifications/unsubscribe/ does',
  deprecated: true,
  request: { query: unsubscribeQuery },
  security: publicCall,
  responses: {
    200: jsonContent(unsubscribeTarget, 'Stopped'),
    ...errorResponses(400, 404),
  },
});
