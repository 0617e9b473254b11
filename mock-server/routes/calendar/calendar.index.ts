import { createRouter, routerFor } from '../create-router';
import * as handlers from './calendar.handlers';
import { calendarFeedFile, calendarRoutes } from './calendar.routes';

export const calendarRouter = routerFor(calendarRoutes, handlers);

/** The feed itself lives outside /api (calendar apps subscribe to it): app.ts mounts it. */
export const calendarFeedFileRouter = createRouter().openapi(calendarFeedFile, handlers.calendarFeedFile);
