import { z } from '@hono/zod-openapi';
import {
  applicationAdmit,
  applicationDetail,
  applicationFilter,
  applicationListQuery,
  applicationNoteCreate,
  applicationPage,
  applicationStatusUpdate,
} from '../../../../shared/schemas/applications';
import { admins, callsFor } from '../../call-factory';
import { errorResponses, idParams, jsonContent, jsonRequest } from '../../openapi-parts';

const adminCall = callsFor(admins, ['Admin']);
const detailAnswer = jsonContent(applicationDetail, 'The application as it now is, with its notes');
const noSuchApplication = { 404: 'No such application' };

export const listApplications = adminCall('get', '/api/admin/applications/', {
  operationId: 'adminListApplications',
  summary: 'One page of the applications matching a programme, a status and a date range, newest first',
  request: { query: applicationListQuery },
  responses: { 200: jsonContent(applicationPage, 'One page and the total') },
});

export const exportApplications = adminCall('get', '/api/admin/applications/export/', {
  operationId: 'adminExportApplications',
  summary: 'Every application matching the filter as CSV, oldest first',
  request: { query: applicationFilter },
  responses: { 200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } } },
});

export const getApplication = adminCall('get', '/api/admin/applications/{id}/', {
  operationId: 'adminGetApplication',
  summary: 'One application with every field, its notes and, once admitted, its student',
  request: { params: idParams },
  responses: { 200: detailAnswer, ...errorResponses(noSuchApplication) },
});

export const updateApplicationStatus = adminCall('patch', '/api/admin/applications/{id}/', {
  operationId: 'adminUpdateApplicationStatus',
  summary: 'Move an application to new, contacted, demo week or not selected',
  request: { params: idParams, body: jsonRequest(applicationStatusUpdate) },
  responses: {
    200: detailAnswer,
    ...errorResponses({ ...noSuchApplication, 409: 'The application is admitted' }),
  },
});

export const addApplicationNote = adminCall('post', '/api/admin/applications/{id}/notes/', {
  operationId: 'adminAddApplicationNote',
  summary: "Add a staff note to an application (signed with the admin's name)",
  request: { params: idParams, body: jsonRequest(applicationNoteCreate) },
  responses: { 201: detailAnswer, ...errorResponses(noSuchApplication) },
});

export const admitApplication = adminCall('post', '/api/admin/applications/{id}/admit/', {
  operationId: 'adminAdmitApplication',
  summary: "Admit: create the student's account in a batch until a day, and mail the set-password invitation",
  request: { params: idParams, body: jsonRequest(applicationAdmit) },
  responses: {
    200: detailAnswer,
    ...errorResponses({
      404: 'No such application or batch',
      409: 'Already admitted, the e-mail has an account, or the batch is archived',
    }),
  },
});
