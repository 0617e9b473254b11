import { createRouter } from '../../create-router';
import * as handlers from './batches.handlers';
import * as routes from './batches.routes';

export const adminBatchesRouter = createRouter()
  .openapi(routes.listBatches, handlers.listBatches)
  .openapi(routes.createBatch, handlers.createBatch)
  .openapi(routes.getBatch, handlers.getBatch)
  .openapi(routes.updateBatch, handlers.updateBatch);
