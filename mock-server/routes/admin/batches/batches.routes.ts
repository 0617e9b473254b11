import {
  adminBatch,
  adminBatchDetail,
  adminBatchList,
  batchCreate,
  batchUpdate,
} from '../../../../shared/schemas/admin';
import { admins, callsFor } from '../../call-factory';
import { errorResponses, idParams, jsonContent, jsonRequest } from '../../openapi-parts';

const adminCall = callsFor(admins, ['Admin']);

export const listBatches = adminCall('get', '/api/admin/batches/', {
  operationId: 'adminListBatches',
  summary: 'Every batch with its student and teacher counts, active ones first, by name',
  responses: { 200: jsonContent(adminBatchList, 'The batches') },
});

export const createBatch = adminCall('post', '/api/admin/batches/', {
  operationId: 'adminCreateBatch',
  summary: 'Create a batch',
  request: { body: jsonRequest(batchCreate) },
  responses: {
    201: jsonContent(adminBatch, 'The new batch'),
    ...errorResponses({ 409: 'A batch has that name' }),
  },
});

export const getBatch = adminCall('get', '/api/admin/batches/{id}/', {
  operationId: 'adminGetBatch',
  summary: 'A batch with its teachers and students',
  request: { params: idParams },
  responses: { 200: jsonContent(adminBatchDetail, 'The batch') },
});

export const updateBatch = adminCall('patch', '/api/admin/batches/{id}/', {
  operationId: 'adminUpdateBatch',
  summary: 'Rename, archive or unarchive a batch',
  request: { params: idParams, body: jsonRequest(batchUpdate) },
  responses: {
    200: jsonContent(adminBatch, 'The batch as it now is'),
    ...errorResponses({ 409: 'Another batch has that name' }),
  },
});
