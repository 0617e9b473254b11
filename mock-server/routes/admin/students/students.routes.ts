import { z } from '@hono/zod-openapi';
import {
  adminStudent,
  studentCreate,
  studentFilter,
  studentImport,
  studentImportFailure,
  studentImportResult,
  studentListQuery,
  studentMove,
  studentPage,
  studentRenew,
  studentUpdate,
} from '../../../../shared/schemas/admin';
import { okBody } from '../../../../shared/schemas/common';
import { admins, callsFor } from '../../call-factory';
import { errorResponses, idParams, jsonContent, jsonRequest } from '../../openapi-parts';

const adminCall = callsFor(admins, ['Admin']);
const studentAnswer = jsonContent(adminStudent, 'The student as they now are');

export const listStudents = adminCall('get', '/api/admin/students/', {
  operationId: 'adminListStudents',
  summary: 'One page of the students matching a search (name or e-mail), a batch and a status, by name',
  request: { query: studentListQuery },
  responses: { 200: jsonContent(studentPage, 'One page and the total') },
});

export const createStudent = adminCall('post', '/api/admin/students/', {
  operationId: 'adminCreateStudent',
  summary: 'Create a student, who is mailed a single-use link to choose a password',
  request: { body: jsonRequest(studentCreate) },
  responses: {
    201: jsonContent(adminStudent, 'The new student'),
    ...errorResponses({ 404: 'No such batch', 409: 'The e-mail is taken, or the batch is archived' }),
  },
});

export const exportStudents = adminCall('get', '/api/admin/students/export/', {
  operationId: 'adminExportStudents',
  summary: 'Every student matching the filter as CSV (the import columns and the status)',
  request: { query: studentFilter },
  responses: { 200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } } },
});

export const importStudents = adminCall('post', '/api/admin/students/import/', {
  operationId: 'adminImportStudents',
  summary: 'Create the students of a CSV, each invited by e-mail: every row or none',
  request: { body: jsonRequest(studentImport) },
  responses: {
    201: jsonContent(studentImportResult, 'Every row was imported'),
    400: jsonContent(studentImportFailure, 'Nothing was imported: the header or some rows are wrong'),
  },
});

export const getStudent = adminCall('get', '/api/admin/students/{id}/', {
  operationId: 'adminGetStudent',
  summary: 'One student',
  request: { params: idParams },
  responses: { 200: jsonContent(adminStudent, 'The student') },
});

export const updateStudent = adminCall('put', '/api/admin/students/{id}/', {
  operationId: 'adminUpdateStudent',
  summary: "Replace a student's e-mail and profile fields",
  request: { params: idParams, body: jsonRequest(studentUpdate) },
  responses: { 200: studentAnswer, ...errorResponses({ 409: 'Another account has that e-mail' }) },
});

export const moveStudent = adminCall('post', '/api/admin/students/{id}/move/', {
  operationId: 'adminMoveStudent',
  summary: 'Move a student to another batch; their open sockets follow at once',
  request: { params: idParams, body: jsonRequest(studentMove) },
  responses: { 200: studentAnswer, ...errorResponses({ 409: 'The batch is archived' }) },
});

export const renewStudent = adminCall('post', '/api/admin/students/{id}/renew/', {
  operationId: 'adminRenewStudent',
  summary: "Set the last day a student's subscription covers; their session follows without a new sign-in",
  request: { params: idParams, body: jsonRequest(studentRenew) },
  responses: { 200: studentAnswer },
});

/** A change of the student named by the path alone, answered with the student as they now are. */
const studentAction = (action: string, operationId: string, summary: string) =>
  adminCall('post', `/api/admin/students/{id}/${action}/`, {
    operationId,
    summary,
    request: { params: idParams },
    responses: { 200: studentAnswer },
  });

export const deactivateStudent = studentAction(
  'deactivate',
  'adminDeactivateStudent',
  'Stop a student signing in: their sessions end and their open sockets close at once',
);
export const reactivateStudent = studentAction(
  'reactivate',
  'adminReactivateStudent',
  'Let a student sign in again',
);
export const sendStudentPasswordReset = adminCall('post', '/api/admin/students/{id}/password-reset/', {
  operationId: 'adminSendStudentPasswordReset',
  summary: 'Mail the student a single-use link to choose a new password',
  request: { params: idParams },
  responses: {
    200: jsonContent(okBody, 'The link is on its way'),
    ...errorResponses({ 409: 'The account is deactivated' }),
  },
});
