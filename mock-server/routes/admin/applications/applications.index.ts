import { createRouter } from '../../create-router';
import * as handlers from './applications.handlers';
import * as routes from './applications.routes';

// The fixed path (export) comes before /{id}/, which would otherwise refuse it as an id.
export const adminApplicationsRouter = createRouter()
  .openapi(routes.listApplications, handlers.listApplications)
  .openapi(routes.exportApplications, handlers.exportApplications)
  .openapi(routes.getApplication, handlers.getApplication)
  .openapi(routes.updateApplicationStatus, handlers.updateApplicationStatus)
  .openapi(routes.addApplicationNote, handlers.addApplicationNote)
  .openapi(routes.admitApplication, handlers.admitApplication);
