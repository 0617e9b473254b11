import { createRoute } from '@hono/zod-openapi';
import { pendingReviewList } from '../../../shared/schemas/reviews';
import { teacherOnly } from '../guards';
import { bearerAuth, errorResponses, jsonContent } from '../openapi-parts';

export const pendingReviews = createRoute({
  method: 'get',
  path: '/api/teacher/pending-reviews/',
  operationId: 'pendingReviews',
  tags: ['Teacher'],
  summary:
    "Homework of the teacher's batches with submissions awaiting feedback: how many and since when, " +
    'oldest waiting first',
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(pendingReviewList, 'The homework awaiting review'),
    ...errorResponses(401, 403),
  },
});
