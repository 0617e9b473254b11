import { routerFor } from '../create-router';
import * as handlers from './applications.handlers';
import { applicationsRoutes } from './applications.routes';

export const applicationsRouter = routerFor(applicationsRoutes, handlers);
