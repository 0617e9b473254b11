import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  AnswerValue,
  Attempt,
  AttemptQuestion,
  AttemptResult,
  StudentTest,
  StudentTestState,
  TestAttemptRow,
} from '../../../shared/schemas/assessments';
import type { SubjectTestScores } from '../../../shared/schemas/progress';
import { testTexts } from '../../../shared/test-texts';
import { asksAsRows, firstOfEachKey } from '../../db/asks-as-rows';
import { batchedPerDatabase } from '../../db/batched-while-busy';
import type { Database } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import { attemptAnswers, batches, onlineTests, profiles, testAttempts, users } from '../../db/schema';
import type { AuthUser } from '../accounts/auth-user';
import { conflict, forbidden, invalid, notFound } from '../errors';
import { canNameARow } from '../ids';
import { noticeTestResults } from '../notifications/notices';
import type { NotificationRow } from '../notifications/notifications';
import { saveBatched } from './batched-saves';
import { marksFor, shuffled, standing } from './grading';
import { questionImageOf } from './question-images';
import {
  maxMarksOf,
  publishedTestsOfBatch,
  type QuestionRow,
  questionCountOf,
  questionsOfAttempt,
  refuseTestHiddenFrom,
  requireVisibleTest,
  type SectionContent,
  sectionMaxOf,
  type TestForAttempts,
  type TestRow,
  testContent,
  testForAttempts,
} from './tests';

/**
 * A student's attempt at a test (docs/online-tests.md#attempts). Its clock is the server's: the row
 * holds the deadline, answers after it are refused, and an attempt past it is graded on the first
 * read that finds it so (no job), once: grading takes the row's lock and checks it is still ungraded.
 */

type AttemptRow = typeof testAttempts.$inferSelect;
type AnswerRow = typeof attemptAnswers.$inferSelect;

/** What never changes of an attempt once it is started: whose it is, its test, its seed and its deadline. */
export type AttemptFacts = { studentId: number; testId: number; seed: number; deadline: Date };

/**
 * Where the attempts read what is the same from one request to the next: the test (the same for
 * every attempt at it) and an attempt's fixed facts. The server passes its caches; without them
 * each is read from the database.
 */
export type AttemptReads = {
  test(testId: number): Promise<TestForAttempts | null>;
  attempt(attemptId: number): Promise<AttemptFacts | null>;
};

export const readsOf = (db: Database): AttemptReads => ({
  test: (testId) => testForAttempts(db, testId),
  attempt: (attemptId) => attemptFacts(db, attemptId),
});

/** The most attempts one read of facts carries. */
const mostFactsARead = 200;

/** Several attempts' fixed facts in one named statement, each at its ask's index (null when there is none). */
async function factsOfAttempts(db: Database, attemptIds: number[]): Promise<Array<AttemptFacts | null>> {
  const rows = await executeNamed<{
    id: number;
    student_id: number;
    test_id: number;
    seed: number;
    deadline: string | Date;
  }>(
    db,
    'attempts-facts',
    sql`select id, ${sql.identifier('student_id')}, ${sql.identifier('test_id')}, seed, deadline
      from ${testAttempts} where ${testAttempts.id} = any(${sql.param([...new Set(attemptIds)])}::integer[])`,
  );
  const byId = new Map(
    rows.map((row) => [
      row.id,
      { studentId: row.student_id, testId: row.test_id, seed: row.seed, deadline: new Date(row.deadline) },
    ]),
  );
  return attemptIds.map((id) => byId.get(id) ?? null);
}

const factsInBatch = batchedPerDatabase(factsOfAttempts, mostFactsARead);

/**
 * An attempt's fixed facts; null when there is none. The attempts asked about while one read is out
 * are read together in the next: after a restart every student's next save misses at once.
 */
export async function attemptFacts(db: Database, attemptId: number): Promise<AttemptFacts | null> {
  if (!canNameARow(attemptId)) return null;
  return (await factsInBatch(db, attemptId)) ?? null;
}

