import { createRoute } from '@hono/zod-openapi';
import { auditPage, auditQuery } from '../../../../shared/schemas/admin';
import { adminOnly } from '../../guards';
import { bearerAuth, errorResponses, jsonContent } from '../../openapi-parts';

export const adminAuditLog = createRoute({
  method: 'get',
  path: '/api/admin/audit/',
  operationId: 'adminAuditLog',
  tags: ['Admin'],
  summary: "Every admin change (the web area's and the command line's), newest first, one page",
  request: { query: auditQuery },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(auditPage, 'One page of entries'),
    ...errorResponses(400, 401, 403),
  },
});
