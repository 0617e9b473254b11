import { questionImageRules } from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import type { AppDeps as Deps } from '../../context';
import {
  type AttemptReads,
  attemptOfStudent,
  attemptsOfTest,
  resultOfAttempt,
  saveAnswer as saveAnswerOf,
  startAttempt as startAttemptOf,
  submitAttempt as submitAttemptOf,
  testsOfStudent,
} from '../../domain/assessments/attempts';
import {
  exportQuestionsCsv,
  importQuestions as importQuestionsOf,
} from '../../domain/assessments/question-csv';
import {
  type QuestionImageFile,
  removeQuestionImage,
  setQuestionImage,
} from '../../domain/assessments/question-images';
import {
  addQuestion,
  changeQuestion,
  listQuestions as questionsOfBank,
  questionView,
} from '../../domain/assessments/questions';
import { testStatistics as statisticsOf, testResultsCsv } from '../../domain/assessments/statistics';
import { testCountsAfterWrite, testForTeacher, testsOfTeacher } from '../../domain/assessments/tests';
import {
  changeKey as changeKeyOf,
  createTest as createTestOf,
  dropQuestion as dropQuestionOf,
  replaceTest,
} from '../../domain/assessments/tests-writes';
import type { DomainEvent } from '../../domain/domain-event';
import { invalid } from '../../domain/errors';
import type { NotificationRow } from '../../domain/notifications/notifications';
import { detectImageType } from '../../domain/profiles/image-type';
import { ImportRefused } from '../../domain/students/student-import';
import { ApiError } from '../../http/errors';
import { testContentChanged, testCountsChanged } from '../../realtime/events';
import { publishAfterCommit } from '../../realtime/publish';
import { publishWithNotifications } from '../../realtime/with-notifications';
import { csvExport } from '../admin/csv-export';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './assessments.routes';
import { imageTooLargeDetail } from './assessments.routes';

export const listQuestions: AppRouteHandler<typeof routes.listQuestions> = async (c) =>
  c.json(await questionsOfBank(c.get('deps').database.db, c.get('user').id, c.req.valid('query')), 200);

export const createQuestion: AppRouteHandler<typeof routes.createQuestion> = async (c) =>
  c.json(await addQuestion(c.get('deps').database.db, c.get('user').id, c.req.valid('json')), 201);

