import { createRoute } from '@hono/zod-openapi';
import {
  applicationAdmit,
  applicationDetail,
  applicationFilter,
  applicationListQuery,
  applicationNoteCreate,
  applicationPage,
  applicationStatusUpdate,
} from '../../../../shared/schemas/applications';
import { adminOnly } from '../../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest } from '../../openapi-parts';
import { csvExportAnswers } from '../csv-export';

// The router registers the fixed path (export) before /{id}/, which would refuse it as an id.

export const adminListApplications = createRoute({
  method: 'get',
  path: '/api/admin/applications/',
  operationId: 'adminListApplications',
  tags: ['Admin'],
  summary: 'One page of the applications matching a programme, a status and a date range, newest first',
  request: { query: applicationListQuery },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(applicationPage, 'One page and the total'),
    ...errorResponses(400, 401, 403),
  },
});

export const adminExportApplications = createRoute({
  method: 'get',
  path: '/api/admin/applications/export/',
  operationId: 'adminExportApplications',
  tags: ['Admin'],
  summary: 'Every application matching the filter as CSV, oldest first',
  request: { query: applicationFilter },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    ...csvExportAnswers,
    ...errorResponses(400, 401, 403),
  },
});

export const adminGetApplication = createRoute({
  method: 'get',
  path: '/api/admin/applications/{id}/',
  operationId: 'adminGetApplication',
  tags: ['Admin'],
  summary: 'One application with every field, its notes and, once admitted, its student',
  request: { params: idParams },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(applicationDetail, 'The application as it now is, with its notes'),
    ...errorResponses({ 404: 'No such application' }, 400, 401, 403),
  },
});

export const adminUpdateApplicationStatus = createRoute({
  method: 'patch',
  path: '/api/admin/applications/{id}/',
  operationId: 'adminUpdateApplicationStatus',
  tags: ['Admin'],
  summary: 'Move an application to new, contacted, demo week or not selected',
  request: { params: idParams, body: jsonRequest(applicationStatusUpdate) },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(applicationDetail, 'The application as it now is, with its notes'),
    ...errorResponses(
      { 404: 'No such application', 409: 'The application is admitted' },
      400,
      401,
      403,
      413,
      415,
    ),
  },
});

export const adminAddApplicationNote = createRoute({
  method: 'post',
  path: '/api/admin/applications/{id}/notes/',
  operationId: 'adminAddApplicationNote',
  tags: ['Admin'],
  summary: "Add a staff note to an application (signed with the admin's name)",
  request: { params: idParams, body: jsonRequest(applicationNoteCreate) },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    201: jsonContent(applicationDetail, 'The application as it now is, with its notes'),
    ...errorResponses({ 404: 'No such application' }, 400, 401, 403, 413, 415),
  },
});

export const adminAdmitApplication = createRoute({
  method: 'post',
  path: '/api/admin/applications/{id}/admit/',
  operationId: 'adminAdmitApplication',
  tags: ['Admin'],
  summary: "Admit: create the student's account in a batch until a day, and mail the set-password invitation",
  request: { params: idParams, body: jsonRequest(applicationAdmit) },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(applicationDetail, 'The application as it now is, with its notes'),
    ...errorResponses(
      {
        404: 'No such application or batch',
        409: 'Already admitted, the e-mail has an account, or the batch is archived',
      },
      400,
      401,
      403,
      413,
      415,
    ),
  },
});
