import { createRouter } from '../../create-router';
import * as handlers from './overview.handlers';
import * as routes from './overview.routes';

export const adminOverviewRouter = createRouter().openapi(routes.adminOverview, handlers.adminOverview);
