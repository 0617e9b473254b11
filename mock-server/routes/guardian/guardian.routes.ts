import { createRoute, z } from '@hono/zod-openapi';
import { announcementList } from '../../../shared/schemas/announcements';
import { attemptResult, studentTestList } from '../../../shared/schemas/assessments';
import { studentAttendance } from '../../../shared/schemas/attendance';
import { nextClass } from '../../../shared/schemas/classes';
import { okBody } from '../../../shared/schemas/common';
import {
  childPairing,
  guardianChildren as childrenAnswer,
  guardianChild,
  guardianMailSettings,
  guardianSignedUp,
  pairingCodeView,
  guardianSignup as signupBody,
} from '../../../shared/schemas/guardians';
import { homeworkList } from '../../../shared/schemas/homework';
import { studentPayments } from '../../../shared/schemas/payments';
import { progressReport } from '../../../shared/schemas/progress';
import { activeStudent, adminOnly, guardianOnly } from '../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest, publicCall } from '../openapi-parts';

// The guardian area reads a child's records with the student's own reads; only the check differs.

const guardiansFull = 'The student has the most guardians a record holds';
const pairingThrottled =
  'Too many wrong pairing codes from this address or account: wait `Retry-After` seconds';
const notYourChild = { 404: 'No such child among the guardian’s' };
const guardianRefusals = { 403: 'Not a guardian', ...notYourChild };

/** A read of one child's records, in the shape the student reads it. */
function childRead<T extends z.ZodType>(
  operationId: string,
  tail: string,
  summary: string,
  schema: T,
  extra: Record<number, string> = {},
) {
  return createRoute({
    method: 'get',
    path: `/api/guardian/children/{id}/${tail}`,
    operationId,
    tags: ['Guardian'],
    summary,
    request: { params: idParams },
    security: bearerAuth,
    middleware: guardianOnly,
    responses: {
      200: jsonContent(schema, summary),
      ...errorResponses({ ...guardianRefusals, ...extra }, 400, 401),
    },
  });
}

export const guardianChildren = createRoute({
  method: 'get',
  path: '/api/guardian/children/',
  operationId: 'guardianChildren',
  tags: ['Guardian'],
  summary: 'The children the signed-in guardian is linked to',
  security: bearerAuth,
  middleware: guardianOnly,
  responses: {
    200: jsonContent(childrenAnswer, 'The children, by first name'),
    ...errorResponses({ 403: 'Not a guardian' }, 401),
  },
});

export const guardianAddChild = createRoute({
  method: 'post',
  path: '/api/guardian/children/',
  operationId: 'guardianAddChild',
  tags: ['Guardian'],
  summary: 'Link one more child with the pairing code the child sees on their profile (single use)',
  request: { body: jsonRequest(childPairing) },
  security: bearerAuth,
  middleware: guardianOnly,
  responses: {
    201: jsonContent(guardianChild, 'The child now linked'),
    ...errorResponses(
      {
        400: 'The code is wrong, used or expired',
        403: 'Not a guardian',
        409: guardiansFull,
        429: pairingThrottled,
      },
      401,
      413,
      415,
    ),
  },
});

