import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { QuestionKey, testWrite } from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import type { Database } from '../../db/client';
import { onlineTestBatches, onlineTests, testAttempts, testQuestions, testSections } from '../../db/schema';
import { requireTaughtBatches } from '../access/ownership';
import type { AuthUser } from '../accounts/auth-user';
import { refuseArchivedBatches } from '../batches/batches';
import { conflict, invalid, notFound } from '../errors';
import { canNameARow } from '../ids';
import { noticeTestRegraded } from '../notifications/notices';
import { gradeLocked, lockAttempt } from './attempts';
import { questionIdsTagged, requireQuestions } from './questions';
import { normalKey, refuseBadKey, refuseBadTest } from './rules';
import { noticeTestSaved } from './test-notices';
import { type QuestionRow, requireWholeTest, testContent, testForTeacher } from './tests';

type TestWrite = z.output<typeof testWrite>;

function testValues(body: TestWrite) {
  return {
    title: body.title,
    status: body.status,
    opensAt: new Date(body.opens_at),
    closesAt: new Date(body.closes_at),
    durationMinutes: body.duration_minutes,
    release: body.release,
  };
}

/**
 * Each section's questions: the listed ones, or for a random pick the tag's questions now in the bank
 * that no earlier section holds (an attempt holds a question once), enough for the count.
 */
async function resolveSections(db: Database, body: TestWrite) {
  const used = new Set(body.sections.flatMap((section) => section.question_ids));
  const resolved: number[][] = [];
  for (const [index, section] of body.sections.entries()) {
    if (!section.pick) {
      resolved.push(section.question_ids);
      continue;
    }
    const pool = (await questionIdsTagged(db, section.pick)).filter((id) => !used.has(id));
    if (pool.length < section.pick.count) {
      const message = testTexts.pickTooFew(index + 1, section.pick.count, pool.length);
      throw invalid(message, { sections: [message] });
    }
    for (const id of pool) used.add(id);
    resolved.push(pool);
  }
  return resolved;
}

async function writeContent(db: Database, testId: number, body: TestWrite) {
  const questionIds = await resolveSections(db, body);
  const batchIds = [...new Set(body.batch_ids)];
  await db.delete(onlineTestBatches).where(eq(onlineTestBatches.testId, testId));
  await db.insert(onlineTestBatches).values(batchIds.map((batchId) => ({ testId, batchId })));
  await db.delete(testSections).where(eq(testSections.testId, testId));
  for (const [position, section] of body.sections.entries()) {
    const [row] = await db
      .insert(testSections)
      .values({
        testId,
        position,
        title: section.title,
        correctMarks: section.correct_marks,
        wrongMarks: section.wrong_marks,
        unansweredMarks: section.unanswered_marks,
        partialMarks: section.partial_marks,
        pick: section.pick,
      })
      .returning({ id: testSections.id });
    await db.insert(testQuestions).values(
      questionIds[position].map((questionId, index) => ({
        sectionId: row.id,
        questionId,
        position: index,
      })),
    );
  }
}

/** A new test for some of the teacher's batches; a published one tells its students when it opens. */
export async function createTest(db: Database, teacher: AuthUser, body: TestWrite) {
  refuseBadTest(body);
  const batchIds = [...new Set(body.batch_ids)];
  return db.transaction(async (tx) => {
    await requireTaughtBatches(tx, teacher.id, batchIds);
    await refuseArchivedBatches(tx, batchIds);
    await requireQuestions(
      tx,
      body.sections.flatMap((section) => section.question_ids),
    );
    const [row] = await tx
      .insert(onlineTests)
      .values({ ...testValues(body), createdBy: teacher.id })
      .returning();
    await writeContent(tx, row.id, body);
    const notified = await noticeTestSaved(tx, row);
    return { test: await testForTeacher(tx, teacher, row.id), notified };
  });
}

/** Replaces a test wholly of the teacher's batches, until a student has started it. */
export async function replaceTest(db: Database, teacher: AuthUser, testId: number, body: TestWrite) {
  refuseBadTest(body);
  return db.transaction(async (tx) => {
    await requireWholeTest(tx, teacher, testId);
    await requireTaughtBatches(tx, teacher.id, body.batch_ids);
    await requireQuestions(
      tx,
      body.sections.flatMap((section) => section.question_ids),
    );
    // Updating the row first locks it, so a student starting now waits and then sees the new test.
    const [row] = await tx
      .update(onlineTests)
      .set(testValues(body))
      .where(eq(onlineTests.id, testId))
      .returning();
    const [started] = await tx
      .select({ id: testAttempts.id })
      .from(testAttempts)
      .where(eq(testAttempts.testId, testId))
      .limit(1);
    if (started) throw conflict(testTexts.startedCannotChange);
    await writeContent(tx, testId, body);
    const notified = await noticeTestSaved(tx, row);
    return { test: await testForTeacher(tx, teacher, testId), notified };
  });
}

/** Regrades every graded attempt of the test, each under its own row lock, in the caller's transaction. */
async function regradeAttempts(tx: Database, testId: number) {
  const content = await testContent(tx, testId);
  const graded = await tx
    .select({ id: testAttempts.id })
    .from(testAttempts)
    .where(and(eq(testAttempts.testId, testId), isNotNull(testAttempts.gradedAt)));
  for (const { id } of graded) {
    const row = await lockAttempt(tx, id);
    if (row) await gradeLocked(tx, row, content, row.gradedAt ?? new Date());
  }
}

/**
 * Changes one question of a test after it was sat, regrades every graded attempt and tells their
 * students, all in one transaction, so no result ever mixes the two versions.
 */
async function correctQuestion(
  db: Database,
  teacher: AuthUser,
  testId: number,
  questionId: number,
  change: 'dropped' | 'key_changed',
  set: (question: QuestionRow) => Partial<typeof testQuestions.$inferInsert>,
) {
  return db.transaction(async (tx) => {
    const { row: test } = await requireWholeTest(tx, teacher, testId);
    // The test's row lock queues a second correction behind this one.
    await tx.update(onlineTests).set({ title: onlineTests.title }).where(eq(onlineTests.id, testId));
    const question = canNameARow(questionId)
      ? (await testContent(tx, testId))
          .flatMap((section) => section.questions)
          .find((q) => q.id === questionId)
      : undefined;
    if (!question) throw notFound(testTexts.notInTest(questionId));
    const sectionIds = tx
      .select({ id: testSections.id })
      .from(testSections)
      .where(eq(testSections.testId, testId));
    await tx
      .update(testQuestions)
      .set(set(question))
      .where(and(inArray(testQuestions.sectionId, sectionIds), eq(testQuestions.questionId, questionId)));
    await regradeAttempts(tx, testId);
    const notified = await noticeTestRegraded(tx, test, change);
    return { test: await testForTeacher(tx, teacher, testId), notified };
  });
}

/** Drops a question from a test: everyone gets full marks for it, as JEE does. */
export const dropQuestion = (db: Database, teacher: AuthUser, testId: number, questionId: number) =>
  correctQuestion(db, teacher, testId, questionId, 'dropped', () => ({ dropped: true }));

/** Corrects the key a test grades one of its questions by; the bank's question keeps its own key. */
export const changeKey = (
  db: Database,
  teacher: AuthUser,
  testId: number,
  questionId: number,
  key: QuestionKey,
) =>
  correctQuestion(db, teacher, testId, questionId, 'key_changed', (question) => {
    refuseBadKey(question, key);
    return { keyOverride: normalKey(key) };
  });
