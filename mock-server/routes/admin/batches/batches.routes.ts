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

export const adminListBatches = createRoute({
  method: 'get',
  path: '/api/admin/batches/',
  operationId: 'adminListBatches',
  tags: ['Admin'],
  summary: 'Every batch with its student and teacher counts, active ones first, by name',
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminBatchList, 'The batches'),
    ...errorResponses(401, 403),
  },
});

export const adminCreateBatch = createRoute({
  method: 'post',
  path: '/api/admin/batches/',
  operationId: 'adminCreateBatch',
  tags: ['Admin'],
  summary: 'Create a batch',
  request: { body: jsonRequest(batchCreate) },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    201: jsonContent(adminBatch, 'The new batch'),
    ...errorResponses({ 409: 'A batch has that name' }, 400, 401, 403, 413, 415),
  },
});

export const adminGetBatch = createRoute({
  method: 'get',
  path: '/api/admin/batches/{id}/',
  operationId: 'adminGetBatch',
  tags: ['Admin'],
  summary: 'A batch with its teachers and students',
  request: { params: idParams },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminBatchDetail, 'The batch'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const adminUpdateBatch = createRoute({
  method: 'patch',
  path: '/api/admin/batches/{id}/',
  operationId: 'adminUpdateBatch',
  tags: ['Admin'],
  summary: 'Rename, archive or unarchive a batch',
  request: { params: idParams, body: jsonRequest(batchUpdate) },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminBatch, 'The batch as it now is'),
    ...errorResponses({ 409: 'Another batch has that name' }, 400, 401, 403, 404, 413, 415),
  },
});