export const guardianChildNextClass = childRead(
  'guardianChildNextClass',
  'next-class/',
  "The nearest class of the child's batch that has not ended",
  nextClass,
  { 404: 'No such child, or no upcoming class' },
);
export const guardianChildAnnouncements = childRead(
  'guardianChildAnnouncements',
  'announcements/',
  "The teachers' announcements the child sees, latest first",
  announcementList,
);
export const guardianChildHomework = childRead(
  'guardianChildHomework',
  'homework/',
  "The child's homework with their hand-in, status and feedback",
  homeworkList,
);
export const guardianChildAttendance = childRead(
  'guardianChildAttendance',
  'attendance/',
  "The child's attendance record",
  studentAttendance,
);
export const guardianChildTests = childRead(
  'guardianChildTests',
  'tests/',
  "The child's online tests and their scores",
  studentTestList,
);
export const guardianChildAttemptResult = createRoute({
  method: 'get',
  path: '/api/guardian/children/{id}/attempts/{attemptId}/result/',
  operationId: 'guardianChildAttemptResult',
  tags: ['Guardian'],
  summary: "The result of one of the child's tests as the child sees it: scores only once released",
  request: { params: idParams.extend({ attemptId: idParams.shape.id }) },
  security: bearerAuth,
  middleware: guardianOnly,
  responses: {
    200: jsonContent(attemptResult, 'The result'),
    ...errorResponses(
      {
        403: 'Not a guardian, or the attempt is not the child’s',
        404: 'No such child among the guardian’s, or no such attempt',
      },
      400,
      401,
    ),
  },
});
export const guardianChildProgress = childRead(
  'guardianChildProgress',
  'progress/',
  "The child's progress report",
  progressReport,
);
export const guardianChildPayments = childRead(
  'guardianChildPayments',
  'payments/',
  "The child's fee payments and admission code (which pays their fees on /pricing)",
  studentPayments,
);
export const guardianMailSettingsOf = childRead(
  'guardianMailSettings',
  'mail-settings/',
  'What the guardian gets by mail about the child',
  guardianMailSettings,
);

export const updateGuardianMailSettings = createRoute({
  method: 'put',
  path: '/api/guardian/children/{id}/mail-settings/',
  operationId: 'updateGuardianMailSettings',
  tags: ['Guardian'],
  summary: 'Turn the weekly summary and the absence mail about the child on or off',
  request: { params: idParams, body: jsonRequest(guardianMailSettings) },
  security: bearerAuth,
  middleware: guardianOnly,
  responses: {
    200: jsonContent(guardianMailSettings, 'The settings as saved'),
    ...errorResponses(
      { ...guardianRefusals, 409: 'The guardian is not on the child’s record: ask the academy' },
      400,
      401,
      413,
      415,
    ),
  },
});

export const guardianSignup = createRoute({
  method: 'post',
  path: '/api/guardian-signup/',
  operationId: 'guardianSignup',
  tags: ['Public'],
  summary: "A guardian makes their account with a student's pairing code (single use, 7 days)",
  request: { body: jsonRequest(signupBody) },
  security: publicCall,
  responses: {
    201: jsonContent(guardianSignedUp, 'The account is made: sign in with its e-mail'),
    ...errorResponses(
      {
        400: 'A field is invalid, or the code is wrong, used or expired',
        409: `The e-mail has an account, or ${guardiansFull.toLowerCase()}`,
        429: pairingThrottled,
      },
      413,
      415,
    ),
  },
});

export const studentPairingCode = createRoute({
  method: 'get',
  path: '/api/profile/pairing-code/',
  operationId: 'studentPairingCode',
  tags: ['Profile'],
  summary: "The student's live pairing code for a guardian, if any",
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(pairingCodeView, 'The code and when it expires, or nulls'),
    ...errorResponses(401, 403),
  },
});

export const newStudentPairingCode = createRoute({
  method: 'post',
  path: '/api/profile/pairing-code/',
  operationId: 'newStudentPairingCode',
  tags: ['Profile'],
  summary: 'A new pairing code (7 days, single use), replacing the earlier one',
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    201: jsonContent(pairingCodeView, 'The new code'),
    ...errorResponses(401, 403),
  },
});

export const adminInviteGuardian = createRoute({
  method: 'post',
  path: '/api/admin/students/{id}/guardians/{position}/invite/',
  operationId: 'adminInviteGuardian',
  tags: ['Admin'],
  summary:
    "Invite a guardian on the student's record: a set-password mail for a new account, or the child " +
    'linked to their existing guardian account',
  request: {
    params: idParams.extend({
      position: z.enum(['1', '2'], { error: 'The guardian is 1 or 2.' }).transform(Number),
    }),
  },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(okBody, 'Invited'),
    ...errorResponses(
      { 400: 'The guardian has no e-mail', 409: 'The e-mail belongs to an account that is not a guardian' },
      401,
      403,
      404,
    ),
  },
});
