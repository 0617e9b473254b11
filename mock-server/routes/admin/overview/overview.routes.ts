import { admins, callsFor } from '../../call-factory';

export const adminOverviewRoutes = callsFor(admins, ['Admin'])({
  adminOverview: {
    summary: 'Counts of students, batches and teachers, and the subscriptions ending in the next 30 days',
    answer: 'The overview',
  },
});
