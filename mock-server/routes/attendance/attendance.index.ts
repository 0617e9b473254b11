import { createRouter } from '../create-router';
import * as handlers from './attendance.handlers';
import * as routes from './attendance.routes';

export const attendanceRouter = createRouter()
  .openapi(routes.classAttendance, handlers.classAttendance)
  .openapi(routes.teacherAttendanceMarks, handlers.teacherAttendanceMarks)
  .openapi(routes.markAttendance, handlers.markAttendance)
  .openapi(routes.joinClass, handlers.joinClass)
  .openapi(routes.ownAttendance, handlers.ownAttendance)
  .openapi(routes.ownGuardians, handlers.ownGuardians)
  .openapi(routes.updateOwnGuardians, handlers.updateOwnGuardians)
  .openapi(routes.adminBatchAttendance, handlers.adminBatchAttendance)
  .openapi(routes.adminStudentAttendance, handlers.adminStudentAttendance)
  .openapi(routes.adminExportAttendance, handlers.adminExportAttendance)
  .openapi(routes.adminStudentGuardians, handlers.adminStudentGuardians)
  .openapi(routes.adminUpdateStudentGuardians, handlers.adminUpdateStudentGuardians);
