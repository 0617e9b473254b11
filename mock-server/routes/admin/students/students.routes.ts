import { studentImportFailure } from '../../../../shared/schemas/admin';
import { admins, callsFor } from '../../call-factory';
import { errorResponses, jsonContent } from '../../openapi-parts';
import { csvExportAnswers } from '../csv-export';

const studentAnswer = 'The student as they now are';

// The fixed paths (export, import) come before /{id}/, which would otherwise refuse them as ids.
export const adminStudentsRoutes = callsFor(admins, ['Admin'])({
  adminListStudents: {
    summary: 'One page of the students matching a search (name or e-mail), a batch and a status, by name',
    answer: 'One page and the total',
  },
  adminCreateStudent: {
    summary: 'Create a student, who is mailed a single-use link to choose a password',
    answer: 'The new student',
    responses: errorResponses({ 404: 'No such batch', 409: 'The e-mail is taken, or the batch is archived' }),
  },
  adminExportStudents: {
    summary: 'Every student matching the filter as CSV (the import columns and the status)',
    responses: csvExportAnswers,
  },
  adminImportStudents: {
    summary: 'Create the students of a CSV, each invited by e-mail: every row or none',
    answer: 'Every row was imported',
    responses: {
      400: jsonContent(studentImportFailure, 'Nothing was imported: the header or some rows are wrong'),
    },
  },
  adminGetStudent: { summary: 'One student', answer: 'The student' },
  adminUpdateStudent: {
    summary: "Replace a student's e-mail and profile fields",
    answer: studentAnswer,
    responses: errorResponses({ 409: 'Another account has that e-mail' }),
  },
  adminMoveStudent: {
    summary: 'Move a student to another batch; their open sockets follow at once',
    answer: studentAnswer,
    responses: errorResponses({ 409: 'The batch is archived' }),
  },
  adminRenewStudent: {
    summary: "Set the last day a student's subscription covers; their session follows without a new sign-in",
    answer: studentAnswer,
  },
  adminDeactivateStudent: {
    summary: 'Stop a student signing in: their sessions end and their open sockets close at once',
    answer: studentAnswer,
  },
  adminReactivateStudent: { summary: 'Let a student sign in again', answer: studentAnswer },
  adminSendStudentPasswordReset: {
    summary: 'Mail the student a single-use link to choose a new password',
    answer: 'The link is on its way',
    responses: errorResponses({ 409: 'The account is deactivated' }),
  },
});
