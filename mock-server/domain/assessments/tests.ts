import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Difficulty, Marking, TeacherTest } from '../../../shared/schemas/assessments';
import type { Subject } from '../../../shared/schemas/homework';
import { testTexts } from '../../../shared/test-texts';
import { batchedPerDatabase } from '../../db/batched-while-busy';
import type { Database } from '../../db/client';
import {
  batches,
  onlineTestBatches,
  onlineTests,
  questions,
  testAttempts,
  testQuestions,
  testSections,
} from '../../db/schema';
import { teacherBatchIds } from '../access/access';
import type { AuthUser } from '../accounts/auth-user';
import { forbidden, notFound } from '../errors';
import { canNameARow } from '../ids';
import { shuffled } from './grading';

export type TestRow = typeof onlineTests.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

/** A section of a test with its marking and its questions (keys included) in the teacher's order. */
export type SectionContent = Marking & {
  id: number;
  title: string;
  /** Each question with the key this test grades by: a corrected key replaces the bank's. */
  questions: (QuestionRow & { dropped: boolean; keyChanged: boolean })[];
  /** A random pick: how many of `questions` each attempt gets, and the tag they were drawn from. */
  pick: SectionPick | null;
};

export type SectionPick = {
  count: number;
  subject: Subject | null;
  topic: string;
  difficulty: Difficulty | null;
};

/**
 * The questions one attempt gets from a section, in the section's order: all of them, or for a random
 * pick that many drawn from the attempt's seed, so every read of the attempt draws the same ones.
 */
export function questionsOfAttempt<Q extends { id: number }>(
  section: { id: number; pick: SectionPick | null; questions: Q[] },
  seed: number,
): Q[] {
  if (!section.pick) return section.questions;
  const drawn = new Set(
    shuffled(section.questions, seed, -section.id)
      .slice(0, section.pick.count)
      .map((question) => question.id),
  );
  return section.questions.filter((question) => drawn.has(question.id));
}

/** The marks a section gives an attempt that gets every question right. */
export const sectionMaxOf = (section: SectionContent) =>
  section.correct_marks * (section.pick?.count ?? section.questions.length);

export function markingOf(row: typeof testSections.$inferSelect): Marking {
  return {
    correct_marks: row.correctMarks,
    wrong_marks: row.wrongMarks,
    unanswered_marks: row.unansweredMarks,
    partial_marks: row.partialMarks,
  };
}

/** The test's sections in order, each with its questions in order. */
export async function testContent(db: Database, testId: number): Promise<SectionContent[]> {
  const sectionRows = await db
    .select()
    .from(testSections)
    .where(eq(testSections.testId, testId))
    .orderBy(asc(testSections.position));
  if (sectionRows.length === 0) return [];
  const questionRows = await db
    .select({
      sectionId: testQuestions.sectionId,
      dropped: testQuestions.dropped,
      keyOverride: testQuestions.keyOverride,
      question: questions,
    })
    .from(testQuestions)
    .innerJoin(questions, eq(questions.id, testQuestions.questionId))
    .where(
      inArray(
        testQuestions.sectionId,
        sectionRows.map((row) => row.id),
      ),
    )
    .orderBy(asc(testQuestions.position));
  return sectionRows.map((row) => ({
    id: row.id,
    title: row.title,
    ...markingOf(row),
    questions: questionRows
      .filter((entry) => entry.sectionId === row.id)
      .map((entry) => ({
        ...entry.question,
        key: entry.keyOverride ?? entry.question.key,
        dropped: entry.dropped,
        keyChanged: entry.keyOverride !== null,
      })),
    pick: (row.pick as SectionPick | null) ?? null,
  }));
}

/** The tests that hold the question: what their attempts read of them changes with it. */
export async function testsHoldingQuestion(db: Database, questionId: number) {
  const holding = await db
    .selectDistinct({ testId: testSections.testId })
    .from(testQuestions)
    .innerJoin(testSections, eq(testSections.id, testQuestions.sectionId))
    .where(eq(testQuestions.questionId, questionId));
  return holding.map((row) => row.testId);
}

