import {
  attemptOfStudent,
  attemptsOfTest,
  resultOfAttempt,
  saveAnswer as saveAnswerOf,
  startAttempt as startAttemptOf,
  submitAttempt as submitAttemptOf,
  testsOfStudent,
} from '../../domain/assessments/attempts';
import {
  addQuestion,
  changeQuestion,
  listQuestions as questionsOfBank,
} from '../../domain/assessments/questions';
import { testForTeacher, testsOfTeacher } from '../../domain/assessments/tests';
import {
  createTest as createTestOf,
  dropQuestion as dropQuestionOf,
  replaceTest,
} from '../../domain/assessments/tests-writes';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './assessments.routes';

export const listQuestions: AppRouteHandler<typeof routes.listQuestions> = async (c) =>
  c.json(await questionsOfBank(c.get('deps').database.db, c.get('user').id, c.req.valid('query')), 200);

export const createQuestion: AppRouteHandler<typeof routes.createQuestion> = async (c) =>
  c.json(await addQuestion(c.get('deps').database.db, c.get('user').id, c.req.valid('json')), 201);

export const updateQuestion: AppRouteHandler<typeof routes.updateQuestion> = async (c) =>
  c.json(
    await changeQuestion(
      c.get('deps').database.db,
      c.get('user').id,
      c.req.valid('param').id,
      c.req.valid('json'),
    ),
    200,
  );

export const listTests: AppRouteHandler<typeof routes.listTests> = async (c) =>
  c.json(await testsOfTeacher(c.get('deps').database.db, c.get('user')), 200);

export const createTest: AppRouteHandler<typeof routes.createTest> = async (c) =>
  c.json(await createTestOf(c.get('deps').database.db, c.get('user'), c.req.valid('json')), 201);

export const getTest: AppRouteHandler<typeof routes.getTest> = async (c) =>
  c.json(await testForTeacher(c.get('deps').database.db, c.get('user'), c.req.valid('param').id), 200);

export const updateTest: AppRouteHandler<typeof routes.updateTest> = async (c) =>
  c.json(
    await replaceTest(c.get('deps').database.db, c.get('user'), c.req.valid('param').id, c.req.valid('json')),
    200,
  );

export const testAttempts: AppRouteHandler<typeof routes.testAttempts> = async (c) =>
  c.json(await attemptsOfTest(c.get('deps').database.db, c.get('user'), c.req.valid('param').id), 200);

export const studentTests: AppRouteHandler<typeof routes.studentTests> = async (c) =>
  c.json(await testsOfStudent(c.get('deps').database.db, c.get('user')), 200);

export const startAttempt: AppRouteHandler<typeof routes.startAttempt> = async (c) =>
  c.json(await startAttemptOf(c.get('deps').database.db, c.get('user'), c.req.valid('param').id), 200);

export const getAttempt: AppRouteHandler<typeof routes.getAttempt> = async (c) =>
  c.json(await attemptOfStudent(c.get('deps').database.db, c.get('user'), c.req.valid('param').id), 200);

export const saveAnswer: AppRouteHandler<typeof routes.saveAnswer> = async (c) =>
  c.json(
    await saveAnswerOf(
      c.get('deps').database.db,
      c.get('user'),
      c.req.valid('param').id,
      c.req.valid('json'),
    ),
    200,
  );

export const submitAttempt: AppRouteHandler<typeof routes.submitAttempt> = async (c) =>
  c.json(await submitAttemptOf(c.get('deps').database.db, c.get('user'), c.req.valid('param').id), 200);

export const attemptResult: AppRouteHandler<typeof routes.attemptResult> = async (c) =>
  c.json(await resultOfAttempt(c.get('deps').database.db, c.get('user'), c.req.valid('param').id), 200);

export const dropQuestion: AppRouteHandler<typeof routes.dropQuestion> = async (c) =>
  c.json(
    await dropQuestionOf(
      c.get('deps').database.db,
      c.get('user'),
      c.req.valid('param').id,
      c.req.valid('json').question_id,
    ),
    200,
  );
