import { createRoute } from '@hono/zod-openapi';
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
import { csvExportAnswers } from '../csv-export';

// The router registers the fixed paths (export, import) before /{id}/, which would refuse them as ids.

export const adminListStudents = createRoute({
  method: 'get',
  path: '/api/admin/students/',
  operationId: 'adminListStudents',
  tags: ['Admin'],
  summary: 'One page of the students matching a search (name or e-mail), a batch and a status, by name',
  request: { query: studentListQuery },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(studentPage, 'One page and the total'),
    ...errorResponses(400, 401, 403),
  },
});

export const adminCreateStudent = createRoute({
  method: 'post',
  path: '/api/admin/students/',
  operationId: 'adminCreateStudent',
  tags: ['Admin'],
  summary: 'Create a student, who is mailed a single-use link to choose a password',
  request: { body: jsonRequest(studentCreate) },
  security: bearerAuth,
  middleware: adminOnly,
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

export const adminExportStudents = createRoute({
  method: 'get',
  path: '/api/admin/students/export/',
  operationId: 'adminExportStudents',
  tags: ['Admin'],
  summary: 'Every student matching the filter as CSV (the import columns and the status)',
  request: { query: studentFilter },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    ...csvExportAnswers,
    ...errorResponses(400, 401, 403),
  },
});

export const adminImportStudents = createRoute({
  method: 'post',
  path: '/api/admin/students/import/',
  operationId: 'adminImportStudents',
  tags: ['Admin'],
  summary: 'Create the students of a CSV, each invited by e-mail: every row or none',
  request: { body: jsonRequest(studentImport) },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    201: jsonContent(studentImportResult, 'Every row was imported'),
    400: jsonContent(studentImportFailure, 'Nothing was imported: the header or some rows are wrong'),
    ...errorResponses(401, 403, 413, 415),
  },
});

export const adminGetStudent = createRoute({
  method: 'get',
  path: '/api/admin/students/{id}/',
  operationId: 'adminGetStudent',
  tags: ['Admin'],
  summary: 'One student',
  request: { params: idParams },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminStudent, 'The student'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const adminUpdateStudent = createRoute({
  method: 'put',
  path: '/api/admin/students/{id}/',
  operationId: 'adminUpdateStudent',
  tags: ['Admin'],
  summary: "Replace a student's e-mail and profile fields",
  request: { params: idParams, body: jsonRequest(studentUpdate) },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminStudent, 'The student as they now are'),
    ...errorResponses({ 409: 'Another account has that e-mail' }, 400, 401, 403, 404, 413, 415),
  },
});

export const adminMoveStudent = createRoute({
  method: 'post',
  path: '/api/admin/students/{id}/move/',
  operationId: 'adminMoveStudent',
  tags: ['Admin'],
  summary: 'Move a student to another batch; their open sockets follow at once',
  request: { params: idParams, body: jsonRequest(studentMove) },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminStudent, 'The student as they now are'),
    ...errorResponses({ 409: 'The batch is archived' }, 400, 401, 403, 404, 413, 415),
  },
});

export const adminRenewStudent = createRoute({
  method: 'post',
  path: '/api/admin/students/{id}/renew/',
  operationId: 'adminRenewStudent',
  tags: ['Admin'],
  summary: "Set the last day a student's subscription covers; their session follows without a new sign-in",
  request: { params: idParams, body: jsonRequest(studentRenew) },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminStudent, 'The student as they now are'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const adminDeactivateStudent = createRoute({
  method: 'post',
  path: '/api/admin/students/{id}/deactivate/',
  operationId: 'adminDeactivateStudent',
  tags: ['Admin'],
  summary: 'Stop a student signing in: their sessions end and their open sockets close at once',
  request: { params: idParams },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminStudent, 'The student as they now are'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const adminReactivateStudent = createRoute({
  method: 'post',
  path: '/api/admin/students/{id}/reactivate/',
  operationId: 'adminReactivateStudent',
  tags: ['Admin'],
  summary: 'Let a student sign in again',
  request: { params: idParams },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminStudent, 'The student as they now are'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const adminSendStudentPasswordReset = createRoute({
  method: 'post',
  path: '/api/admin/students/{id}/password-reset/',
  operationId: 'adminSendStudentPasswordReset',
  tags: ['Admin'],
  summary: 'Mail the student a single-use link to choose a new password',
  request: { params: idParams },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(okBody, 'The link is on its way'),
    ...errorResponses({ 409: 'The account is deactivated' }, 400, 401, 403, 404),
  },
});
