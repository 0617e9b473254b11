import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  attemptResult,
  attempt as attemptSchema,
  type Question,
  question as questionSchema,
  studentTestList,
  teacherTest,
  testAttemptList,
  testStatistics as testStatisticsSchema,
} from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createOnlineTest, createQuestion } from '../../../tests/support/assessment-fixtures';
import { createUser } from '../../../tests/support/fixtures';
import { statementsSentWhileBusy } from '../../../tests/support/statements-while-busy';
import { testAttempts } from '../../db/schema';

const { server, call, world } = twoBatchApiForFile();

const inMinutes = (count: number) => new Date(Date.now() + count * 60_000).toISOString();

const numericQuestion = {
  kind: 'numeric',
  text: 'A stone falls for $t = 2\\,\\mathrm{s}$. Its speed in m/s, with $g = 9.8$?',
  key: { value: 19.6, tolerance: 0.1 },
  explanation: '$v = gt = 19.6$',
  subject: 'Physics',
  topic: 'Kinematics',
  difficulty: 'easy',
};
const multipleQuestion = {
  kind: 'multiple',
  text: 'Which are roots of $x^2 - 5x + 6 = 0$?',
  options: ['$2$', '$3$', '$-2$', '$6$'],
  key: { choices: [0, 1] },
  explanation: '$(x-2)(x-3) = 0$',
  subject: 'Maths',
  topic: 'Quadratics',
  difficulty: 'medium',
};

async function teacherMakesQuestions() {
  const numeric = await call('POST', '/api/questions/', {
    token: world.teacherA.token,
    json: numericQuestion,
  });
  const multiple = await call('POST', '/api/questions/', {
    token: world.teacherA.token,
    json: multipleQuestion,
  });
  expect(numeric.status).toBe(201);
  expect(multiple.status).toBe(201);
  return { numeric: questionSchema.parse(numeric.body), multiple: questionSchema.parse(multiple.body) };
}

function testBody(
  questionIds: { numeric: number; multiple: number },
  overrides: Record<string, unknown> = {},
) {
  return {
    title: 'JEE mock 1',
    batch_ids: [world.batchA.id],
    opens_at: inMinutes(-5),
    closes_at: inMinutes(120),
    duration_minutes: 60,
    release: 'on_submit',
    status: 'published',
    sections: [
      { title: 'Physics', correct_marks: 4, wrong_marks: -1, question_ids: [questionIds.numeric] },
      {
        title: 'Maths',
        correct_marks: 4,
        wrong_marks: -2,
        partial_marks: true,
        question_ids: [questionIds.multiple],
      },
    ],
    ...overrides,
  };
}

describe('question bank', () => {
  it('shares questions among teachers, filters by tag, and lets only the author change one', async () => {
    const { numeric } = await teacherMakesQuestions();
    const seenByB = await call('GET', '/api/questions/?subject=Physics&topic=kinem', {
      token: world.teacherB.token,
    });
    expect(seenByB.status).toBe(200);
    const found = seenByB.body.find((item: { id: number }) => item.id === numeric.id);
    expect(found).toMatchObject({ mine: false, key: { value: 19.6, tolerance: 0.1 }, topic: 'Kinematics' });
    const maths = await call('GET', '/api/questions/?subject=Maths', { token: world.teacherB.token });
    expect(maths.body.some((item: { id: number }) => item.id === numeric.id)).toBe(false);

    const byB = await call('PUT', `/api/questions/${numeric.id}/`, {
      token: world.teacherB.token,
      json: numericQuestion,
    });
    expect(byB.status).toBe(403);
    const byA = await call('PUT', `/api/questions/${numeric.id}/`, {
      token: world.teacherA.token,
      json: { ...numericQuestion, difficulty: 'hard' },
    });
    expect(byA.status).toBe(200);
    expect(byA.body.difficulty).toBe('hard');
  });

  it('refuses a key that does not fit the question, naming the field', async () => {
    const single = await call('POST', '/api/questions/', {
      token: world.teacherA.token,
      json: { ...multipleQuestion, kind: 'single' },
    });
    expect(single.status).toBe(400);
    expect(single.body.fields.key).toEqual([testTexts.singleKey]);
    const numeric = await call('POST', '/api/questions/', {
      token: world.teacherA.token,
      json: { ...numericQuestion, key: { choices: [1] } },
    });
    expect(numeric.status).toBe(400);
    expect(numeric.body.fields.key).toEqual([testTexts.numericKeyRequired]);
  });
});