const isOver = (row: AttemptRow, now: Date) => row.submittedAt !== null || now >= row.deadline;

function questionForStudent(question: QuestionRow, seed: number): AttemptQuestion {
  const options = question.options.map((text, optionId) => ({ id: optionId, text }));
  return {
    id: question.id,
    kind: question.kind,
    text: question.text,
    image: questionImageOf(question),
    options: shuffled(options, seed, question.id),
  };
}

async function answersOf(db: Database, attemptId: number) {
  return db
    .select()
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attemptId))
    .orderBy(asc(attemptAnswers.questionId));
}

function attemptView(row: AttemptRow, test: TestForAttempts, answers: AnswerRow[], now: Date): Attempt {
  return {
    id: row.id,
    test_id: test.row.id,
    title: test.row.title,
    sections: test.content.map((section) => ({
      title: section.title,
      correct_marks: section.correct_marks,
      wrong_marks: section.wrong_marks,
      unanswered_marks: section.unanswered_marks,
      partial_marks: section.partial_marks,
      questions: shuffled(questionsOfAttempt(section, row.seed), row.seed, section.id).map((question) =>
        questionForStudent(question, row.seed),
      ),
    })),
    started_at: row.startedAt.toISOString(),
    deadline: row.deadline.toISOString(),
    server_now: now.toISOString(),
    status: isOver(row, now) ? 'submitted' : 'in_progress',
    submitted_at: (row.submittedAt ?? (now >= row.deadline ? row.deadline : null))?.toISOString() ?? null,
    answers: answers.map((answer) => ({
      question_id: answer.questionId,
      answer: answer.answer,
      marked_for_review: answer.markedForReview,
      seconds_spent: answer.secondsSpent,
    })),
  };
}

/** A question's marks in its section; a dropped one gives everyone full marks. */
function marksOf(
  question: SectionContent['questions'][number],
  answer: AnswerValue | null,
  section: SectionContent,
) {
  return question.dropped ? section.correct_marks : marksFor(question, answer, section);
}

/** What grading writes on an attempt: its scores from what was saved; time's end counts as the submission. */
function gradeOf(row: AttemptRow, content: SectionContent[], now: Date, answers: AnswerRow[]) {
  const saved = new Map(answers.map((answer) => [answer.questionId, answer.answer]));
  const sectionScores = content.map((section) =>
    questionsOfAttempt(section, row.seed).reduce(
      (sum, question) =>
        sum + marksOf(question, (saved.get(question.id) ?? null) as AnswerValue | null, section),
      0,
    ),
  );
  return {
    submittedAt: row.submittedAt ?? (now < row.deadline ? now : row.deadline),
    gradedAt: now,
    score: sectionScores.reduce((sum, score) => sum + score, 0),
    sectionScores,
  };
}

/** Grades a locked attempt from what was saved (`answers`, read under the lock, or read here). */
export async function gradeLocked(
  db: Database,
  row: AttemptRow,
  content: SectionContent[],
  now: Date,
  answers?: AnswerRow[],
) {
  const [graded] = await db
    .update(testAttempts)
    .set(gradeOf(row, content, now, answers ?? (await answersOf(db, row.id))))
    .where(eq(testAttempts.id, row.id))
    .returning();
  return graded;
}

export async function lockAttempt(db: Database, attemptId: number) {
  const [row] = canNameARow(attemptId)
    ? await db.select().from(testAttempts).where(eq(testAttempts.id, attemptId)).for('update')
    : [];
  return row ?? null;
}

/** Whether grading this attempt releases its results to the student at once (else at the window's close). */
const releasedOnGrading = (test: TestRow, now: Date) => test.release === 'on_submit' || now >= test.closesAt;

/**
 * Grades every attempt of the test that is over and not yet graded, each once; a student whose result
 * that releases is told (in the same transaction as the grade). Answers the notifications written.
 */
