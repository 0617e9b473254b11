import { auditLogPage } from '../../../domain/audit';
import type { AppRouteHandler } from '../../create-router';
import type * as routes from './audit.routes';

export const auditLog: AppRouteHandler<typeof routes.auditLog> = async (c) =>
  c.json(await auditLogPage(c.get('deps').database.db, c.req.valid('query')), 200);
