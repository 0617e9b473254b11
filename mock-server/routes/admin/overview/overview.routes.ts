import { adminOverview } from '../../../../shared/schemas/admin';
import { admins, callsFor } from '../../call-factory';
import { jsonContent } from '../../openapi-parts';

const adminCall = callsFor(admins, ['Admin']);

export const overview = adminCall('adminOverview', {
  summary: 'Counts of students, batches and teachers, and the subscriptions ending in the next 30 days',
  responses: { 200: jsonContent(adminOverview, 'The overview') },
});