export async function gradeDueAttempts(db: Database, testId: number, now = new Date()) {
  const due = await db
    .select({ id: testAttempts.id })
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.testId, testId),
        isNull(testAttempts.gradedAt),
        or(isNotNull(testAttempts.submittedAt), lte(testAttempts.deadline, now)),
      ),
    );
  const notified: NotificationRow[] = [];
  if (due.length === 0) return notified;
  const content = await testContent(db, testId);
  const [test] = await db.select().from(onlineTests).where(eq(onlineTests.id, testId));
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const row = await lockAttempt(tx, id);
      if (!row || row.gradedAt !== null || !isOver(row, now)) return;
      await gradeLocked(tx, row, content, now);
      if (releasedOnGrading(test, now)) notified.push(...(await noticeTestResults(tx, test, row.studentId)));
    });
  }
  return notified;
}

/**
 * The student's own attempt's fixed facts and its test, both read before any transaction (so a
 * cache's read never waits for PGlite's one connection held by it); another's attempt is refused.
 */
async function ownAttempt(reads: AttemptReads, student: AuthUser, attemptId: number) {
  const facts = await reads.attempt(attemptId);
  if (!facts) throw notFound(testTexts.noSuchAttempt);
  if (facts.studentId !== student.id) throw forbidden(testTexts.notYourAttempt);
  return { facts, test: refuseTestHiddenFrom(student, await reads.test(facts.testId)) };
}

async function attemptRow(db: Database, attemptId: number) {
  const [row] = await db.select().from(testAttempts).where(eq(testAttempts.id, attemptId));
  if (!row) throw notFound(testTexts.noSuchAttempt);
  return row;
}

/**
 * Starts the student's attempt, or answers the one in progress; `started` tells whether this call
 * made it (the test's counts changed). A start is one insert, the test read from `reads`; only a
 * retry (the insert finds the row there) reads the attempt and its answers.
 */
export async function startAttempt(
  db: Database,
  student: AuthUser,
  testId: number,
  now = new Date(),
  reads: AttemptReads = readsOf(db),
) {
  const test = refuseTestHiddenFrom(student, canNameARow(testId) ? await reads.test(testId) : null);
  if (now < test.row.opensAt) throw conflict(testTexts.notOpenYet(test.row.opensAt.toISOString()));
  let row: AttemptRow | undefined;
  if (now < test.row.closesAt) {
    const deadline = new Date(
      Math.min(now.getTime() + test.row.durationMinutes * 60_000, test.row.closesAt.getTime()),
    );
    // A second start racing this one, or a retry, inserts nothing and reads the row there.
    [row] = await db
      .insert(testAttempts)
      .values({ testId, studentId: student.id, startedAt: now, deadline, seed: randomInt(2 ** 31) })
      .onConflictDoNothing()
      .returning();
  }
  const started = row !== undefined;
  if (!row) {
    [row] = await db
      .select()
      .from(testAttempts)
      .where(and(eq(testAttempts.testId, testId), eq(testAttempts.studentId, student.id)));
    if (!row) throw conflict(testTexts.closed);
  }
  if (row.submittedAt !== null) throw conflict(testTexts.alreadySubmitted);
  if (now >= row.deadline) throw conflict(testTexts.timeUp);
  const answers = started ? [] : await answersOf(db, row.id);
  const facts: AttemptFacts = {
    studentId: row.studentId,
    testId: row.testId,
    seed: row.seed,
    deadline: row.deadline,
  };
  return { attempt: attemptView(row, test, answers, now), started, batchIds: test.batchIds, facts };
}

/** The student's attempt as they left it; one past its deadline is graded first. */
export async function attemptOfStudent(
  db: Database,
  student: AuthUser,
  attemptId: number,
  now = new Date(),
  reads: AttemptReads = readsOf(db),
) {
  const { test } = await ownAttempt(reads, student, attemptId);
  let row = await attemptRow(db, attemptId);
  if (row.gradedAt === null && isOver(row, now)) {
    await gradeDueAttempts(db, test.row.id, now);
    row = await attemptRow(db, attemptId);
  }
  return attemptView(row, test, await answersOf(db, row.id), now);
}

