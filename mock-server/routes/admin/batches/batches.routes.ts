import { admins, callsFor } from '../../call-factory';
import { errorResponses } from '../../openapi-parts';

export const adminBatchesRoutes = callsFor(admins, ['Admin'])({
  adminListBatches: {
    summary: 'Every batch with its student and teacher counts, active ones first, by name',
    answer: 'The batches',
  },
  adminCreateBatch: {
    summary: 'Create a batch',
    answer: 'The new batch',
    responses: errorResponses({ 409: 'A batch has that name' }),
  },
  adminGetBatch: { summary: 'A batch with its teachers and students', answer: 'The batch' },
  adminUpdateBatch: {
    summary: 'Rename, archive or unarchive a batch',
    answer: 'The batch as it now is',
    responses: errorResponses({ 409: 'Another batch has that name' }),
  },
});
