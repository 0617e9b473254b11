import { routerFor } from '../create-router';
import * as handlers from './notifications.handlers';
import { notificationsRoutes } from './notifications.routes';

export const notificationsRouter = routerFor(notificationsRoutes, handlers);
