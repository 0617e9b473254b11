import { createRouter } from '../../create-router';
import * as handlers from './teachers.handlers';
import * as routes from './teachers.routes';

export const adminTeachersRouter = createRouter()
  .openapi(routes.listTeachers, handlers.listTeachers)
  .openapi(routes.createTeacher, handlers.createTeacher)
  .openapi(routes.assignTeacher, handlers.assignTeacher)
  .openapi(routes.unassignTeacher, handlers.unassignTeacher)
  .openapi(routes.deactivateTeacher, handlers.deactivateTeacher)
  .openapi(routes.reactivateTeacher, handlers.reactivateTeacher);
