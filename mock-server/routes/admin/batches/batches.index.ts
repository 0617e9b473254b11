import { routerFor } from '../../create-router';
import * as handlers from './batches.handlers';
import { adminBatchesRoutes } from './batches.routes';

export const adminBatchesRouter = routerFor(adminBatchesRoutes, handlers);