export const maxMarksOf = (sections: readonly SectionContent[]) =>
  sections.reduce((sum, section) => sum + sectionMaxOf(section), 0);

/** How many questions each attempt gets. */
export const questionCountOf = (sections: readonly SectionContent[]) =>
  sections.reduce((sum, section) => sum + (section.pick?.count ?? section.questions.length), 0);

export async function testBatchIds(db: Database, testId: number) {
  const rows = await db
    .select({ batchId: onlineTestBatches.batchId })
    .from(onlineTestBatches)
    .where(eq(onlineTestBatches.testId, testId));
  return rows.map((row) => row.batchId);
}

async function findTest(db: Database, testId: number) {
  if (!canNameARow(testId)) return null;
  const [row] = await db.select().from(onlineTests).where(eq(onlineTests.id, testId));
  return row ?? null;
}

/**
 * What every attempt at a test reads of it: the test's row, its batches, and its sections with their
 * questions (keys included), the same for each attempt. The server keeps it per test
 * (mock-server/cache/), dropped when the test, a key, a dropped question or one of its bank
 * questions changes.
 */
export type TestForAttempts = { row: TestRow; batchIds: number[]; content: SectionContent[] };

/** Reads what attempts read of the test; null when there is no such test. */
export async function testForAttempts(db: Database, testId: number): Promise<TestForAttempts | null> {
  const row = await findTest(db, testId);
  if (!row) return null;
  return { row, batchIds: await testBatchIds(db, testId), content: await testContent(db, testId) };
}

/** A student's refusal unless the test is published and assigned to their batch. */
export function refuseTestHiddenFrom(student: AuthUser, test: TestForAttempts | null): TestForAttempts {
  refuseHiddenFromStudent(
    test?.row ?? null,
    test !== null && student.batchId !== null && test.batchIds.includes(student.batchId),
  );
  return test as TestForAttempts;
}

/**
 * A test the user may see: a teacher's when it is assigned to a batch they teach; a student's when it
 * is published and assigned to their batch (a draft is "no such test" to a student).
 */
export async function requireVisibleTest(db: Database, user: AuthUser, testId: number) {
  const row = await findTest(db, testId);
  if (user.role === 'student') {
    const batchIds = row && row.status !== 'draft' ? await testBatchIds(db, testId) : [];
    refuseHiddenFromStudent(row, user.batchId !== null && batchIds.includes(user.batchId));
    return { row: row as TestRow, batchIds, taught: [] as number[] };
  }
  if (!row) throw notFound(testTexts.noSuchTest);
  const batchIds = await testBatchIds(db, testId);
  const taught = await teacherBatchIds(db, user.id);
  if (!batchIds.some((batchId) => taught.includes(batchId))) throw forbidden(testTexts.otherBatches);
  return { row, batchIds, taught };
}

/** A student sees a test only once it is published, and only when it is assigned to their batch. */
export function refuseHiddenFromStudent(test: { status: TestRow['status'] } | null, forTheirBatch: boolean) {
  if (!test || test.status === 'draft') throw notFound(testTexts.noSuchTest);
  if (!forTheirBatch) throw forbidden(testTexts.notForYourBatch);
}

/** A test a teacher may change: every batch it is assigned to is one they teach. */
export async function requireWholeTest(db: Database, teacher: AuthUser, testId: number) {
  const visible = await requireVisibleTest(db, teacher, testId);
  if (!visible.batchIds.every((batchId) => visible.taught.includes(batchId)))
    throw forbidden(testTexts.sharedWithOtherBatch);
  return visible;
}

/**
 * How many attempts at each test started, and how many of them are over (submitted, or time ended),
 * in one statement, each test's at its index.
 */
