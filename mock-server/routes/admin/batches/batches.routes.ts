import { createRoute } from '@hono/zod-openapi';
import {
  adminBatch,
  adminBatchDetail,
  adminBatchList,
  batchCreate,
  batchUpdate,
} from '../../../../shared/schemas/admin';
import { adminOnly } from '../../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest } from '../../openapi-parts';

const tags = ['Admin'];

export const listBatches = createRoute({
  method: 'get',
  path: '/api/admin/batches/',
  operationId: 'adminListBatches',
  tags,
  summary: 'Every batch with its student and teacher counts, active ones first, by name',
  security: bearerAuth,
  middleware: adminOnly,
  responses: { 200: jsonContent(adminBatchList, 'The batches'), ...errorResponses(401, 403) },
});

export const createBatch = createRoute({
  method: 'post',
  path: '/api/admin/batches/',
  operationId: 'adminCreateBatch',
  tags,
  summary: 'Create a batch',
  security: bearerAuth,
  middleware: adminOnly,
  request: { body: jsonRequest(batchCreate) },
  responses: {
    201: jsonContent(adminBatch, 'The new batch'),
    ...errorResponses({ 409: 'A batch has that name' }, 400, 401, 403, 413, 415),
  },
});

export const getBatch = createRoute({
  method: 'get',
  path: '/api/admin/batches/{id}/',
  operationId: 'adminGetBatch',
  tags,
  summary: 'A batch with its teachers and students',
  security: bearerAuth,
  middleware: adminOnly,
  request: { params: idParams },
  responses: { 200: jsonContent(adminBatchDetail, 'The batch'), ...errorResponses(400, 401, 403, 404) },
});

export const updateBatch = createRoute({
  method: 'patch',
  path: '/api/admin/batches/{id}/',
  operationId: 'adminUpdateBatch',
  tags,
  summary: 'Rename, archive or unarchive a batch',
  security: bearerAuth,
  middleware: adminOnly,
  request: { params: idParams, body: jsonRequest(batchUpdate) },
  responses: {
    200: jsonContent(adminBatch, 'The batch as it now is'),
    ...errorResponses({ 409: 'Another batch has that name' }, 400, 401, 403, 404, 413, 415),
  },
});
