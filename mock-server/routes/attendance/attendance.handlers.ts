import {
  attendanceMarksOfTeacher,
  batchAttendanceOf,
  classAttendanceForTeacher,
  exportBatchAttendanceCsv,
  studentAttendanceOf,
} from '../../domain/attendance/attendance';
import { markAttendance as mark, recordJoin } from '../../domain/attendance/attendance-writes';
import {
  guardiansOf,
  replaceOwnGuardians,
  replaceStudentGuardians,
  studentGuardians,
} from '../../domain/guardians/guardians';
import { csvExport } from '../admin/csv-export';
import { webAdminOperation } from '../admin/web-admin-operation';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './attendance.routes';

export const classAttendance: AppRouteHandler<typeof routes.classAttendance> = async (c) =>
  c.json(
    await classAttendanceForTeacher(c.get('deps').database.db, c.get('user').id, c.req.valid('param').id),
    200,
  );

export const teacherAttendanceMarks: AppRouteHandler<typeof routes.teacherAttendanceMarks> = async (c) =>
  c.json(await attendanceMarksOfTeacher(c.get('deps').database.db, c.get('user').id), 200);

export const markAttendance: AppRouteHandler<typeof routes.markAttendance> = async (c) => {
  const { database, jobs } = c.get('deps');
  const marked = await mark(database.db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
  // An absence queued the guardians' same-day mail with the marking: send it now.
  jobs.poke();
  return c.json(marked, 200);
};

export const joinClass: AppRouteHandler<typeof routes.joinClass> = async (c) =>
  c.json(await recordJoin(c.get('deps').database.db, c.get('user'), c.req.valid('param').id), 200);

export const ownAttendance: AppRouteHandler<typeof routes.ownAttendance> = async (c) =>
  c.json(await studentAttendanceOf(c.get('deps').database.db, c.get('user').id), 200);

export const ownGuardians: AppRouteHandler<typeof routes.ownGuardians> = async (c) =>
  c.json(await guardiansOf(c.get('deps').database.db, c.get('user').id), 200);

export const updateOwnGuardians: AppRouteHandler<typeof routes.updateOwnGuardians> = async (c) =>
  c.json(
    await replaceOwnGuardians(c.get('deps').database.db, c.get('user').id, c.req.valid('json').guardians),
    200,
  );

export const adminBatchAttendance: AppRouteHandler<typeof routes.adminBatchAttendance> = async (c) =>
  c.json(await batchAttendanceOf(c.get('deps').database.db, c.req.valid('param').id), 200);

export const adminStudentAttendance: AppRouteHandler<typeof routes.adminStudentAttendance> = async (c) =>
  c.json(await studentAttendanceOf(c.get('deps').database.db, c.req.valid('param').id), 200);

export const adminExportAttendance: AppRouteHandler<typeof routes.adminExportAttendance> = async (c) => {
  const { csv } = await exportBatchAttendanceCsv(c.get('deps').database.db, c.req.valid('param').id);
  return csvExport(c, `attendance-batch-${c.req.valid('param').id}`, csv);
};

export const adminStudentGuardians: AppRouteHandler<typeof routes.adminStudentGuardians> = async (c) =>
  c.json(await studentGuardians(c.get('deps').database.db, c.req.valid('param').id), 200);

export const adminUpdateStudentGuardians: AppRouteHandler<typeof routes.adminUpdateStudentGuardians> = async (
  c,
) => {
  const { id } = c.req.valid('param');
  return c.json(await replaceStudentGuardians(webAdminOperation(c), id, c.req.valid('json').guardians), 200);
};
