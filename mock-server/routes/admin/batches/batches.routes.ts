import { admins, callsFor } from '../../call-factory';
import { errorResponses } from '../../openapi-parts';

const adminCall = callsFor(admins, ['Admin']);

export const listBatches = adminCall('adminListBatches', {
  summary: 'Every batch with its student and teacher counts, active ones first, by name',
  answer: 'The batches',
});

export const createBatch = adminCall('adminCreateBatch', {
  summary: 'Create a batch',
  answer: 'The new batch',
  responses: errorResponses({ 409: 'A batch has that name' }),
});

export const getBatch = adminCall('adminGetBatch', {
  summary: 'A batch with its teachers and students',
  answer: 'The batch',
});

export const updateBatch = adminCall('adminUpdateBatch', {
  summary: 'Rename, archive or unarchive a batch',
  answer: 'The batch as it now is',
  responses: errorResponses({ 409: 'Another batch has that name' }),
});
