import type { AppDeps } from '../../mock-server/context';
import * as schema from '../../mock-server/db/schema';

/** Online-test data written straight through drizzle (tests/support/fixtures.ts explains why). */

type QuestionValues = Partial<typeof schema.questions.$inferInsert>;

/** A single-correct question with options A to D, C correct, unless told otherwise. */
export async function createQuestion(deps: AppDeps, authorId: number, values: QuestionValues = {}) {
  const [row] = await deps.database.db
    .insert(schema.questions)
    .values({
      authorId,
      kind: 'single',
      text: 'What is $2 + 2$?',
      options: ['3', '5', '4', '22'],
      key: { choices: [2] },
      explanation: 'Two and two make four.',
      subject: 'Maths',
      topic: 'Arithmetic',
      difficulty: 'easy',
      ...values,
    })
    .returning();
  return row;
}

const minutes = (count: number) => new Date(Date.now() + count * 60_000);

/** A published test open now for an hour, 30 minutes long, one section +4/-1/0 of the questions. */
export async function createOnlineTest(
  deps: AppDeps,
  batchIds: number[],
  questionIds: number[],
  values: Partial<typeof schema.onlineTests.$inferInsert> & { partialMarks?: boolean } = {},
) {
  const { db } = deps.database;
  const { partialMarks = false, ...testValues } = values;
  const [test] = await db
    .insert(schema.onlineTests)
    .values({
      title: 'Unit test',
      status: 'published',
      opensAt: minutes(-5),
      closesAt: minutes(60),
      durationMinutes: 30,
      release: 'on_submit',
      ...testValues,
    })
    .returning();
  await db.insert(schema.onlineTestBatches).values(batchIds.map((batchId) => ({ testId: test.id, batchId })));
  const [section] = await db
    .insert(schema.testSections)
    .values({
      testId: test.id,
      position: 0,
      title: 'Section A',
      correctMarks: 4,
      wrongMarks: -1,
      partialMarks,
    })
    .returning();
  await db
    .insert(schema.testQuestions)
    .values(questionIds.map((questionId, position) => ({ sectionId: section.id, questionId, position })));
  return test;
}

/** The student's attempt at the test, started now with the test's whole duration ahead. */
export async function createAttempt(deps: AppDeps, testId: number, studentId: number) {
  const [row] = await deps.database.db
    .insert(schema.testAttempts)
    .values({ testId, studentId, deadline: minutes(30), seed: 1 })
    .returning();
  return row;
}
