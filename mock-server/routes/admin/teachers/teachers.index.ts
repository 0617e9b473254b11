import { createRouter } from '../../create-router';
import * as handlers from './teachers.handlers';
import * as routes from './teachers.routes';

export const adminTeachersRouter = createRouter()
  .openapi(routes.adminListTeachers, handlers.adminListTeachers)
  .openapi(routes.adminCreateTeacher, handlers.adminCreateTeacher)
  .openapi(routes.adminAssignTeacher, handlers.adminAssignTeacher)
  .openapi(routes.adminUnassignTeacher, handlers.adminUnassignTeacher)
  .openapi(routes.adminDeactivateTeacher, handlers.adminDeactivateTeacher)
  .openapi(routes.adminReactivateTeacher, handlers.adminReactivateTeacher);
