import { createRouter } from '../../create-router';
import * as handlers from './students.handlers';
import * as routes from './students.routes';

// The fixed paths (export, import) come before /{id}/, which would otherwise refuse them as ids.
export const adminStudentsRouter = createRouter()
  .openapi(routes.listStudents, handlers.listStudents)
  .openapi(routes.createStudent, handlers.createStudent)
  .openapi(routes.exportStudents, handlers.exportStudents)
  .openapi(routes.importStudents, handlers.importStudents)
  .openapi(routes.getStudent, handlers.getStudent)
  .openapi(routes.updateStudent, handlers.updateStudent)
  .openapi(routes.moveStudent, handlers.moveStudent)
  .openapi(routes.renewStudent, handlers.renewStudent)
  .openapi(routes.deactivateStudent, handlers.deactivateStudent)
  .openapi(routes.reactivateStudent, handlers.reactivateStudent)
  .openapi(routes.sendStudentPasswordReset, handlers.sendStudentPasswordReset);
