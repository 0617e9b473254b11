import { routerFor } from '../../create-router';
import * as handlers from './overview.handlers';
import { adminOverviewRoutes } from './overview.routes';

export const adminOverviewRouter = routerFor(adminOverviewRoutes, handlers);