function checkAnswer(question: Pick<QuestionRow, 'id' | 'kind' | 'options'>, answer: AnswerValue | null) {
  if (answer === null) return;
  const refuse = (message: string) => invalid(message, { answer: [message] });
  if (question.kind === 'numeric') {
    if (!('value' in answer)) throw refuse(testTexts.wantsNumber(question.id));
    return;
  }
  if (!('choices' in answer)) throw refuse(testTexts.wantsChoices(question.id));
  const chosen = new Set(answer.choices);
  if (question.kind === 'single' && chosen.size > 1) throw refuse(testTexts.oneChoiceOnly(question.id));
  if (answer.choices.length > question.options.length)
    throw refuse(testTexts.tooManyChoices(question.id, question.options.length));
  const unknown = answer.choices.find((choice) => choice >= question.options.length);
  if (unknown !== undefined) throw refuse(testTexts.noSuchOption(question.id, unknown));
}

/**
 * Saves one answer as given: an upsert keyed by attempt and question, so a replay changes nothing.
 * The attempt's fixed facts and its test come from `reads`; the write is one statement, shared with
 * the saves that arrive meanwhile (batched-saves.ts), and writes only while the attempt is open.
 */
export async function saveAnswer(
  db: Database,
  student: AuthUser,
  attemptId: number,
  body: {
    question_id: number;
    answer: AnswerValue | null;
    marked_for_review: boolean;
    seconds_spent: number;
  },
  now = new Date(),
  reads: AttemptReads = readsOf(db),
) {
  const { facts, test } = await ownAttempt(reads, student, attemptId);
  if (now >= facts.deadline) throw conflict(testTexts.timeUp);
  const question = test.content
    .flatMap((section) => questionsOfAttempt(section, facts.seed))
    .find((q) => q.id === body.question_id);
  if (!question) {
    const message = testTexts.questionNotInAttempt(body.question_id);
    throw invalid(message, { question_id: [message] });
  }
  checkAnswer(question, body.answer);
  const answer =
    body.answer && 'choices' in body.answer
      ? { choices: [...new Set(body.answer.choices)].sort((a, b) => a - b) }
      : body.answer && { value: body.answer.value };
  const secondsSpent = await saveBatched(db, {
    attemptId,
    questionId: question.id,
    answer: answer === null ? null : JSON.stringify(answer),
    markedForReview: body.marked_for_review,
    secondsSpent: body.seconds_spent,
    savedAt: now,
  });
  if (secondsSpent === null) {
    // Nothing written: the attempt was submitted (or is gone); only this refusal reads its row.
    const [row] = await db
      .select({ submittedAt: testAttempts.submittedAt })
      .from(testAttempts)
      .where(eq(testAttempts.id, attemptId));
    if (!row) throw notFound(testTexts.noSuchAttempt);
    throw conflict(row.submittedAt === null ? testTexts.timeUp : testTexts.alreadySubmitted);
  }
  return {
    question_id: question.id,
    answer,
    marked_for_review: body.marked_for_review,
    seconds_spent: secondsSpent,
  };
}

/** One submission to grade: the attempt and its test as the attempts read it. */
type SubmitAsk = { attemptId: number; test: TestForAttempts; now: Date };

/** A submission's outcome; null when there is no such attempt. */
type Submitted = {
  row: AttemptRow;
  answers: AnswerRow[];
  graded: boolean;
  notified: NotificationRow[];
} | null;

/** The most submissions one transaction grades: a larger crowd waits for the next. */
const mostSubmissionsATransaction = 100;

const idsParam = (ids: number[]) => sql`${sql.param(ids)}::integer[]`;

/**
 * The submissions of many students as one transaction of a few statements: their rows locked in id
 * order (as the saves lock them, so neither waits on the other in a cycle), their answers read in
 * one statement, each graded by `gradeOf` and all written in one update. A second submission of one
 * attempt in the batch runs alone after it (undefined), as `batchedPerDatabase` does.
 */
