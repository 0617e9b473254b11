import { routerFor } from '../../create-router';
import * as handlers from './payments.handlers';
import { adminPaymentsRoutes } from './payments.routes';

export const adminPaymentsRouter = routerFor(adminPaymentsRoutes, handlers);
