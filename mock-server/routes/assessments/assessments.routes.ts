import { createRoute, z } from '@hono/zod-openapi';
import { studentImportFailure as importFailure } from '../../../shared/schemas/admin';
import {
  answerWrite,
  attempt,
  attemptResult as attemptResultSchema,
  keyChange,
  question,
  questionDrop,
  questionFilter,
  questionImageRules,
  questionImageWrite,
  questionImport,
  questionImportResult,
  questionList,
  questionWrite,
  savedAnswer,
  studentTestList,
  teacherTest,
  teacherTestList,
  testAttemptList,
  testStatistics as testStatisticsSchema,
  testWrite,
} from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import { ownBodyLimit } from '../../http/body-limit';
import { csvExportAnswers } from '../admin/csv-export';
import { readableForm } from '../body-guards';
import { activeStudent, teacherOnly } from '../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest } from '../openapi-parts';

export const listQuestions = createRoute({
  method: 'get',
  path: '/api/questions/',
  operationId: 'listQuestions',
  tags: ['Tests'],
  summary: "The academy's question bank with keys, newest change first; filter by subject, topic, difficulty",
  request: { query: questionFilter },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(questionList, 'The questions'),
    ...errorResponses(400, 401, 403),
  },
});

export const createQuestion = createRoute({
  method: 'post',
  path: '/api/questions/',
  operationId: 'createQuestion',
  tags: ['Tests'],
  summary: 'Add a question to the bank',
  request: { body: jsonRequest(questionWrite) },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    201: jsonContent(question, 'The created question'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

export const updateQuestion = createRoute({
  method: 'put',
  path: '/api/questions/{id}/',
  operationId: 'updateQuestion',
  tags: ['Tests'],
  summary: "Change a question of the teacher's own; another teacher's is refused (403)",
  request: { params: idParams, body: jsonRequest(questionWrite) },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(question, 'The updated question'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

/** What a refused image of more than the allowed size is told. */
export const imageTooLargeDetail = `image: ${testTexts.imageTooLarge(questionImageRules.maxBytes / (1024 * 1024))}`;

// Room for the alt text and multipart framing around an image of the largest allowed size.
const multipartOverheadBytes = 64 * 1024;

export const putQuestionImage = createRoute({
  method: 'put',
  path: '/api/questions/{id}/image/',
  operationId: 'putQuestionImage',
  tags: ['Tests'],
  summary:
    "Attach or replace the image of a question of the teacher's own (a form: image, a PNG, JPEG, GIF " +
    'or WebP of at most 2 MB, and alt, what it shows); without image, only the alt text changes',
  request: {
    params: idParams,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: questionImageWrite.extend({
            image: z.any().optional().openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  security: bearerAuth,
  // The image's own size limit replaces the JSON one, and an unreadable form is refused plainly.
  middleware: [
    ...teacherOnly,
    ownBodyLimit(questionImageRules.maxBytes + multipartOverheadBytes, imageTooLargeDetail),
    readableForm,
  ],
  responses: {
    200: jsonContent(question, 'The question with its image'),
    ...errorResponses(
      {
        400: 'alt is missing, image is not a PNG, JPEG, GIF or WebP, or the question has no image to describe',
        403: 'Another teacher’s question',
        413: 'The image is larger than 2 MB',
      },
      401,
      404,
      415,
    ),
  },
});

export const deleteQuestionImage = createRoute({
  method: 'delete',
  path: '/api/questions/{id}/image/',
  operationId: 'deleteQuestionImage',
  tags: ['Tests'],
  summary: "Take the image off a question of the teacher's own",
  request: { params: idParams },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(question, 'The question, without an image'),
    ...errorResponses({ 404: 'No such question, or it has no image' }, 400, 401, 403),
  },
});

export const exportQuestions = createRoute({
  method: 'get',
  path: '/api/questions/export/',
  operationId: 'exportQuestions',
  tags: ['Tests'],
  summary: 'The bank (filtered as the list is) as CSV, in the columns the import reads',
  request: { query: questionFilter },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    ...csvExportAnswers,
    ...errorResponses(400, 401, 403),
  },
});

export const importQuestions = createRoute({
  method: 'post',
  path: '/api/questions/import/',
  operationId: 'importQuestions',
  tags: ['Tests'],
  summary: 'Add the questions of a CSV to the bank: every row or none, each bad row named',
  request: { body: jsonRequest(questionImport) },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    201: jsonContent(questionImportResult, 'The questions added'),
    400: jsonContent(importFailure, 'Nothing was imported: the header or some rows are wrong'),
    ...errorResponses(401, 403, 413, 415),
  },
});

export const listTests = createRoute({
  method: 'get',
  path: '/api/tests/',
  operationId: 'listTests',
  tags: ['Tests'],
  summary: "Tests of the teacher's batches, with started and submitted counts",
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(teacherTestList, 'The tests'),
    ...errorResponses(401, 403),
  },
});

export const createTest = createRoute({
  method: 'post',
  path: '/api/tests/',
  operationId: 'createTest',
  tags: ['Tests'],
  summary: "A test for some of the teacher's batches, from the bank",
  request: { body: jsonRequest(testWrite) },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    201: jsonContent(teacherTest, 'The created test'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

export const getTest = createRoute({
  method: 'get',
  path: '/api/tests/{id}/',
  operationId: 'getTest',
  tags: ['Tests'],
  summary: "One test of the teacher's batches",
  request: { params: idParams },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(teacherTest, 'The test'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const updateTest = createRoute({
  method: 'put',
  path: '/api/tests/{id}/',
  operationId: 'updateTest',
  tags: ['Tests'],
  summary: 'Replace a test wholly of the teacher’s batches, until a student starts it (409 after)',
  request: { params: idParams, body: jsonRequest(testWrite) },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(teacherTest, 'The updated test'),
    ...errorResponses(
      { 409: 'A student has started this test: it can no longer change.' },
      400,
      401,
      403,
      404,
      413,
      415,
    ),
  },
});

export const testAttempts = createRoute({
  method: 'get',
  path: '/api/tests/{id}/attempts/',
  operationId: 'testAttempts',
  tags: ['Tests'],
  summary:
    "The attempts of the teacher's students, best score first; attempts past their deadline are graded",
  request: { params: idParams },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(testAttemptList, 'The attempts'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const dropQuestion = createRoute({
  method: 'post',
  path: '/api/tests/{id}/drop-question/',
  operationId: 'dropQuestion',
  tags: ['Tests'],
  summary:
    'Drop a question of a test wholly of the teacher’s batches: full marks for everyone on it, every ' +
    'graded attempt regraded',
  request: { params: idParams, body: jsonRequest(questionDrop) },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(teacherTest, 'The test'),
    ...errorResponses({ 404: 'No such test, or the question is not in it.' }, 400, 401, 403, 413, 415),
  },
});

export const changeKey = createRoute({
  method: 'post',
  path: '/api/tests/{id}/change-key/',
  operationId: 'changeKey',
  tags: ['Tests'],
  summary:
    'Correct the key a test wholly of the teacher’s batches grades a question by: every graded attempt ' +
    'regraded, its students told; the bank keeps its own key',
  request: { params: idParams, body: jsonRequest(keyChange) },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(teacherTest, 'The test'),
    ...errorResponses({ 404: 'No such test, or the question is not in it.' }, 400, 401, 403, 413, 415),
  },
});

export const testStatistics = createRoute({
  method: 'get',
  path: '/api/tests/{id}/statistics/',
  operationId: 'testStatistics',
  tags: ['Tests'],
  summary:
    'Per question (percent correct, each option’s choices, average time) and the score distribution, ' +
    'over the graded attempts of the teacher’s students',
  request: { params: idParams },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(testStatisticsSchema, 'The statistics'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const exportTestResults = createRoute({
  method: 'get',
  path: '/api/tests/{id}/export/',
  operationId: 'exportTestResults',
  tags: ['Tests'],
  summary:
    'The attempts of the teacher’s students as CSV: rank, student, batch, status, times, sections, total',
  request: { params: idParams },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    ...csvExportAnswers,
    ...errorResponses(400, 401, 403, 404),
  },
});

export const studentTests = createRoute({
  method: 'get',
  path: '/api/student/tests/',
  operationId: 'studentTests',
  tags: ['Tests'],
  summary: "Published tests of the student's batch and where the student stands",
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(studentTestList, 'The tests'),
    ...errorResponses(401, 403),
  },
});

export const startAttempt = createRoute({
  method: 'post',
  path: '/api/tests/{id}/attempt/',
  operationId: 'startAttempt',
  tags: ['Tests'],
  summary:
    'Start the test, or answer the attempt in progress. Refused (409) before the window, after it ' +
    'closes, after submitting and after time is up; 403 for a test of another batch',
  request: { params: idParams },
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(
      attempt,
      'The attempt: questions without keys, in this attempt’s order, and the saved answers',
    ),
    ...errorResponses(
      { 409: 'The test is not open yet or has closed, or the attempt is submitted or out of time.' },
      400,
      401,
      403,
      404,
    ),
  },
});

export const getAttempt = createRoute({
  method: 'get',
  path: '/api/attempts/{id}/',
  operationId: 'getAttempt',
  tags: ['Tests'],
  summary: "The student's own attempt; one past its deadline is graded",
  request: { params: idParams },
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(attempt, 'The attempt'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const saveAnswer = createRoute({
  method: 'put',
  path: '/api/attempts/{id}/answers/',
  operationId: 'saveAnswer',
  tags: ['Tests'],
  summary:
    'Save one answer (upsert by attempt and question). 409 after submitting or the deadline; 400 naming ' +
    'a question not in the attempt, an answer of the wrong type or too many options',
  request: { params: idParams, body: jsonRequest(answerWrite) },
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(savedAnswer, 'The saved answer'),
    ...errorResponses({ 409: 'The attempt is submitted or out of time.' }, 400, 401, 403, 404, 413, 415),
  },
});

export const submitAttempt = createRoute({
  method: 'post',
  path: '/api/attempts/{id}/submit/',
  operationId: 'submitAttempt',
  tags: ['Tests'],
  summary: 'Submit and grade what was saved',
  request: { params: idParams },
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(attempt, 'The submitted attempt'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const attemptResult = createRoute({
  method: 'get',
  path: '/api/attempts/{id}/result/',
  operationId: 'attemptResult',
  tags: ['Tests'],
  summary: 'Scores per section and in total, rank, percentile and the review, once released',
  request: { params: idParams },
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(attemptResultSchema, 'The result'),
    ...errorResponses(400, 401, 403, 404),
  },
});
