import { callsFor, teachers } from '../call-factory';

const teacherCall = callsFor(teachers, ['Teacher']);

export const pendingReviews = teacherCall('pendingReviews', {
  summary:
    "Homework of the teacher's batches with submissions awaiting feedback: how many and since when, " +
    'oldest waiting first',
  answer: 'The homework awaiting review',
});
