import { routerFor } from '../create-router';
import * as handlers from './reminders.handlers';
import { remindersRoutes } from './reminders.routes';

export const remindersRouter = routerFor(remindersRoutes, handlers);