async function submitMany(db: Database, asks: SubmitAsk[]): Promise<Array<Submitted | undefined>> {
  const firsts = firstOfEachKey(asks, (ask) => String(ask.attemptId));
  const ids = firsts.map((index) => asks[index].attemptId).sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(testAttempts)
      .where(sql`${testAttempts.id} = any(${idsParam(ids)})`)
      .orderBy(asc(testAttempts.id))
      .for('update');
    const answerRows = await tx
      .select()
      .from(attemptAnswers)
      .where(sql`${attemptAnswers.attemptId} = any(${idsParam(ids)})`)
      .orderBy(asc(attemptAnswers.attemptId), asc(attemptAnswers.questionId));
    const answersOfAttempt = new Map<number, AnswerRow[]>();
    for (const answer of answerRows) {
      const ofAttempt = answersOfAttempt.get(answer.attemptId);
      if (ofAttempt) ofAttempt.push(answer);
      else answersOfAttempt.set(answer.attemptId, [answer]);
    }
    const rowOf = new Map(rows.map((row) => [row.id, row]));
    const outcomes = new Array<Submitted | undefined>(asks.length).fill(undefined);
    const grades: { id: number; grade: ReturnType<typeof gradeOf> }[] = [];
    for (const index of firsts) {
      const { attemptId, test, now } = asks[index];
      const row = rowOf.get(attemptId);
      if (!row) {
        outcomes[index] = null;
        continue;
      }
      const answers = answersOfAttempt.get(attemptId) ?? [];
      if (row.gradedAt !== null) {
        outcomes[index] = { row, answers, graded: false, notified: [] };
        continue;
      }
      const grade = gradeOf(row, test.content, now, answers);
      grades.push({ id: row.id, grade });
      outcomes[index] = { row: { ...row, ...grade }, answers, graded: true, notified: [] };
    }
    if (grades.length > 0)
      await executeNamed(
        tx,
        'grade-attempts',
        sql`update ${testAttempts} t set submitted_at = a.submitted_at, graded_at = a.graded_at,
          score = a.score, section_scores = a.section_scores
          from (${asksAsRows(grades, {
            id: ['integer', ({ id }) => id],
            submitted_at: ['timestamptz', ({ grade }) => grade.submittedAt.toISOString()],
            graded_at: ['timestamptz', ({ grade }) => grade.gradedAt.toISOString()],
            score: ['integer', ({ grade }) => grade.score],
            section_scores: ['jsonb', ({ grade }) => JSON.stringify(grade.sectionScores)],
          })}) a
          where t.id = a.id`,
      );
    // Told once graded: the notice goes to those who sat and were not told yet.
    for (const index of firsts) {
      const outcome = outcomes[index];
      const { test, now } = asks[index];
      if (outcome?.graded && releasedOnGrading(test.row, now))
        outcome.notified = await noticeTestResults(tx, test.row, outcome.row.studentId);
    }
    return outcomes;
  });
}

const submitInBatch = batchedPerDatabase(submitMany, mostSubmissionsATransaction);

/**
 * Submits and grades the attempt; one already over is graded (if not yet) and answered as it is. The
 * student is told their results are out when grading releases them; `graded` tells whether this call
 * graded it (the test's counts changed). The test, keys included, comes from `reads`; submissions
 * that arrive while one transaction grades go together in the next (`submitMany`).
 */
export async function submitAttempt(
  db: Database,
  student: AuthUser,
  attemptId: number,
  now = new Date(),
  reads: AttemptReads = readsOf(db),
) {
  const { test } = await ownAttempt(reads, student, attemptId);
  const submitted = await submitInBatch(db, { attemptId, test, now });
  if (!submitted) throw notFound(testTexts.noSuchAttempt);
  const { row, answers, graded, notified } = submitted;
  return { attempt: attemptView(row, test, answers, now), notified, graded, batchIds: test.batchIds };
}

