import { routerFor } from '../create-router';
import * as handlers from './payments.handlers';
import { paymentsRoutes } from './payments.routes';

export const paymentsRouter = routerFor(paymentsRoutes, handlers);
