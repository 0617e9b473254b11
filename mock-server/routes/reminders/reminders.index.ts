import { createRouter } from '../create-router';
import * as handlers from './reminders.handlers';
import * as routes from './reminders.routes';

export const remindersRouter = createRouter()
  .openapi(routes.missingSubmissions, handlers.missingSubmissions)
  .openapi(routes.sendReminder, handlers.sendReminder);
