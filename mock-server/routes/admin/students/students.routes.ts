import { createRoute, z } from '@hono/zod-openapi';
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
import { adminOnly } from '../../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest } from '../../openapi-parts';

const tags = ['Admin'];
const common = { tags, security: bearerAuth, middleware: adminOnly };
const studentAnswer = jsonContent(adminStudent, 'The student as they now are');

export const listStudents = createRoute({
  ...common,
  method: 'get',
  path: '/api/admin/students/',
  operationId: 'adminListStudents',
  summary: 'One page of the students matching a search (name or e-mail), a batch and a status, by name',
  request: { query: studentListQuery },
  responses: { 200: jsonContent(studentPage, 'One page and the total'), ...errorResponses(400, 401, 403) },
});

export const createStudent = createRoute({
  ...common,
  method: 'post',
  path: '/api/admin/students/',
  operationId: 'adminCreateStudent',
  summary: 'Create a student, who is mailed a single-use link to choose a password',
  request: { body: jsonRequest(studentCreate) },
  responses: {
    201: jsonContent(adminStudent, 'The new student'),
    ...errorResponses(
      { 404: 'No such batch', 409: 'The e-mail is taken, or the batch is archived' },
      400,
      401,
      403,
      413,
      415,
    ),
  },
});

export const exportStudents = createRoute({
  ...common,
  method: 'get',
  path: '/api/admin/students/export/',
  operationId: 'adminExportStudents',
  summary: 'Every student matching the filter as CSV (the import columns and the status)',
  request: { query: studentFilter },
  responses: {
    200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(400, 401, 403),
  },
});

export const importStudents = createRoute({
  ...common,
  method: 'post',
  path: '/api/admin/students/import/',
  operationId: 'adminImportStudents',
  summary: 'Create the students of a CSV, each invited by e-mail: every row or none',
  request: { body: jsonRequest(studentImport) },
  responses: {
    201: jsonContent(studentImportResult, 'Every row was imported'),
    400: jsonContent(studentImportFailure, 'Nothing was imported: the header or some rows are wrong'),
    ...errorResponses(401, 403, 413, 415),
  },
});

export const getStudent = createRoute({
  ...common,
  method: 'get',
  path: '/api/admin/students/{id}/',
  operationId: 'adminGetStudent',
  summary: 'One student',
  request: { params: idParams },
  responses: { 200: jsonContent(adminStudent, 'The student'), ...errorResponses(400, 401, 403, 404) },
});

export const updateStudent = createRoute({
  ...common,
  method: 'put',
  path: '/api/admin/students/{id}/',
  operationId: 'adminUpdateStudent',
  summary: "Replace a student's e-mail and profile fields",
  request: { params: idParams, body: jsonRequest(studentUpdate) },
  responses: {
    200: studentAnswer,
    ...errorResponses({ 409: 'Another account has that e-mail' }, 400, 401, 403, 404, 413, 415),
  },
});

export const moveStudent = createRoute({
  ...common,
  method: 'post',
  path: '/api/admin/students/{id}/move/',
  operationId: 'adminMoveStudent',
  summary: 'Move a student to another batch; their open sockets follow at once',
  request: { params: idParams, body: jsonRequest(studentMove) },
  responses: {
    200: studentAnswer,
    ...errorResponses({ 409: 'The batch is archived' }, 400, 401, 403, 404, 413, 415),
  },
});

export const renewStudent = createRoute({
  ...common,
  method: 'post',
  path: '/api/admin/students/{id}/renew/',
  operationId: 'adminRenewStudent',
  summary: "Set the last day a student's subscription covers; their session follows without a new sign-in",
  request: { params: idParams, body: jsonRequest(studentRenew) },
  responses: { 200: studentAnswer, ...errorResponses(400, 401, 403, 404, 413, 415) },
});

const studentAction = (action: string, operationId: string, summary: string) =>
  createRoute({
    ...common,
    method: 'post',
    path: `/api/admin/students/{id}/${action}/`,
    operationId,
    summary,
    request: { params: idParams },
    responses: { 200: studentAnswer, ...errorResponses(400, 401, 403, 404) },
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
export const sendStudentPasswordReset = createRoute({
  ...common,
  method: 'post',
  path: '/api/admin/students/{id}/password-reset/',
  operationId: 'adminSendStudentPasswordReset',
  summary: 'Mail the student a single-use link to choose a new password',
  request: { params: idParams },
  responses: {
    200: jsonContent(okBody, 'The link is on its way'),
    ...errorResponses({ 409: 'The account is deactivated' }, 400, 401, 403, 404),
  },
});
