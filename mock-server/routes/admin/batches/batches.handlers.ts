import * as batches from '../../../domain/batches/batches';
import type { AppRouteHandler } from '../../create-router';
import { webAdminOperation } from '../web-admin-operation';
import type * as routes from './batches.routes';

export const adminListBatches: AppRouteHandler<typeof routes.adminListBatches> = async (c) =>
  c.json(await batches.listBatches(c.get('deps').database.db), 200);

export const adminCreateBatch: AppRouteHandler<typeof routes.adminCreateBatch> = async (c) =>
  c.json(await batches.createBatch(webAdminOperation(c), c.req.valid('json').name), 201);

export const adminGetBatch: AppRouteHandler<typeof routes.adminGetBatch> = async (c) =>
  c.json(await batches.batchDetail(c.get('deps').database.db, c.req.valid('param').id), 200);

export const adminUpdateBatch: AppRouteHandler<typeof routes.adminUpdateBatch> = async (c) =>
  c.json(await batches.updateBatch(webAdminOperation(c), c.req.valid('param').id, c.req.valid('json')), 200);
