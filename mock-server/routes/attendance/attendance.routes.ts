import { createRoute } from '@hono/zod-openapi';
import {
  attendanceMarks,
  attendanceWrite,
  batchAttendance,
  classAttendance as classAttendanceView,
  guardianList,
  guardiansWrite,
  joinRecorded,
  studentAttendance,
} from '../../../shared/schemas/attendance';
import { csvExportAnswers } from '../admin/csv-export';
import { activeStudent, adminOnly, teacherOnly } from '../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest } from '../openapi-parts';

const guardiansAnswer = 'The guardians, first to last';
const attendanceRecord = 'The attendance record';

export const classAttendance = createRoute({
  method: 'get',
  path: '/api/classes/{id}/attendance/',
  operationId: 'classAttendance',
  tags: ['Classes'],
  summary: "A class of the teacher's batches with each student's marking and join click",
  request: { params: idParams },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(classAttendanceView, 'The class and its students'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const teacherAttendanceMarks = createRoute({
  method: 'get',
  path: '/api/teacher/attendance/',
  operationId: 'teacherAttendanceMarks',
  tags: ['Classes'],
  summary: "Whether each class of the teacher's batches that has started is marked",
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(attendanceMarks, 'The classes and whether each is marked'),
    ...errorResponses(401, 403),
  },
});

export const markAttendance = createRoute({
  method: 'put',
  path: '/api/classes/{id}/attendance/',
  operationId: 'markAttendance',
  tags: ['Classes'],
  summary:
    'Mark every student of the class present, late, absent or excused; a change after the class’s day is audited',
  request: { params: idParams, body: jsonRequest(attendanceWrite) },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(classAttendanceView, 'The class as now marked'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const joinClass = createRoute({
  method: 'post',
  path: '/api/student/classes/{id}/join/',
  operationId: 'joinClass',
  tags: ['Student'],
  summary: "Record the student's Join Class click (kept from 30 minutes before the start to its end)",
  request: { params: idParams },
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(joinRecorded, 'Whether the click was kept'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const ownAttendance = createRoute({
  method: 'get',
  path: '/api/student/attendance/',
  operationId: 'ownAttendance',
  tags: ['Student'],
  summary: "The student's own attendance: each class that has started, totals and months",
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(studentAttendance, attendanceRecord),
    ...errorResponses(401, 403),
  },
});

export const ownGuardians = createRoute({
  method: 'get',
  path: '/api/profile/guardians/',
  operationId: 'ownGuardians',
  tags: ['Student'],
  summary: "The student's guardians",
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(guardianList, guardiansAnswer),
    ...errorResponses(401, 403),
  },
});

export const updateOwnGuardians = createRoute({
  method: 'put',
  path: '/api/profile/guardians/',
  operationId: 'updateOwnGuardians',
  tags: ['Student'],
  summary: "Replace the student's guardians (one or two)",
  request: { body: jsonRequest(guardiansWrite) },
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(guardianList, guardiansAnswer),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

export const adminBatchAttendance = createRoute({
  method: 'get',
  path: '/api/admin/attendance/batches/{id}/',
  operationId: 'adminBatchAttendance',
  tags: ['Admin'],
  summary: "A batch's attendance: each class's counts and each student's tally",
  request: { params: idParams },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(batchAttendance, 'The batch attendance'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const adminStudentAttendance = createRoute({
  method: 'get',
  path: '/api/admin/attendance/students/{id}/',
  operationId: 'adminStudentAttendance',
  tags: ['Admin'],
  summary: "A student's attendance: each class that has started, totals and months",
  request: { params: idParams },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(studentAttendance, attendanceRecord),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const adminExportAttendance = createRoute({
  method: 'get',
  path: '/api/admin/attendance/batches/{id}/export/',
  operationId: 'adminExportAttendance',
  tags: ['Admin'],
  summary: "A batch's attendance as CSV, one row a student a class",
  request: { params: idParams },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    ...csvExportAnswers,
    ...errorResponses(400, 401, 403, 404),
  },
});

export const adminStudentGuardians = createRoute({
  method: 'get',
  path: '/api/admin/students/{id}/guardians/',
  operationId: 'adminStudentGuardians',
  tags: ['Admin'],
  summary: "A student's guardians",
  request: { params: idParams },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(guardianList, guardiansAnswer),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const adminUpdateStudentGuardians = createRoute({
  method: 'put',
  path: '/api/admin/students/{id}/guardians/',
  operationId: 'adminUpdateStudentGuardians',
  tags: ['Admin'],
  summary: "Replace a student's guardians (one or two), audited",
  request: { params: idParams, body: jsonRequest(guardiansWrite) },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(guardianList, guardiansAnswer),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});
