import { routerFor } from '../../create-router';
import * as handlers from './audit.handlers';
import { adminAuditRoutes } from './audit.routes';

export const adminAuditRouter = routerFor(adminAuditRoutes, handlers);
