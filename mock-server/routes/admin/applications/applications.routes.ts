import { admins, callsFor } from '../../call-factory';
import { errorResponses } from '../../openapi-parts';
import { csvExportAnswers } from '../csv-export';

const adminCall = callsFor(admins, ['Admin']);
const detailAnswer = 'The application as it now is, with its notes';
const noSuchApplication = { 404: 'No such application' };

export const listApplications = adminCall('adminListApplications', {
  summary: 'One page of the applications matching a programme, a status and a date range, newest first',
  answer: 'One page and the total',
});

export const exportApplications = adminCall('adminExportApplications', {
  summary: 'Every application matching the filter as CSV, oldest first',
  responses: csvExportAnswers,
});

export const getApplication = adminCall('adminGetApplication', {
  summary: 'One application with every field, its notes and, once admitted, its student',
  answer: detailAnswer,
  responses: errorResponses(noSuchApplication),
});

export const updateApplicationStatus = adminCall('adminUpdateApplicationStatus', {
  summary: 'Move an application to new, contacted, demo week or not selected',
  answer: detailAnswer,
  responses: errorResponses({ ...noSuchApplication, 409: 'The application is admitted' }),
});

export const addApplicationNote = adminCall('adminAddApplicationNote', {
  summary: "Add a staff note to an application (signed with the admin's name)",
  answer: detailAnswer,
  responses: errorResponses(noSuchApplication),
});

export const admitApplication = adminCall('adminAdmitApplication', {
  summary: "Admit: create the student's account in a batch until a day, and mail the set-password invitation",
  answer: detailAnswer,
  responses: errorResponses({
    404: 'No such application or batch',
    409: 'Already admitted, the e-mail has an account, or the batch is archived',
  }),
});
