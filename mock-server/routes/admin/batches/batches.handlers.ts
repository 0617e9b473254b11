import * as batches from '../../../domain/batches';
import type { AppRouteHandler } from '../../create-router';
import { adminOperation } from '../admin-operation';
import type * as routes from './batches.routes';

export const listBatches: AppRouteHandler<typeof routes.listBatches> = async (c) =>
  c.json(await batches.listBatches(c.get('deps').database.db), 200);

export const createBatch: AppRouteHandler<typeof routes.createBatch> = async (c) =>
  c.json(await batches.createBatch(adminOperation(c), c.req.valid('json').name), 201);

export const getBatch: AppRouteHandler<typeof routes.getBatch> = async (c) =>
  c.json(await batches.batchDetail(c.get('deps').database.db, c.req.valid('param').id), 200);

export const updateBatch: AppRouteHandler<typeof routes.updateBatch> = async (c) =>
  c.json(await batches.updateBatch(adminOperation(c), c.req.valid('param').id, c.req.valid('json')), 200);
