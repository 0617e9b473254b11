import { auditPage } from '../../../../shared/schemas/admin';
import { admins, callsFor } from '../../call-factory';
import { jsonContent } from '../../openapi-parts';

const adminCall = callsFor(admins, ['Admin']);

export const auditLog = adminCall('adminAuditLog', {
  summary: "Every admin change (the web area's and the command line's), newest first, one page",
  responses: { 200: jsonContent(auditPage, 'One page of entries') },
});
