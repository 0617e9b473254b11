import { pendingReviewList } from '../../../shared/schemas/reviews';
import { callsFor, teachers } from '../call-factory';
import { jsonContent } from '../openapi-parts';

const teacherCall = callsFor(teachers, ['Teacher']);

export const pendingReviews = teacherCall('pendingReviews', {
  summary:
    "Homework of the teacher's batches with submissions awaiting feedback: how many and since when, " +
    'oldest waiting first',
  responses: { 200: jsonContent(pendingReviewList, 'The homework awaiting review') },
});
