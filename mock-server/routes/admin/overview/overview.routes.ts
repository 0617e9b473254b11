import { admins, callsFor } from '../../call-factory';

const adminCall = callsFor(admins, ['Admin']);

export const overview = adminCall('adminOverview', {
  summary: 'Counts of students, batches and teachers, and the subscriptions ending in the next 30 days',
  answer: 'The overview',
});
