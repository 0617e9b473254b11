import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { testWrite } from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import type { Database } from '../../db/client';
import { onlineTestBatches, onlineTests, testAttempts, testQuestions, testSections } from '../../db/schema';
import { requireTaughtBatches } from '../access/ownership';
import type { AuthUser } from '../accounts/auth-user';
import { refuseArchivedBatches } from '../batches/batches';
import { conflict } from '../errors';
import { requireQuestions } from './questions';
import { requireWholeTest, testForTeacher } from './tests';

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