export const updateQuestion: AppRouteHandler<typeof routes.updateQuestion> = async (c) => {
  const deps = c.get('deps');
  const { question, testIds } = await changeQuestion(
    deps.database.db,
    c.get('user').id,
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  if (testIds.length > 0) await publishAfterCommit(deps, testContentChanged(testIds));
  return c.json(question, 200);
};

/** The image when one was sent, checked by its bytes and size; null when none was sent. */
async function readQuestionImage(value: unknown): Promise<QuestionImageFile | null> {
  if (value === undefined || value === '') return null;
  const refused = () => invalid(`image: ${testTexts.imageNotImage}`, { image: [testTexts.imageNotImage] });
  if (!(value instanceof File)) throw refused();
  if (value.size > questionImageRules.maxBytes)
    throw new ApiError(413, imageTooLargeDetail, { image: [imageTooLargeDetail.slice('image: '.length)] });
  const bytes = new Uint8Array(await value.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw refused();
  return { bytes, type };
}

export const putQuestionImage: AppRouteHandler<typeof routes.putQuestionImage> = async (c) => {
  const deps = c.get('deps');
  const { db } = deps.database;
  const teacherId = c.get('user').id;
  const questionId = c.req.valid('param').id;
  const { alt } = c.req.valid('form');
  const file = await readQuestionImage((await c.req.parseBody()).image);
  const testIds = await setQuestionImage(db, teacherId, questionId, { file, alt });
  if (testIds.length > 0) await publishAfterCommit(deps, testContentChanged(testIds));
  return c.json(await questionView(db, questionId, teacherId), 200);
};

export const deleteQuestionImage: AppRouteHandler<typeof routes.deleteQuestionImage> = async (c) => {
  const deps = c.get('deps');
  const { db } = deps.database;
  const teacherId = c.get('user').id;
  const questionId = c.req.valid('param').id;
  const testIds = await removeQuestionImage(db, teacherId, questionId);
  if (testIds.length > 0) await publishAfterCommit(deps, testContentChanged(testIds));
  return c.json(await questionView(db, questionId, teacherId), 200);
};

export const exportQuestions: AppRouteHandler<typeof routes.exportQuestions> = async (c) => {
  const csv = await exportQuestionsCsv(c.get('deps').database.db, c.get('user').id, c.req.valid('query'));
  return csvExport(c, 'questions', csv);
};

export const importQuestions: AppRouteHandler<typeof routes.importQuestions> = async (c) => {
  try {
    const created = await importQuestionsOf(
      c.get('deps').database.db,
      c.get('user').id,
      c.req.valid('json').csv,
    );
    return c.json({ created: created.length, questions: created }, 201);
  } catch (error) {
    if (error instanceof ImportRefused) return c.json(error.failure, 400);
    throw error;
  }
};

export const listTests: AppRouteHandler<typeof routes.listTests> = async (c) =>
  c.json(await testsOfTeacher(c.get('deps').database.db, c.get('user')), 200);

/** A write's notices reach their recipients after commit, with the event the write itself sends. */
async function deliver(deps: Deps, notified: NotificationRow[], event: DomainEvent = { deliveries: [] }) {
  await publishWithNotifications(deps, event, notified);
}

/** The test's teachers' lists hear its counts as they stand once the write committed. */
async function countsEvent(deps: Deps, testId: number, batchIds: number[]) {
  return testCountsChanged(testId, batchIds, await testCountsAfterWrite(deps.database.db, testId));
}

export const createTest: AppRouteHandler<typeof routes.createTest> = async (c) => {
  const { test, notified } = await createTestOf(
    c.get('deps').database.db,
    c.get('user'),
    c.req.valid('json'),
  );
  await deliver(c.get('deps'), notified);
  return c.json(test, 201);
};

export const getTest: AppRouteHandler<typeof routes.getTest> = async (c) =>
  c.json(await testForTeacher(c.get('deps').database.db, c.get('user'), c.req.valid('param').id), 200);

export const updateTest: AppRouteHandler<typeof routes.updateTest> = async (c) => {
  const { test, notified } = await replaceTest(
    c.get('deps').database.db,
    c.get('user'),
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  await deliver(c.get('deps'), notified, testContentChanged([test.id]));
  return c.json(test, 200);
};

export const testAttempts: AppRouteHandler<typeof routes.testAttempts> = async (c) =>
  c.json(await attemptsOfTest(c.get('deps').database.db, c.get('user'), c.req.valid('param').id), 200);

export const studentTests: AppRouteHandler<typeof routes.studentTests> = async (c) =>
  c.json(await testsOfStudent(c.get('deps').database.db, c.get('user')), 200);

/** The attempts read their test and their own fixed facts through the server's caches. */
function cachedReads({ database: { db }, caches }: Deps): AttemptReads {
  return {
    test: (testId) => caches.reads.testForAttempts(db, testId),
    attempt: (attemptId) => caches.reads.attemptFacts(db, attemptId),
  };
}

export const startAttempt: AppRouteHandler<typeof routes.startAttempt> = async (c) => {
  const deps = c.get('deps');
  const { attempt, started, batchIds, facts } = await startAttemptOf(
    deps.database.db,
    c.get('user'),
    c.req.valid('param').id,
    new Date(),
    cachedReads(deps),
  );
  deps.caches.reads.keepAttemptFacts(attempt.id, facts);
  if (started) await publishAfterCommit(deps, await countsEvent(deps, attempt.test_id, batchIds));
  return c.json(attempt, 200);
};

export const getAttempt: AppRouteHandler<typeof routes.getAttempt> = async (c) => {
  const deps = c.get('deps');
  const { id } = c.req.valid('param');
  return c.json(
    await attemptOfStudent(deps.database.db, c.get('user'), id, new Date(), cachedReads(deps)),
    200,
  );
};

export const saveAnswer: AppRouteHandler<typeof routes.saveAnswer> = async (c) => {
  const deps = c.get('deps');
  const saved = await saveAnswerOf(
    deps.database.db,
    c.get('user'),
    c.req.valid('param').id,
    c.req.valid('json'),
    new Date(),
    cachedReads(deps),
  );
  return c.json(saved, 200);
};

export const submitAttempt: AppRouteHandler<typeof routes.submitAttempt> = async (c) => {
  const deps = c.get('deps');
  const { attempt, notified, graded, batchIds } = await submitAttemptOf(
    deps.database.db,
    c.get('user'),
    c.req.valid('param').id,
    new Date(),
    cachedReads(deps),
  );
  await deliver(deps, notified, graded ? await countsEvent(deps, attempt.test_id, batchIds) : undefined);
  return c.json(attempt, 200);
};

export const attemptResult: AppRouteHandler<typeof routes.attemptResult> = async (c) => {
  const deps = c.get('deps');
  const { id } = c.req.valid('param');
  return c.json(
    await resultOfAttempt(deps.database.db, c.get('user'), id, new Date(), cachedReads(deps)),
    200,
  );
};

/** A correction's notices reach their students after commit. */
async function answerCorrection(
  c: Parameters<AppRouteHandler<typeof routes.dropQuestion>>[0],
  { test, notified }: Awaited<ReturnType<typeof dropQuestionOf>>,
) {
  await deliver(c.get('deps'), notified, testContentChanged([test.id]));
  return test;
}

export const dropQuestion: AppRouteHandler<typeof routes.dropQuestion> = async (c) => {
  const corrected = await dropQuestionOf(
    c.get('deps').database.db,
    c.get('user'),
    c.req.valid('param').id,
    c.req.valid('json').question_id,
  );
  return c.json(await answerCorrection(c, corrected), 200);
};

export const changeKey: AppRouteHandler<typeof routes.changeKey> = async (c) => {
  const body = c.req.valid('json');
  const corrected = await changeKeyOf(
    c.get('deps').database.db,
    c.get('user'),
    c.req.valid('param').id,
    body.question_id,
    body.key,
  );
  return c.json(await answerCorrection(c, corrected), 200);
};

export const testStatistics: AppRouteHandler<typeof routes.testStatistics> = async (c) =>
  c.json(await statisticsOf(c.get('deps').database.db, c.get('user'), c.req.valid('param').id), 200);

export const exportTestResults: AppRouteHandler<typeof routes.exportTestResults> = async (c) => {
  const { id } = c.req.valid('param');
  const csv = await testResultsCsv(c.get('deps').database.db, c.get('user'), id);
  return csvExport(c, `test-${id}-results`, csv);
};
