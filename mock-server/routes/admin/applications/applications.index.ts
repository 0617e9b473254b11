import { routerFor } from '../../create-router';
import * as handlers from './applications.handlers';
import { adminApplicationsRoutes } from './applications.routes';

export const adminApplicationsRouter = routerFor(adminApplicationsRoutes, handlers);
