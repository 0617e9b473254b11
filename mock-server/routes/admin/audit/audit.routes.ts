import { admins, callsFor } from '../../call-factory';

const adminCall = callsFor(admins, ['Admin']);

export const auditLog = adminCall('adminAuditLog', {
  summary: "Every admin change (the web area's and the command line's), newest first, one page",
  answer: 'One page of entries',
});
