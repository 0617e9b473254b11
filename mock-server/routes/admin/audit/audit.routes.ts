import { admins, callsFor } from '../../call-factory';

export const adminAuditRoutes = callsFor(admins, ['Admin'])({
  adminAuditLog: {
    summary: "Every admin change (the web area's and the command line's), newest first, one page",
    answer: 'One page of entries',
  },
});
