import { auditLogPage } from '../../../domain/audit/audit';
import type { AppRouteHandler } from '../../create-router';
import type * as routes from './audit.routes';

export const adminAuditLog: AppRouteHandler<typeof routes.adminAuditLog> = async (c) =>
  c.json(await auditLogPage(c.get('deps').database.db, c.req.valid('query')), 200);
