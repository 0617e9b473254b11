import { callsFor, teachers } from '../call-factory';

export const reviewsRoutes = callsFor(teachers, ['Teacher'])({
  pendingReviews: {
    summary:
      "Homework of the teacher's batches with submissions awaiting feedback: how many and since when, " +
      'oldest waiting first',
    answer: 'The homework awaiting review',
  },
});
