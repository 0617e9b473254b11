import { admins, callsFor } from '../../call-factory';
import { errorResponses } from '../../openapi-parts';
import { csvExportAnswers } from '../csv-export';

const detailAnswer = 'The application as it now is, with its notes';
const noSuchApplication = { 404: 'No such application' };

// The fixed path (export) comes before /{id}/, which would otherwise refuse it as an id.
export const adminApplicationsRoutes = callsFor(admins, ['Admin'])({
  adminListApplications: {
    summary: 'One page of the applications matching a programme, a status and a date range, newest first',
    answer: 'One page and the total',
  },
  adminExportApplications: {
    summary: 'Every application matching the filter as CSV, oldest first',
    responses: csvExportAnswers,
  },
  adminGetApplication: {
    summary: 'One application with every field, its notes and, once admitted, its student',
    answer: detailAnswer,
    responses: errorResponses(noSuchApplication),
  },
  adminUpdateApplicationStatus: {
    summary: 'Move an application to new, contacted, demo week or not selected',
    answer: detailAnswer,
    responses: errorResponses({ ...noSuchApplication, 409: 'The application is admitted' }),
  },
  adminAddApplicationNote: {
    summary: "Add a staff note to an application (signed with the admin's name)",
    answer: detailAnswer,
    responses: errorResponses(noSuchApplication),
  },
  adminAdmitApplication: {
    summary:
      "Admit: create the student's account in a batch until a day, and mail the set-password invitation",
    answer: detailAnswer,
    responses: errorResponses({
      404: 'No such application or batch',
      409: 'Already admitted, the e-mail has an account, or the batch is archived',
    }),
  },
});
