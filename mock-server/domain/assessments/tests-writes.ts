import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { testWrite } from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import type { Database } from '../../db/client';
import { onlineTestBatches, onlineTests, testAttempts, testQuestions, testSections } from '../../db/schema';
import { requireTaughtBatches } from '../access/ownership';
import type { AuthUser } from '../accounts/auth-user';
import { refuseArchivedBatches } from '../batches/batches';
import { conflict, notFound } from '../errors';
import { gradeLocked, lockAttempt } from './attempts';
import { requireQuestions } from './questions';
import { refuseBadTest } from './rules';
import { requireWholeTest, testContent, testForTeacher } from './tests';

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

async function writeContent(db: Database, testId: number, body: TestWrite) {
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
      })
      .returning({ id: testSections.id });
    await db
      .insert(testQuestions)
      .values(
        section.question_ids.map((questionId, index) => ({ sectionId: row.id, questionId, position: index })),
      );
  }
}

/** A new test for some of the teacher's batches. */
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
      .returning({ id: onlineTests.id });
    await writeContent(tx, row.id, body);
    return testForTeacher(tx, teacher, row.id);
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
    await tx.update(onlineTests).set(testValues(body)).where(eq(onlineTests.id, testId));
    const [started] = await tx
      .select({ id: testAttempts.id })
      .from(testAttempts)
      .where(eq(testAttempts.testId, testId))
      .limit(1);
    if (started) throw conflict(testTexts.startedCannotChange);
    await writeContent(tx, testId, body);
    return testForTeacher(tx, teacher, testId);
  });
}

/**
 * Drops a question from a test: everyone gets full marks for it, as JEE does, and every graded
 * attempt is regraded in the same transaction, so no result ever mixes the two keys.
 */
export async function dropQuestion(db: Database, teacher: AuthUser, testId: number, questionId: number) {
  return db.transaction(async (tx) => {
    await requireWholeTest(tx, teacher, testId);
    // The test's row lock queues a second drop behind this one.
    await tx.update(onlineTests).set({ title: onlineTests.title }).where(eq(onlineTests.id, testId));
    const sectionIds = (
      await tx.select({ id: testSections.id }).from(testSections).where(eq(testSections.testId, testId))
    ).map((row) => row.id);
    const dropped = sectionIds.length
      ? await tx
          .update(testQuestions)
          .set({ dropped: true })
          .where(and(inArray(testQuestions.sectionId, sectionIds), eq(testQuestions.questionId, questionId)))
          .returning({ questionId: testQuestions.questionId })
      : [];
    if (dropped.length === 0) throw notFound(testTexts.notInTest(questionId));
    const content = await testContent(tx, testId);
    const graded = await tx
      .select({ id: testAttempts.id })
      .from(testAttempts)
      .where(and(eq(testAttempts.testId, testId), isNotNull(testAttempts.gradedAt)));
    for (const { id } of graded) {
      const row = await lockAttempt(tx, id);
      if (row) await gradeLocked(tx, row, content, row.gradedAt ?? new Date());
    }
    return testForTeacher(tx, teacher, testId);
  });
}
