import { createRouter } from '../create-router';
import * as handlers from './calendar.handlers';
import * as routes from './calendar.routes';

export const calendarRouter = createRouter()
  .openapi(routes.calendarFeed, handlers.calendarFeed)
  .openapi(routes.resetCalendarFeed, handlers.resetCalendarFeed);

/** The feed itself lives outside /api (calendar apps subscribe to it): app.ts mounts it. */
export const calendarFeedFileRouter = createRouter().openapi(
  routes.calendarFeedFile,
  handlers.calendarFeedFile,
);
