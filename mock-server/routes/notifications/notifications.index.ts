import { createRouter } from '../create-router';
import * as handlers from './notifications.handlers';
import * as routes from './notifications.routes';

export const notificationsRouter = createRouter()
  .openapi(routes.listNotifications, handlers.listNotifications)
  .openapi(routes.unreadNotifications, handlers.unreadNotifications)
  .openapi(routes.markNotificationRead, handlers.markNotificationRead)
  .openapi(routes.markAllNotificationsRead, handlers.markAllNotificationsRead)
  .openapi(routes.getPushKey, handlers.getPushKey)
  .openapi(routes.subscribePush, handlers.subscribePush)
  .openapi(routes.unsubscribePush, handlers.unsubscribePush)
  .openapi(routes.renewPush, handlers.renewPush)
  .openapi(routes.notificationPreferencesOf, handlers.notificationPreferencesOf)
  .openapi(routes.chooseNotificationPreference, handlers.chooseNotificationPreference)
  .openapi(routes.notificationDefaultsOf, handlers.notificationDefaultsOf)
  .openapi(routes.chooseNotificationDefault, handlers.chooseNotificationDefault)
  .openapi(routes.unsubscribeTargetOf, handlers.unsubscribeTargetOf)
  .openapi(routes.unsubscribe, handlers.unsubscribe)
  .openapi(routes.guardianMailOff, handlers.guardianMailOff);
