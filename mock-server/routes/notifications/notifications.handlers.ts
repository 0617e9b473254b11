import type { Config } from '../../config';
import { notificationPageOf, unreadOf } from '../../domain/notifications/notifications';
import { markAllRead, markOneRead } from '../../domain/notifications/notifications-writes';
import {
  academyDefaults,
  chooseAcademyDefault,
  choosePreference,
  preferencesOf,
} from '../../domain/notifications/preferences';
import {
  type EndpointPolicy,
  hostMatcher,
  renewDevice,
  subscribeDevice,
  unsubscribeDevice,
} from '../../domain/notifications/push-subscriptions';
import { unsubscribeByLink, unsubscribeLinkTarget } from '../../domain/unsubscribe/unsubscribe';
import { isLoopbackHost } from '../../http/loopback';
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

export const getPushKey: AppRouteHandler<typeof routes.getPushKey> = (c) =>
  c.json({ public_key: c.get('deps').push.publicKey }, 200);

/**
 * Plain http reaches only a push service on this machine, and only on a server that is not public
 * over https: a developer's, or a test's. Anywhere else the server would post people's notifications
 * unencrypted in transit, or to its own network's hosts at a stranger's request; https only to the
 * push services configured (PUSH_SERVICE_HOSTS), so a device cannot make the server post anywhere.
 */
function pushEndpointPolicy(config: Config): EndpointPolicy {
  const isPublic = config.publicUrl?.startsWith('https:') ?? false;
  return {
    httpsAllowedTo: hostMatcher(config.pushServiceHosts),
    httpAllowedTo: (hostname) => !isPublic && isLoopbackHost(hostname),
  };
}

export const subscribePush: AppRouteHandler<typeof routes.subscribePush> = async (c) => {
  const { database, config } = c.get('deps');
  return c.json(
    await subscribeDevice(database.db, c.get('user').id, c.req.valid('json'), pushEndpointPolicy(config)),
    200,
  );
};

export const unsubscribePush: AppRouteHandler<typeof routes.unsubscribePush> = async (c) => {
  await unsubscribeDevice(c.get('deps').database.db, c.get('user').id, c.req.valid('json').endpoint);
  return c.json({ detail: 'Push is off for this device.' }, 200);
};

export const renewPush: AppRouteHandler<typeof routes.renewPush> = async (c) => {
  const { database, config } = c.get('deps');
  const { old_endpoint: oldEndpoint, subscription } = c.req.valid('json');
  await renewDevice(database.db, oldEndpoint, subscription, pushEndpointPolicy(config));
  return c.json({ detail: 'Push goes to the new subscription.' }, 200);
};

export const notificationPreferencesOf: AppRouteHandler<typeof routes.notificationPreferencesOf> = async (
  c,
) => c.json(await preferencesOf(c.get('deps').database.db, c.get('user')), 200);

export const chooseNotificationPreference: AppRouteHandler<
  typeof routes.chooseNotificationPreference
> = async (c) =>
  c.json(await choosePreference(c.get('deps').database.db, c.get('user'), c.req.valid('json')), 200);

export const notificationDefaultsOf: AppRouteHandler<typeof routes.notificationDefaultsOf> = async (c) =>
  c.json(await academyDefaults(c.get('deps').database.db), 200);

export const chooseNotificationDefault: AppRouteHandler<typeof routes.chooseNotificationDefault> = async (
  c,
) =>
  c.json(await chooseAcademyDefault(c.get('deps').database.db, c.get('user').id, c.req.valid('json')), 200);

export const unsubscribeTargetOf: AppRouteHandler<typeof routes.unsubscribeTargetOf> = async (c) => {
  const { database, unsubscribeLinks } = c.get('deps');
  return c.json(await unsubscribeLinkTarget(database.db, unsubscribeLinks, c.req.valid('query').token), 200);
};

export const unsubscribe: AppRouteHandler<typeof routes.unsubscribe> = async (c) => {
  const { database, unsubscribeLinks } = c.get('deps');
  return c.json(await unsubscribeByLink(database.db, unsubscribeLinks, c.req.valid('query').token), 200);
};

export const guardianMailOff: AppRouteHandler<typeof routes.guardianMailOff> = async (c) => {
  const { database, unsubscribeLinks } = c.get('deps');
  return c.json(await unsubscribeByLink(database.db, unsubscribeLinks, c.req.valid('query').token), 200);
};
