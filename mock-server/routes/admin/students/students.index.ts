import { createRouter } from '../../create-router';
import * as handlers from './students.handlers';
import * as routes from './students.routes';

export const adminStudentsRouter = createRouter()
  .openapi(routes.adminListStudents, handlers.adminListStudents)
  .openapi(routes.adminCreateStudent, handlers.adminCreateStudent)
  .openapi(routes.adminExportStudents, handlers.adminExportStudents)
  .openapi(routes.adminImportStudents, handlers.adminImportStudents)
  .openapi(routes.adminGetStudent, handlers.adminGetStudent)
  .openapi(routes.adminUpdateStudent, handlers.adminUpdateStudent)
  .openapi(routes.adminMoveStudent, handlers.adminMoveStudent)
  .openapi(routes.adminRenewStudent, handlers.adminRenewStudent)
  .openapi(routes.adminDeactivateStudent, handlers.adminDeactivateStudent)
  .openapi(routes.adminReactivateStudent, handlers.adminReactivateStudent)
  .openapi(routes.adminSendStudentPasswordReset, handlers.adminSendStudentPasswordReset);