async function countsOfTests(db: Database, testIds: number[], now = new Date()) {
  const rows = await db
    .select({
      testId: testAttempts.testId,
      started: sql<number>`count(*)::int`,
      submitted: sql<number>`(count(*) filter (where ${testAttempts.submittedAt} is not null or ${testAttempts.deadline} <= ${now}))::int`,
    })
    .from(testAttempts)
    .where(inArray(testAttempts.testId, [...new Set(testIds)]))
    .groupBy(testAttempts.testId);
  const byTest = new Map(rows.map(({ testId, ...counts }) => [testId, counts]));
  return testIds.map((testId) => byTest.get(testId) ?? { started: 0, submitted: 0 });
}

/** How many attempts at the test started, and how many of them are over (submitted, or time ended). */
export async function testCounts(db: Database, testId: number, now = new Date()) {
  const [counts] = await countsOfTests(db, [testId], now);
  return counts;
}

const countsInBatch = batchedPerDatabase(
  (db: Database, testIds: number[]) => countsOfTests(db, testIds),
  100,
);

/**
 * `testCounts` as they stand after the caller's write committed, for the teachers' live lists: the
 * starts and submissions that ask while one count is out share the next, so a crowd of them costs
 * a few counts rather than one each.
 */
export async function testCountsAfterWrite(db: Database, testId: number) {
  return (await countsInBatch(db, testId)) ?? testCounts(db, testId);
}

/** Read one after another: when a write answers the view, `db` is its transaction's one connection. */
async function teacherView(db: Database, row: TestRow, now: Date): Promise<TeacherTest> {
  const content = await testContent(db, row.id);
  const batchRows = await db
    .select({ id: batches.id, name: batches.name })
    .from(onlineTestBatches)
    .innerJoin(batches, eq(batches.id, onlineTestBatches.batchId))
    .where(eq(onlineTestBatches.testId, row.id))
    .orderBy(asc(batches.name));
  const counts = await testCounts(db, row.id, now);
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    batch_names: batchRows,
    opens_at: row.opensAt.toISOString(),
    closes_at: row.closesAt.toISOString(),
    duration_minutes: row.durationMinutes,
    release: row.release,
    sections: content.map(({ id: _id, questions: sectionQuestions, ...section }) => ({
      ...section,
      question_ids: sectionQuestions.map((question) => question.id),
    })),
    max_marks: maxMarksOf(content),
    dropped_question_ids: content.flatMap((section) =>
      section.questions.filter((question) => question.dropped).map((question) => question.id),
    ),
    key_changed_question_ids: content.flatMap((section) =>
      section.questions.filter((question) => question.keyChanged).map((question) => question.id),
    ),
    started: counts.started,
    submitted: counts.submitted,
    created_at: row.createdAt.toISOString(),
  };
}

export async function testForTeacher(db: Database, teacher: AuthUser, testId: number, now = new Date()) {
  const { row } = await requireVisibleTest(db, teacher, testId);
  return teacherView(db, row, now);
}

/** Tests assigned to any batch the teacher teaches, newest window first. */
export async function testsOfTeacher(db: Database, teacher: AuthUser, now = new Date()) {
  const taught = await teacherBatchIds(db, teacher.id);
  if (taught.length === 0) return [];
  const rows = await db
    .selectDistinct({ test: onlineTests })
    .from(onlineTests)
    .innerJoin(onlineTestBatches, eq(onlineTestBatches.testId, onlineTests.id))
    .where(inArray(onlineTestBatches.batchId, taught))
    .orderBy(sql`${onlineTests.opensAt} desc`, sql`${onlineTests.id} desc`);
  // Sequential: PGlite serves one statement at a time anyway, and a pool is not flooded.
  const views: TeacherTest[] = [];
  for (const { test } of rows) views.push(await teacherView(db, test, now));
  return views;
}

/** Published tests of one batch (students see only these). */
export async function publishedTestsOfBatch(db: Database, batchId: number, extra?: SQL) {
  const rows = await db
    .select({ test: onlineTests })
    .from(onlineTests)
    .innerJoin(onlineTestBatches, eq(onlineTestBatches.testId, onlineTests.id))
    .where(and(eq(onlineTestBatches.batchId, batchId), eq(onlineTests.status, 'published'), extra))
    .orderBy(asc(onlineTests.opensAt), asc(onlineTests.id));
  return rows.map((entry) => entry.test);
}
