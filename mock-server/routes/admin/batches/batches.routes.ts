import { adminBatch, adminBatchDetail, adminBatchList } from '../../../../shared/schemas/admin';
import { admins, callsFor } from '../../call-factory';
import { errorResponses, jsonContent } from '../../openapi-parts';

const adminCall = callsFor(admins, ['Admin']);

export const listBatches = adminCall('adminListBatches', {
  summary: 'Every batch with its student and teacher counts, active ones first, by name',
  responses: { 200: jsonContent(adminBatchList, 'The batches') },
});

export const createBatch = adminCall('adminCreateBatch', {
  summary: 'Create a batch',
  responses: {
    201: jsonContent(adminBatch, 'The new batch'),
    ...errorResponses({ 409: 'A batch has that name' }),
  },
});

export const getBatch = adminCall('adminGetBatch', {
  summary: 'A batch with its teachers and students',
  responses: { 200: jsonContent(adminBatchDetail, 'The batch') },
});

export const updateBatch = adminCall('adminUpdateBatch', {
  summary: 'Rename, archive or unarchive a batch',
  responses: {
    200: jsonContent(adminBatch, 'The batch as it now is'),
    ...errorResponses({ 409: 'Another batch has that name' }),
  },
});
