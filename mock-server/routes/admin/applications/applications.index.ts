import { createRouter } from '../../create-router';
import * as handlers from './applications.handlers';
import * as routes from './applications.routes';

export const adminApplicationsRouter = createRouter()
  .openapi(routes.adminListApplications, handlers.adminListApplications)
  .openapi(routes.adminExportApplications, handlers.adminExportApplications)
  .openapi(routes.adminGetApplication, handlers.adminGetApplication)
  .openapi(routes.adminUpdateApplicationStatus, handlers.adminUpdateApplicationStatus)
  .openapi(routes.adminAddApplicationNote, handlers.adminAddApplicationNote)
  .openapi(routes.adminAdmitApplication, handlers.adminAdmitApplication);