describe('tests: building and who sees them', () => {
  it('keeps a draft from students and a test from the teachers of other batches', async () => {
    const ids = await teacherMakesQuestions();
    const draft = await call('POST', '/api/tests/', {
      token: world.teacherA.token,
      json: testBody({ numeric: ids.numeric.id, multiple: ids.multiple.id }, { status: 'draft' }),
    });
    expect(draft.status).toBe(201);
    const made = teacherTest.parse(draft.body);
    expect(made.max_marks).toBe(8);
    expect(made.sections.map((section) => section.question_ids)).toEqual([
      [ids.numeric.id],
      [ids.multiple.id],
    ]);

    const studentList = studentTestList.parse(
      (await call('GET', '/api/student/tests/', { token: world.studentA.token })).body,
    );
    expect(studentList.some((item) => item.id === made.id)).toBe(false);
    const startDraft = await call('POST', `/api/tests/${made.id}/attempt/`, { token: world.studentA.token });
    expect(startDraft.status).toBe(404);

    expect((await call('GET', `/api/tests/${made.id}/`, { token: world.teacherB.token })).status).toBe(403);
    const changeByB = await call('PUT', `/api/tests/${made.id}/`, {
      token: world.teacherB.token,
      json: testBody({ numeric: ids.numeric.id, multiple: ids.multiple.id }),
    });
    expect(changeByB.status).toBe(403);
    const listB = (await call('GET', '/api/tests/', { token: world.teacherB.token })).body as {
      id: number;
    }[];
    expect(listB.some((item) => item.id === made.id)).toBe(false);

    const published = await call('PUT', `/api/tests/${made.id}/`, {
      token: world.teacherA.token,
      json: testBody({ numeric: ids.numeric.id, multiple: ids.multiple.id }),
    });
    expect(published.status).toBe(200);
    const nowListed = studentTestList.parse(
      (await call('GET', '/api/student/tests/', { token: world.studentA.token })).body,
    );
    expect(nowListed.find((item) => item.id === made.id)).toMatchObject({
      state: 'open',
      question_count: 2,
      max_marks: 8,
    });
    const otherBatch = await call('POST', `/api/tests/${made.id}/attempt/`, { token: world.studentB.token });
    expect(otherBatch.status).toBe(403);
    expect(otherBatch.body.detail).toBe(testTexts.notForYourBatch);
  });

  it('writes, replaces and corrects a test sending each statement on a free connection', async () => {
    // PostgreSQL only: PGlite has no connections to share.
    const watching = server.deps.database.pool ? statementsSentWhileBusy(server.deps.database.pool) : null;
    try {
      const ids = await teacherMakesQuestions();
      const questionIds = { numeric: ids.numeric.id, multiple: ids.multiple.id };
      const made = await call('POST', '/api/tests/', {
        token: world.teacherA.token,
        json: testBody(questionIds),
      });
      expect(made.status).toBe(201);
      const { id } = teacherTest.parse(made.body);
      const replaced = await call('PUT', `/api/tests/${id}/`, {
        token: world.teacherA.token,
        json: testBody(questionIds, { title: 'JEE mock 2' }),
      });
      expect(replaced.status).toBe(200);
      expect(teacherTest.parse(replaced.body)).toMatchObject({
        title: 'JEE mock 2',
        batch_names: [{ id: world.batchA.id, name: world.batchA.name }],
        max_marks: 8,
        started: 0,
        submitted: 0,
      });
      const dropped = await call('POST', `/api/tests/${id}/drop-question/`, {
        token: world.teacherA.token,
        json: { question_id: ids.numeric.id },
      });
      expect(dropped.status).toBe(200);
      expect(teacherTest.parse(dropped.body).dropped_question_ids).toEqual([ids.numeric.id]);
      expect(watching?.sent ?? []).toEqual([]);
    } finally {
      watching?.stop();
    }
  });

  it('refuses unknown questions, a window that closes before it opens, and a batch not taught', async () => {
    const ids = await teacherMakesQuestions();
    const unknown = await call('POST', '/api/tests/', {
      token: world.teacherA.token,
      json: testBody({ numeric: ids.numeric.id, multiple: 999_999 }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe(testTexts.unknownQuestions([999_999]));
    const backwards = await call('POST', '/api/tests/', {
      token: world.teacherA.token,
      json: testBody({ numeric: ids.numeric.id, multiple: ids.multiple.id }, { closes_at: inMinutes(-10) }),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields.closes_at).toEqual([testTexts.closesBeforeOpens]);
    const notTaught = await call('POST', '/api/tests/', {
      token: world.teacherA.token,
      json: testBody(
        { numeric: ids.numeric.id, multiple: ids.multiple.id },
        { batch_ids: [world.batchB.id] },
      ),
    });
    expect(notTaught.status).toBe(403);
  });
});

describe('taking a test', () => {
  async function publishedTest(overrides: Record<string, unknown> = {}) {
    const ids = await teacherMakesQuestions();
    const made = await call('POST', '/api/tests/', {
      token: world.teacherA.token,
      json: testBody({ numeric: ids.numeric.id, multiple: ids.multiple.id }, overrides),
    });
    expect(made.status).toBe(201);
    return { test: teacherTest.parse(made.body), ids };
  }

  it('checks each save against the question as it is now: an edit reaches the very next save', async () => {
    const { test, ids } = await publishedTest();
    const started = await call('POST', `/api/tests/${test.id}/attempt/`, { token: world.studentA.token });
    const attempt = attemptSchema.parse(started.body);
    const save = (json: unknown) =>
      call('PUT', `/api/attempts/${attempt.id}/answers/`, { token: world.studentA.token, json });
    expect((await save({ question_id: ids.multiple.id, answer: { choices: [3] } })).status).toBe(200);

    const edit = (json: unknown) =>
      call('PUT', `/api/questions/${ids.multiple.id}/`, { token: world.teacherA.token, json });
    expect((await edit({ ...multipleQuestion, options: ['$2$', '$3$', '$-2$'] })).status).toBe(200);
    const goneOption = await save({ question_id: ids.multiple.id, answer: { choices: [3] } });
    expect(goneOption.status).toBe(400);
    expect(goneOption.body.detail).toBe(testTexts.noSuchOption(ids.multiple.id, 3));

    expect((await edit({ ...numericQuestion, key: { value: 2, tolerance: 0 } })).status).toBe(200);
    const nowNumeric = await save({ question_id: ids.multiple.id, answer: { choices: [0] } });
    expect(nowNumeric.status).toBe(400);
    expect(nowNumeric.body.detail).toBe(testTexts.wantsNumber(ids.multiple.id));
    expect((await save({ question_id: ids.multiple.id, answer: { value: '2' } })).status).toBe(200);
  });

  it('starts, saves answers as upserts, refuses bad answers naming them, grades on submit and ranks', async () => {
    const { test, ids } = await publishedTest();
    const classmate = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const started = await call('POST', `/api/tests/${test.id}/attempt/`, { token: world.studentA.token });
    expect(started.status).toBe(200);
    const attempt = attemptSchema.parse(started.body);
    // No key, no explanation: nothing in the answer tells which option is right.
    expect(JSON.stringify(started.body)).not.toMatch(/"key"|explanation|choices/);
    expect(new Date(attempt.deadline).getTime() - new Date(attempt.started_at).getTime()).toBe(60 * 60_000);
    const again = attemptSchema.parse(
      (await call('POST', `/api/tests/${test.id}/attempt/`, { token: world.studentA.token })).body,
    );
    expect(again.id).toBe(attempt.id);
    expect(again.sections).toEqual(attempt.sections);

    const save = (json: unknown, token = world.studentA.token) =>
      call('PUT', `/api/attempts/${attempt.id}/answers/`, { token, json });
    expect((await save({ question_id: ids.numeric.id, answer: { value: '19.55' } })).status).toBe(200);
    expect((await save({ question_id: ids.numeric.id, answer: { value: '19.55' } })).status).toBe(200);
    const marked = await save({
      question_id: ids.multiple.id,
      answer: { choices: [0] },
      marked_for_review: true,
    });
    expect(marked.body).toEqual({
      question_id: ids.multiple.id,
      answer: { choices: [0] },
      marked_for_review: true,
      seconds_spent: 0,
    });

    const notInTest = await save({ question_id: 999_999, answer: { value: '1' } });
    expect(notInTest.status).toBe(400);
    expect(notInTest.body.detail).toBe(testTexts.questionNotInAttempt(999_999));
    const wrongType = await save({ question_id: ids.numeric.id, answer: { choices: [1] } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.detail).toBe(testTexts.wantsNumber(ids.numeric.id));
    const tooMany = await save({ question_id: ids.multiple.id, answer: { choices: [0, 1, 2, 3, 4] } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toBe(testTexts.tooManyChoices(ids.multiple.id, 4));
    const notANumber = await save({ question_id: ids.numeric.id, answer: { value: 'twenty' } });
    expect(notANumber.status).toBe(400);
    expect(
      (await save({ question_id: ids.numeric.id, answer: { value: '1' } }, world.studentB.token)).status,
    ).toBe(403);

    const resumed = attemptSchema.parse(
      (await call('GET', `/api/attempts/${attempt.id}/`, { token: world.studentA.token })).body,
    );
    expect(resumed.answers).toEqual(
      [
        {
          question_id: ids.numeric.id,
          answer: { value: '19.55' },
          marked_for_review: false,
          seconds_spent: 0,
        },
        { question_id: ids.multiple.id, answer: { choices: [0] }, marked_for_review: true, seconds_spent: 0 },
      ].sort((a, b) => a.question_id - b.question_id),
    );

    const submitted = await call('POST', `/api/attempts/${attempt.id}/submit/`, {
      token: world.studentA.token,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('submitted');
    const late = await save({ question_id: ids.numeric.id, answer: { value: '1' } });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(testTexts.alreadySubmitted);
    const restart = await call('POST', `/api/tests/${test.id}/attempt/`, { token: world.studentA.token });
    expect(restart.status).toBe(409);
    expect(restart.body.detail).toBe(testTexts.alreadySubmitted);

    // The classmate answers the numeric question wrongly: -1 + 0.
    const theirs = attemptSchema.parse(
      (await call('POST', `/api/tests/${test.id}/attempt/`, { token: classmate.token })).body,
    );
    await call('PUT', `/api/attempts/${theirs.id}/answers/`, {
      token: classmate.token,
      json: { question_id: ids.numeric.id, answer: { value: '20' } },
    });
    await call('POST', `/api/attempts/${theirs.id}/submit/`, { token: classmate.token });

    const result = attemptResult.parse(
      (await call('GET', `/api/attempts/${attempt.id}/result/`, { token: world.studentA.token })).body,
    );
    // Numeric within tolerance: 4; one of two correct options with partial marks: 1.
    expect(result).toMatchObject({
      released: true,
      total: 5,
      max_total: 8,
      rank: 1,
      sat: 2,
      percentile: 100,
    });
    expect(result.sections).toEqual([
      { title: 'Physics', score: 4, max: 4 },
      { title: 'Maths', score: 1, max: 4 },
    ]);
    expect(result.review[1].questions[0]).toMatchObject({
      key: { choices: [0, 1] },
      explanation: '$(x-2)(x-3) = 0$',
      marks: 1,
    });
    const classmateResult = attemptResult.parse(
      (await call('GET', `/api/attempts/${theirs.id}/result/`, { token: classmate.token })).body,
    );
    expect(classmateResult).toMatchObject({ total: -1, rank: 2, percentile: 50 });
    const forTeacher = testAttemptList.parse(
      (await call('GET', `/api/tests/${test.id}/attempts/`, { token: world.teacherA.token })).body,
    );
    expect(forTeacher.map((row) => [row.student.id, row.score, row.rank])).toEqual([
      [world.studentA.id, 5, 1],
      [classmate.id, -1, 2],
    ]);
    expect(
      (await call('GET', `/api/tests/${test.id}/attempts/`, { token: world.teacherB.token })).status,
    ).toBe(403);
    const change = await call('PUT', `/api/tests/${test.id}/`, {
      token: world.teacherA.token,
      json: testBody({ numeric: ids.numeric.id, multiple: ids.multiple.id }),
    });
    expect(change.status).toBe(409);
  });

  it('grades every save it acknowledged when saves race the submission, and refuses the rest', async () => {
    const { test, ids } = await publishedTest();
    for (let round = 0; round < 3; round++) {
      const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
      const started = await call('POST', `/api/tests/${test.id}/attempt/`, { token: student.token });
      const attempt = attemptSchema.parse(started.body);
      const save = (json: unknown) =>
        call('PUT', `/api/attempts/${attempt.id}/answers/`, { token: student.token, json });
      const [numeric, submitted, multiple] = await Promise.all([
        save({ question_id: ids.numeric.id, answer: { value: '19.6' } }),
        call('POST', `/api/attempts/${attempt.id}/submit/`, { token: student.token }),
        save({ question_id: ids.multiple.id, answer: { choices: [0, 1] } }),
      ]);
      expect(submitted.status).toBe(200);
      const result = attemptResult.parse(
        (await call('GET', `/api/attempts/${attempt.id}/result/`, { token: student.token })).body,
      );
      const reviewed = new Map(
        result.review.flatMap((section) => section.questions).map((q) => [q.id, q.answer]),
      );
      for (const [response, questionId, answer] of [
        [numeric, ids.numeric.id, { value: '19.6' }],
        [multiple, ids.multiple.id, { choices: [0, 1] }],
      ] as const) {
        if (response.status === 200) expect(reviewed.get(questionId)).toEqual(answer);
        else {
          expect(response.status).toBe(409);
          expect(response.body.detail).toBe(testTexts.alreadySubmitted);
          expect(reviewed.get(questionId)).toBeNull();
        }
      }
      const acknowledgedMarks = (numeric.status === 200 ? 4 : 0) + (multiple.status === 200 ? 4 : 0);
      expect(result.total).toBe(acknowledgedMarks);
    }
  });

  it('acknowledges every save sent together, one question several times among them, the time kept at its most', async () => {
    const { test, ids } = await publishedTest();
    const students = await Promise.all(
      [0, 1, 2].map(() => createUser(server.deps, { role: 'student', batchId: world.batchA.id })),
    );
    const attempts = await Promise.all(
      students.map(async (student) => {
        const started = await call('POST', `/api/tests/${test.id}/attempt/`, { token: student.token });
        return { student, attempt: attemptSchema.parse(started.body) };
      }),
    );
    // Saves that arrive together go in one statement; a second save of one question waits for the first.
    const saves = await Promise.all(
      attempts.flatMap(({ student, attempt }) =>
        [1, 2, 3].map((seconds) =>
          call('PUT', `/api/attempts/${attempt.id}/answers/`, {
            token: student.token,
            json: {
              question_id: ids.numeric.id,
              answer: { value: String(seconds) },
              seconds_spent: seconds * 10,
            },
          }),
        ),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual(saves.map(() => 200));
    for (const { student, attempt } of attempts) {
      const last = await call('PUT', `/api/attempts/${attempt.id}/answers/`, {
        token: student.token,
        json: { question_id: ids.numeric.id, answer: { value: '19.6' }, seconds_spent: 5 },
      });
      expect(last.body.seconds_spent).toBe(30);
      const read = attemptSchema.parse(
        (await call('GET', `/api/attempts/${attempt.id}/`, { token: student.token })).body,
      );
      expect(read.answers).toEqual([
        {
          question_id: ids.numeric.id,
          answer: { value: '19.6' },
          marked_for_review: false,
          seconds_spent: 30,
        },
      ]);
    }
  });

  it('grades each of the submissions sent together once, to its own score, a repeat among them', async () => {
    const { test, ids } = await publishedTest();
    const students = await Promise.all(
      [0, 1, 2, 3].map(() => createUser(server.deps, { role: 'student', batchId: world.batchA.id })),
    );
    const attempts = await Promise.all(
      students.map(async (student, index) => {
        const attempt = attemptSchema.parse(
          (await call('POST', `/api/tests/${test.id}/attempt/`, { token: student.token })).body,
        );
        // Student i answers the numeric question right when i is even, wrongly when odd.
        await call('PUT', `/api/attempts/${attempt.id}/answers/`, {
          token: student.token,
          json: { question_id: ids.numeric.id, answer: { value: index % 2 === 0 ? '19.6' : '20' } },
        });
        return { student, attempt };
      }),
    );
    // Submissions that arrive together are graded in one transaction; the first student submits twice.
    const submitted = await Promise.all(
      [...attempts, attempts[0]].map(({ student, attempt }) =>
        call('POST', `/api/attempts/${attempt.id}/submit/`, { token: student.token }),
      ),
    );
    expect(submitted.map((answer) => [answer.status, answer.body.status])).toEqual(
      submitted.map(() => [200, 'submitted']),
    );
    expect(submitted[4].body.submitted_at).toBe(submitted[0].body.submitted_at);
    const totals = await Promise.all(
      attempts.map(
        async ({ student, attempt }) =>
          attemptResult.parse(
            (await call('GET', `/api/attempts/${attempt.id}/result/`, { token: student.token })).body,
          ).total,
      ),
    );
    expect(totals).toEqual([4, -1, 4, -1]);
    const missing = await call('POST', '/api/attempts/999999/submit/', { token: students[0].token });
    expect(missing.status).toBe(404);
  });

  it('refuses a start before the window, and answers after time is up; grades on the first read after', async () => {
    const early = await publishedTest({ opens_at: inMinutes(30), closes_at: inMinutes(90) });
    const refused = await call('POST', `/api/tests/${early.test.id}/attempt/`, {
      token: world.studentA.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(testTexts.notOpenYet(early.test.opens_at));

    const { test, ids } = await publishedTest({ release: 'after_close' });
    const attempt = attemptSchema.parse(
      (await call('POST', `/api/tests/${test.id}/attempt/`, { token: world.studentA.token })).body,
    );
    await call('PUT', `/api/attempts/${attempt.id}/answers/`, {
      token: world.studentA.token,
      json: { question_id: ids.multiple.id, answer: { choices: [1, 0] } },
    });
    // The deadline passes.
    await server.deps.database.db
      .update(testAttempts)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(testAttempts.id, attempt.id));
    const late = await call('PUT', `/api/attempts/${attempt.id}/answers/`, {
      token: world.studentA.token,
      json: { question_id: ids.numeric.id, answer: { value: '19.6' } },
    });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(testTexts.timeUp);
    const restart = await call('POST', `/api/tests/${test.id}/attempt/`, { token: world.studentA.token });
    expect(restart.status).toBe(409);
    expect(restart.body.detail).toBe(testTexts.timeUp);

    const read = attemptSchema.parse(
      (await call('GET', `/api/attempts/${attempt.id}/`, { token: world.studentA.token })).body,
    );
    expect(read.status).toBe('submitted');
    const [row] = await server.deps.database.db
      .select()
      .from(testAttempts)
      .where(eq(testAttempts.id, attempt.id));
    expect(row).toMatchObject({ score: 4, sectionScores: [0, 4] });
    expect(row.submittedAt?.getTime()).toBe(row.deadline.getTime());

    // Released after the window closes: until then, no score and no key.
    const withheld = await call('GET', `/api/attempts/${attempt.id}/result/`, {
      token: world.studentA.token,
    });
    expect(withheld.body).toMatchObject({
      released: false,
      total: null,
      review: [],
      releases_at: test.closes_at,
    });
    expect(JSON.stringify(withheld.body)).not.toMatch(/"key"|explanation/);
  });

  it('refuses a start after the window closed', async () => {
    const ids = {
      numeric: (
        await createQuestion(server.deps, world.teacherA.id, {
          kind: 'numeric',
          options: [],
          key: { value: 1, tolerance: 0 },
        })
      ).id,
    };
    const closed = await createOnlineTest(server.deps, [world.batchA.id], [ids.numeric], {
      opensAt: new Date(Date.now() - 7200_000),
      closesAt: new Date(Date.now() - 3600_000),
    });
    const refused = await call('POST', `/api/tests/${closed.id}/attempt/`, { token: world.studentA.token });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(testTexts.closed);
    const list = studentTestList.parse(
      (await call('GET', '/api/student/tests/', { token: world.studentA.token })).body,
    );
    expect(list.find((item) => item.id === closed.id)?.state).toBe('missed');
  });

  it('drops a question: full marks for everyone, every attempt regraded, the review says so', async () => {
    const { test, ids } = await publishedTest();
    const classmate = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const sit = async (token: string, numeric: string) => {
      const attempt = attemptSchema.parse(
        (await call('POST', `/api/tests/${test.id}/attempt/`, { token })).body,
      );
      await call('PUT', `/api/attempts/${attempt.id}/answers/`, {
        token,
        json: { question_id: ids.numeric.id, answer: { value: numeric } },
      });
      await call('POST', `/api/attempts/${attempt.id}/submit/`, { token });
      return attempt.id;
    };
    const mine = await sit(world.studentA.token, '19.6');
    const theirs = await sit(classmate.token, '5');
    const scores = async () =>
      testAttemptList
        .parse((await call('GET', `/api/tests/${test.id}/attempts/`, { token: world.teacherA.token })).body)
        .map((row) => [row.student.id, row.score]);
    expect(await scores()).toEqual([
      [world.studentA.id, 4],
      [classmate.id, -1],
    ]);

    const byB = await call('POST', `/api/tests/${test.id}/drop-question/`, {
      token: world.teacherB.token,
      json: { question_id: ids.multiple.id },
    });
    expect(byB.status).toBe(403);
    const notInTest = await call('POST', `/api/tests/${test.id}/drop-question/`, {
      token: world.teacherA.token,
      json: { question_id: 999_999 },
    });
    expect(notInTest.status).toBe(404);
    const dropped = await call('POST', `/api/tests/${test.id}/drop-question/`, {
      token: world.teacherA.token,
      json: { question_id: ids.multiple.id },
    });
    expect(dropped.status).toBe(200);
    expect(teacherTest.parse(dropped.body).dropped_question_ids).toEqual([ids.multiple.id]);
    // Unanswered, the multiple-correct question gave 0 each; dropped, it gives both 4.
    expect(await scores()).toEqual([
      [world.studentA.id, 8],
      [classmate.id, 3],
    ]);
    const review = attemptResult.parse(
      (await call('GET', `/api/attempts/${theirs}/result/`, { token: classmate.token })).body,
    );
    expect(review.review[1].questions[0]).toMatchObject({ dropped: true, marks: 4 });
    expect(
      attemptResult.parse(
        (await call('GET', `/api/attempts/${mine}/result/`, { token: world.studentA.token })).body,
      ).total,
    ).toBe(8);
  });
});

describe('after the test: statistics, corrections and the export', () => {
  async function satTest() {
    const ids = await teacherMakesQuestions();
    const made = await call('POST', '/api/tests/', {
      token: world.teacherA.token,
      json: testBody({ numeric: ids.numeric.id, multiple: ids.multiple.id }),
    });
    const test = teacherTest.parse(made.body);
    const classmate = await createUser(server.deps, {
      role: 'student',
      batchId: world.batchA.id,
      firstName: '=HYPERLINK("x")',
    });
    const sit = async (token: string, answers: { numeric: string; multiple: number[]; seconds: number }) => {
      const attempt = attemptSchema.parse(
        (await call('POST', `/api/tests/${test.id}/attempt/`, { token })).body,
      );
      const save = (json: unknown) => call('PUT', `/api/attempts/${attempt.id}/answers/`, { token, json });
      expect(
        (
          await save({
            question_id: ids.numeric.id,
            answer: { value: answers.numeric },
            seconds_spent: answers.seconds,
          })
        ).body.seconds_spent,
      ).toBe(answers.seconds);
      // A replayed older save never lowers the time counted.
      const replay = await save({
        question_id: ids.numeric.id,
        answer: { value: answers.numeric },
        seconds_spent: 1,
      });
      expect(replay.body.seconds_spent).toBe(answers.seconds);
      await save({ question_id: ids.multiple.id, answer: { choices: answers.multiple }, seconds_spent: 30 });
      await call('POST', `/api/attempts/${attempt.id}/submit/`, { token });
      return attempt.id;
    };
    // Student A: numeric right (4), options 0 and 2 (one wrong: -2) = 2. Classmate: numeric wrong (-1), option 1 only (partial: 1) = 0.
    const mine = await sit(world.studentA.token, { numeric: '19.6', multiple: [0, 2], seconds: 40 });
    const theirs = await sit(classmate.token, { numeric: '12', multiple: [1], seconds: 20 });
    return { test, ids, classmate, mine, theirs };
  }

  const totals = async (testId: number) =>
    testAttemptList
      .parse((await call('GET', `/api/tests/${testId}/attempts/`, { token: world.teacherA.token })).body)
      .map((row) => [row.student.id, row.score]);

  it('gives each question its percent correct, option choices, wrong values and average time, and the distribution', async () => {
    const { test, ids } = await satTest();
    const response = await call('GET', `/api/tests/${test.id}/statistics/`, { token: world.teacherA.token });
    expect(response.status).toBe(200);
    const statistics = testStatisticsSchema.parse(response.body);
    expect(statistics).toMatchObject({ sat: 2, max_marks: 8, mean: 1, median: 1, highest: 2, lowest: 0 });
    const [numeric, multiple] = statistics.questions;
    expect(numeric).toMatchObject({
      question_id: ids.numeric.id,
      number: 1,
      section: 'Physics',
      sat: 2,
      correct: 1,
      wrong: 1,
      percent_correct: 50,
      wrong_values: [{ value: '12', count: 1 }],
      average_seconds: 30,
    });
    expect(multiple).toMatchObject({
      question_id: ids.multiple.id,
      correct: 0,
      partial: 1,
      wrong: 1,
      percent_correct: 0,
      option_counts: [1, 1, 1, 0],
      average_seconds: 30,
    });
    expect(statistics.distribution.reduce((sum, band) => sum + band.count, 0)).toBe(2);
    expect(statistics.distribution.find((band) => band.from <= 2 && 2 <= band.to)?.count).toBeGreaterThan(0);

    expect(
      (await call('GET', `/api/tests/${test.id}/statistics/`, { token: world.teacherB.token })).status,
    ).toBe(403);
    expect(
      (await call('GET', `/api/tests/${test.id}/statistics/`, { token: world.studentA.token })).status,
    ).toBe(403);
  });

  it('corrects a key: every attempt regraded, both scores change, the students told; the bank keeps its key', async () => {
    const { test, ids, classmate, theirs } = await satTest();
    expect(await totals(test.id)).toEqual([
      [world.studentA.id, 2],
      [classmate.id, 0],
    ]);
    const byB = await call('POST', `/api/tests/${test.id}/change-key/`, {
      token: world.teacherB.token,
      json: { question_id: ids.multiple.id, key: { choices: [1] } },
    });
    expect(byB.status).toBe(403);
    const badKey = await call('POST', `/api/tests/${test.id}/change-key/`, {
      token: world.teacherA.token,
      json: { question_id: ids.multiple.id, key: { choices: [7] } },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.fields.key).toEqual([testTexts.keyOutOfRange]);
    const numericForChoices = await call('POST', `/api/tests/${test.id}/change-key/`, {
      token: world.teacherA.token,
      json: { question_id: ids.numeric.id, key: { choices: [0] } },
    });
    expect(numericForChoices.status).toBe(400);
    expect(numericForChoices.body.fields.key).toEqual([testTexts.numericKeyRequired]);
    expect(await totals(test.id)).toEqual([
      [world.studentA.id, 2],
      [classmate.id, 0],
    ]);

    // The key becomes options 0 and 2: A's choice is now right (4 + 4); the classmate's option 1 is wrong (-1 - 2).
    const changed = await call('POST', `/api/tests/${test.id}/change-key/`, {
      token: world.teacherA.token,
      json: { question_id: ids.multiple.id, key: { choices: [2, 0] } },
    });
    expect(changed.status).toBe(200);
    expect(teacherTest.parse(changed.body).key_changed_question_ids).toEqual([ids.multiple.id]);
    expect(await totals(test.id)).toEqual([
      [world.studentA.id, 8],
      [classmate.id, -3],
    ]);
    const review = attemptResult.parse(
      (await call('GET', `/api/attempts/${theirs}/result/`, { token: classmate.token })).body,
    );
    expect(review.review[1].questions[0]).toMatchObject({ key: { choices: [0, 2] }, marks: -2 });
    const bank = (await call('GET', '/api/questions/', { token: world.teacherA.token })).body as Question[];
    expect(bank.find((item) => item.id === ids.multiple.id)?.key).toEqual({ choices: [0, 1] });

    for (const student of [world.studentA, classmate]) {
      const inbox = (await call('GET', '/api/notifications/', { token: student.token })).body as {
        items: { kind: string; payload: { test_id: number; change: string } }[];
      };
      expect(inbox.items.find((item) => item.kind === 'test_regraded')?.payload).toMatchObject({
        test_id: test.id,
        change: 'key_changed',
      });
    }
    const otherBatch = (await call('GET', '/api/notifications/', { token: world.studentB.token })).body as {
      items: { payload: { test_id?: number } }[];
    };
    expect(otherBatch.items.some((item) => item.payload.test_id === test.id)).toBe(false);
  });

  it('exports the results as CSV, a formula in a name made harmless; another batch’s teacher is refused', async () => {
    const { test } = await satTest();
    const response = await call('GET', `/api/tests/${test.id}/export/`, { token: world.teacherA.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = String(response.body).trimEnd().split('\r\n');
    expect(lines[0]).toBe('rank,student,batch,status,started_at,submitted_at,Physics,Maths,total');
    expect(lines[1]).toMatch(/^1,Asha Tester,[^,]*,submitted,[^,]+,[^,]+,4,-2,2$/);
    expect(lines[2]).toMatch(/^2,"'=HYPERLINK\(""x""\) Tester",[^,]*,submitted,[^,]+,[^,]+,-1,1,0$/);
    expect((await call('GET', `/api/tests/${test.id}/export/`, { token: world.teacherB.token })).status).toBe(
      403,
    );
  });
});

describe('the bank as CSV, and random picks from a tag', () => {
  const header = 'kind,text,option_a,option_b,option_c,key,tolerance,explanation,subject,topic,difficulty';

  it('imports every row or none, naming each bad row, and exports what it imports', async () => {
    const topic = `Optics ${Date.now()}`;
    const bad = [
      header,
      `single,Which lens converges?,Convex,Concave,,A,,,Physics,${topic},easy`,
      `single,Two keys?,Yes,No,,A;B,,,Physics,${topic},easy`,
      `numeric,Focal length in cm?,,,,ten,,,Physics,${topic},medium`,
      `essay,Describe light.,,,,A,,,Physics,${topic},hard`,
    ].join('\n');
    const refused = await call('POST', '/api/questions/import/', {
      token: world.teacherA.token,
      json: { csv: bad },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.rows.map((row: { row: number }) => row.row)).toEqual([2, 3, 4]);
    expect(refused.body.rows[0].errors).toEqual([testTexts.singleKey]);
    expect(refused.body.rows[1].errors[0]).toMatch(/key "ten" is not a number/);
    expect(refused.body.rows[2].errors[0]).toMatch(/^kind/);
    const none = await call('GET', `/api/questions/?topic=${encodeURIComponent(topic)}`, {
      token: world.teacherA.token,
    });
    expect(none.body).toEqual([]);

    const good = [
      header,
      `single,Which lens converges?,Convex,Concave,,A,,"Rays meet, after it",Physics,${topic},easy`,
      `multiple,"Which are $n > 1$?",Glass,Water,Vacuum,A;B,,,Physics,${topic},medium`,
      `numeric,Focal length in cm?,,,,-12.5,0.5,,Physics,${topic},hard`,
    ].join('\r\n');
    const imported = await call('POST', '/api/questions/import/', {
      token: world.teacherA.token,
      json: { csv: good },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.created).toBe(3);
    const exported = await call('GET', `/api/questions/export/?topic=${encodeURIComponent(topic)}`, {
      token: world.teacherB.token,
    });
    expect(exported.status).toBe(200);
    const lines = String(exported.body).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'kind,text,option_a,option_b,option_c,option_d,option_e,option_f,option_g,option_h,key,tolerance,explanation,subject,topic,difficulty,image,image_alt',
    );
    expect(lines).toContain(`numeric,Focal length in cm?,,,,,,,,,-12.5,0.5,,Physics,${topic},hard,,`);
    expect(lines).toContain(
      `multiple,Which are $n > 1$?,Glass,Water,Vacuum,,,,,,A;B,,,Physics,${topic},medium,,`,
    );
    expect(lines).toContain(
      `single,Which lens converges?,Convex,Concave,,,,,,,A,,"Rays meet, after it",Physics,${topic},easy,,`,
    );
    // What was exported imports again as it is.
    const again = await call('POST', '/api/questions/import/', {
      token: world.teacherB.token,
      json: { csv: String(exported.body) },
    });
    expect(again.status).toBe(201);
    expect(again.body.created).toBe(3);
  });

  it('gives each student N questions at random from a tag, the same on every read, graded on those', async () => {
    const topic = `Waves ${Date.now()}`;
    const ids: number[] = [];
    for (let index = 0; index < 6; index++)
      ids.push(
        (
          await createQuestion(server.deps, world.teacherA.id, {
            kind: 'numeric',
            options: [],
            key: { value: index, tolerance: 0 },
            topic,
          })
        ).id,
      );
    const body = {
      title: 'Random waves',
      batch_ids: [world.batchA.id],
      opens_at: inMinutes(-5),
      closes_at: inMinutes(120),
      duration_minutes: 60,
      release: 'on_submit',
      status: 'published',
      sections: [{ title: 'Waves', correct_marks: 4, wrong_marks: -1, pick: { count: 2, topic } }],
    };
    const tooMany = await call('POST', '/api/tests/', {
      token: world.teacherA.token,
      json: { ...body, sections: [{ ...body.sections[0], pick: { count: 7, topic } }] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toBe(testTexts.pickTooFew(1, 7, 6));
    const empty = await call('POST', '/api/tests/', {
      token: world.teacherA.token,
      json: { ...body, sections: [{ ...body.sections[0], pick: null }] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe(testTexts.sectionEmpty(1));

    const made = await call('POST', '/api/tests/', { token: world.teacherA.token, json: body });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const test = teacherTest.parse(made.body);
    expect(test.max_marks).toBe(8);
    expect(test.sections[0].pick).toMatchObject({ count: 2 });
    expect(test.sections[0].question_ids.sort((a, b) => a - b)).toEqual(ids);

    const drawn = new Set<string>();
    for (let index = 0; index < 6; index++) {
      const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
      const first = attemptSchema.parse(
        (await call('POST', `/api/tests/${test.id}/attempt/`, { token: student.token })).body,
      );
      const questionIds = first.sections[0].questions.map((question) => question.id);
      expect(questionIds).toHaveLength(2);
      const reread = attemptSchema.parse(
        (await call('GET', `/api/attempts/${first.id}/`, { token: student.token })).body,
      );
      expect(reread.sections[0].questions.map((question) => question.id)).toEqual(questionIds);
      drawn.add([...questionIds].sort().join(','));
      const notDrawn = ids.find((id) => !questionIds.includes(id)) ?? 0;
      const refused = await call('PUT', `/api/attempts/${first.id}/answers/`, {
        token: student.token,
        json: { question_id: notDrawn, answer: { value: '1' } },
      });
      expect(refused.status).toBe(400);
      if (index === 0) {
        // Both drawn questions answered right: full marks, 8 of 8.
        for (const id of questionIds)
          await call('PUT', `/api/attempts/${first.id}/answers/`, {
            token: student.token,
            json: { question_id: id, answer: { value: String(ids.indexOf(id)) } },
          });
        await call('POST', `/api/attempts/${first.id}/submit/`, { token: student.token });
        const result = attemptResult.parse(
          (await call('GET', `/api/attempts/${first.id}/result/`, { token: student.token })).body,
        );
        expect(result).toMatchObject({ total: 8, max_total: 8 });
        expect(result.review[0].questions).toHaveLength(2);
      }
    }
    // Six students drawing 2 of 6: not all the same pair.
    expect(drawn.size).toBeGreaterThan(1);
  });
});