const isReleased = (test: TestRow, row: AttemptRow, now: Date) =>
  row.gradedAt !== null && releasedOnGrading(test, now);

async function gradedScores(db: Database, testId: number) {
  const rows = await db
    .select({ id: testAttempts.id, score: testAttempts.score })
    .from(testAttempts)
    .where(and(eq(testAttempts.testId, testId), isNotNull(testAttempts.gradedAt)));
  return rows.map((row) => row.score ?? 0);
}

/** The student's result: scores, rank and the review once released; nothing of them before. */
export async function resultOfAttempt(
  db: Database,
  student: AuthUser,
  attemptId: number,
  now = new Date(),
  reads: AttemptReads = readsOf(db),
): Promise<AttemptResult> {
  const { test: attempted } = await ownAttempt(reads, student, attemptId);
  const { row: test, content } = attempted;
  await gradeDueAttempts(db, test.id, now);
  const row = await attemptRow(db, attemptId);
  const base = {
    attempt_id: row.id,
    test_id: test.id,
    title: test.title,
    releases_at: test.release === 'after_close' ? test.closesAt.toISOString() : null,
    max_total: maxMarksOf(content),
  };
  if (!isReleased(test, row, now)) {
    const scores = await gradedScores(db, test.id);
    return {
      ...base,
      released: false,
      total: null,
      sections: [],
      rank: null,
      sat: scores.length,
      percentile: null,
      review: [],
    };
  }
  const scores = await gradedScores(db, test.id);
  const saved = new Map((await answersOf(db, row.id)).map((answer) => [answer.questionId, answer.answer]));
  const { rank, percentile } = standing(row.score ?? 0, scores);
  return {
    ...base,
    released: true,
    total: row.score,
    sections: content.map((section, index) => ({
      title: section.title,
      score: row.sectionScores?.[index] ?? 0,
      max: sectionMaxOf(section),
    })),
    rank,
    sat: scores.length,
    percentile,
    review: content.map((section) => ({
      title: section.title,
      questions: shuffled(questionsOfAttempt(section, row.seed), row.seed, section.id).map((question) => {
        const answer = (saved.get(question.id) ?? null) as AnswerValue | null;
        return {
          ...questionForStudent(question, row.seed),
          key: question.key,
          explanation: question.explanation,
          answer,
          marks: marksOf(question, answer, section),
          dropped: question.dropped,
        };
      }),
    })),
  };
}

function stateOf(test: TestRow, row: AttemptRow | undefined, now: Date): StudentTestState {
  if (!row) {
    if (now < test.opensAt) return 'upcoming';
    return now < test.closesAt ? 'open' : 'missed';
  }
  return isOver(row, now) ? 'submitted' : 'in_progress';
}

/** The published tests of the student's batch, soonest window first, with where they stand in each. */
export async function testsOfStudent(
  db: Database,
  student: AuthUser,
  now = new Date(),
): Promise<StudentTest[]> {
  if (student.batchId === null) return [];
  const tests = await publishedTestsOfBatch(db, student.batchId);
  if (tests.length === 0) return [];
  const attempts = await db
    .select()
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.studentId, student.id),
        inArray(
          testAttempts.testId,
          tests.map((test) => test.id),
        ),
      ),
    );
  const views: StudentTest[] = [];
  for (const test of tests) {
    const content = await testContent(db, test.id);
    const row = attempts.find((attempt) => attempt.testId === test.id);
    views.push({
      id: test.id,
      title: test.title,
      opens_at: test.opensAt.toISOString(),
      closes_at: test.closesAt.toISOString(),
      duration_minutes: test.durationMinutes,
      question_count: questionCountOf(content),
      max_marks: maxMarksOf(content),
      state: stateOf(test, row, now),
      attempt_id: row?.id ?? null,
      released:
        row !== undefined && isOver(row, now) && (test.release === 'on_submit' || now >= test.closesAt),
    });
  }
  return views;
}

