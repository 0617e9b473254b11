import { createRouter } from '../../create-router';
import * as handlers from './batches.handlers';
import * as routes from './batches.routes';

export const adminBatchesRouter = createRouter()
  .openapi(routes.adminListBatches, handlers.adminListBatches)
  .openapi(routes.adminCreateBatch, handlers.adminCreateBatch)
  .openapi(routes.adminGetBatch, handlers.adminGetBatch)
  .openapi(routes.adminUpdateBatch, handlers.adminUpdateBatch);
