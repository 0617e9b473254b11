import { createRoute } from '@hono/zod-openapi';
import { adminOverview as adminOverviewAnswer } from '../../../../shared/schemas/admin';
import { adminOnly } from '../../guards';
import { bearerAuth, errorResponses, jsonContent } from '../../openapi-parts';

export const adminOverview = createRoute({
  method: 'get',
  path: '/api/admin/overview/',
  operationId: 'adminOverview',
  tags: ['Admin'],
  summary: 'Counts of students, batches and teachers, and the subscriptions ending in the next 30 days',
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminOverviewAnswer, 'The overview'),
    ...errorResponses(401, 403),
  },
});
