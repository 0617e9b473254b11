import { createRouter } from '../../create-router';
import * as handlers from './audit.handlers';
import * as routes from './audit.routes';

export const adminAuditRouter = createRouter().openapi(routes.adminAuditLog, handlers.adminAuditLog);