/** The attempts of the students of the teacher's batches, best score first, each graded once over. */
export async function attemptsOfTest(db: Database, teacher: AuthUser, testId: number, now = new Date()) {
  const { taught } = await requireVisibleTest(db, teacher, testId);
  await gradeDueAttempts(db, testId, now);
  const rows = await db
    .select({
      attempt: testAttempts,
      firstName: users.firstName,
      lastName: users.lastName,
      batchId: profiles.batchId,
      batchName: batches.name,
    })
    .from(testAttempts)
    .innerJoin(users, eq(users.id, testAttempts.studentId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(batches, eq(batches.id, profiles.batchId))
    .where(eq(testAttempts.testId, testId))
    .orderBy(sql`${testAttempts.score} desc nulls last`, asc(users.firstName), asc(testAttempts.id));
  const scores = rows
    .filter((entry) => entry.attempt.gradedAt !== null)
    .map((entry) => entry.attempt.score ?? 0);
  return rows
    .filter((entry) => entry.batchId !== null && taught.includes(entry.batchId))
    .map(({ attempt, firstName, lastName, batchName }): TestAttemptRow => {
      const graded = attempt.gradedAt !== null;
      return {
        attempt_id: attempt.id,
        student: { id: attempt.studentId, name: `${firstName} ${lastName}`, batch: batchName },
        started_at: attempt.startedAt.toISOString(),
        submitted_at: attempt.submittedAt?.toISOString() ?? null,
        status: graded || isOver(attempt, now) ? 'submitted' : 'in_progress',
        score: graded ? attempt.score : null,
        sections: graded ? attempt.sectionScores : null,
        rank: graded ? standing(attempt.score ?? 0, scores).rank : null,
      };
    });
}

/**
 * The student's released results for the progress report, per subject of the questions (a test of
 * three sections in three subjects counts in each), each test oldest first. The marks are those the
 * result shows: a dropped question full, a corrected key applied. Results not yet released are left
 * out, as the student cannot see them either.
 */
export async function testScoresOfStudent(
  db: Database,
  studentId: number,
  now = new Date(),
): Promise<SubjectTestScores[]> {
  const rows = await db
    .select({ attempt: testAttempts, test: onlineTests })
    .from(testAttempts)
    .innerJoin(onlineTests, eq(onlineTests.id, testAttempts.testId))
    .where(and(eq(testAttempts.studentId, studentId), isNotNull(testAttempts.gradedAt)))
    .orderBy(asc(testAttempts.submittedAt), asc(testAttempts.id));
  const bySubject = new Map<SubjectTestScores['subject'], SubjectTestScores>();
  for (const { attempt, test } of rows) {
    if (!isReleased(test, attempt, now)) continue;
    const content = await testContent(db, test.id);
    const saved = new Map(
      (await answersOf(db, attempt.id)).map((answer) => [answer.questionId, answer.answer]),
    );
    const totals = new Map<SubjectTestScores['subject'], { score: number; max: number }>();
    for (const section of content) {
      for (const question of questionsOfAttempt(section, attempt.seed)) {
        const subject = question.subject as SubjectTestScores['subject'];
        const total = totals.get(subject) ?? { score: 0, max: 0 };
        total.score += marksOf(question, (saved.get(question.id) ?? null) as AnswerValue | null, section);
        total.max += section.correct_marks;
        totals.set(subject, total);
      }
    }
    for (const [subject, { score, max }] of totals) {
      if (max <= 0) continue;
      let group = bySubject.get(subject);
      if (!group) {
        group = { subject, scores: [] };
        bySubject.set(subject, group);
      }
      group.scores.push({
        test_id: test.id,
        title: test.title,
        taken_at: (attempt.submittedAt ?? attempt.deadline).toISOString(),
        score,
        max,
        percent: Math.round((100 * score) / max),
      });
    }
  }
  const order = (subject: SubjectTestScores['subject']) => subject ?? 'zzz';
  return [...bySubject.values()].sort((a, b) => order(a.subject).localeCompare(order(b.subject)));
}
