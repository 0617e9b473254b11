import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attempt as attemptSchema, teacherTest } from '../../../shared/schemas/assessments';
import { channels } from '../../../shared/socket';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createQuestion } from '../../../tests/support/assessment-fixtures';
import { createUser } from '../../../tests/support/fixtures';
import { jobs, notifications, profiles, testAttempts, users } from '../../db/schema';
import { noticeTestClosed } from '../../domain/assessments/test-notices';

const { server, call, listen, world } = twoBatchApiForFile();

const inMinutes = (count: number) => new Date(Date.now() + count * 60_000).toISOString();

async function publishTest(overrides: Record<string, unknown> = {}) {
  const question = await createQuestion(server.deps, world.teacherA.id);
  const body = {
    title: 'Weekly test',
    batch_ids: [world.batchA.id],
    opens_at: inMinutes(-5),
    closes_at: inMinutes(120),
    duration_minutes: 30,
    release: 'on_submit',
    status: 'published',
    sections: [{ title: 'Maths', correct_marks: 4, wrong_marks: -1, question_ids: [question.id] }],
    ...overrides,
  };
  const made = await call('POST', '/api/tests/', { token: world.teacherA.token, json: body });
  expect(made.status).toBe(201);
  return { test: teacherTest.parse(made.body), body, question };
}

/** Who was told `kind` of the test, one entry a notification. */
async function told(kind: 'test_open' | 'test_results', testId: number) {
  const rows = await server.deps.database.db
    .select({ recipientId: notifications.recipientId })
    .from(notifications)
    .where(and(eq(notifications.kind, kind), sql`${notifications.payload}->>'test_id' = ${String(testId)}`));
  return rows.map((row) => row.recipientId).sort((a, b) => a - b);
}

/** Every student of batch A now (the world has more than studentA). */
async function studentsOfA() {
  const rows = await server.deps.database.db
    .select({ id: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.batchId, world.batchA.id), eq(users.role, 'student')));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('a test opening', () => {
  it('tells the students of its batches at once when published open, live, and only once', async () => {
    const bell = await listen(channels.notifications(world.studentA.id), world.studentA);
    const { test, body } = await publishTest();
    const message = await bell.next();
    expect(message).toMatchObject({
      action: 'notification',
      notification: { kind: 'test_open', payload: { test_id: test.id, title: 'Weekly test' } },
    });
    expect(await told('test_open', test.id)).toEqual(await studentsOfA());

    const saved = await call('PUT', `/api/tests/${test.id}/`, {
      token: world.teacherA.token,
      json: { ...body, title: 'Weekly test (revised)' },
    });
    expect(saved.status).toBe(200);
    expect(await told('test_open', test.id)).toEqual(await studentsOfA());
  });

  it('tells nobody of a draft, and of a later window only when it opens, by its job', async () => {
    const { test: draft } = await publishTest({ status: 'draft' });
    const { test } = await publishTest({ opens_at: inMinutes(30) });
    expect(await told('test_open', draft.id)).toEqual([]);
    expect(await told('test_open', test.id)).toEqual([]);

    const [queued] = await server.deps.database.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(like(jobs.dedupeKey, `test_open:${test.id}:%`));
    expect(queued.runAt.toISOString()).toBe(test.opens_at);
    const drafted = await server.deps.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(like(jobs.dedupeKey, `test_%:${draft.id}:%`));
    expect(drafted).toEqual([]);

    // The window opens: the test and its job are moved to now, as the clock would have.
    const opened = new Date(Date.now() - 1000);
    await server.deps.database.db.execute(
      sql`update online_tests set opens_at = ${opened.toISOString()}::timestamptz where id = ${test.id}`,
    );
    await server.deps.database.db
      .update(jobs)
      .set({ runAt: opened, payload: { test_id: test.id, at: opened.toISOString() } })
      .where(like(jobs.dedupeKey, `test_open:${test.id}:%`));
    server.deps.jobs.poke();
    await server.deps.jobs.settled();
    expect(await told('test_open', test.id)).toEqual(await studentsOfA());
  });
});

describe('results released', () => {
  async function sit(testId: number, questionId: number, token: string, submit = true) {
    const started = await call('POST', `/api/tests/${testId}/attempt/`, { token });
    expect(started.status).toBe(200);
    const attempt = attemptSchema.parse(started.body);
    await call('PUT', `/api/attempts/${attempt.id}/answers/`, {
      token,
      json: { question_id: questionId, answer: { choices: [2] }, seconds_spent: 20 },
    });
    if (submit) {
      const submitted = await call('POST', `/api/attempts/${attempt.id}/submit/`, { token });
      expect(submitted.status).toBe(200);
    }
    return attempt;
  }

  it('tells a student on their submission when released on submit, and the teachers see the counts live', async () => {
    const counts = await listen(channels.teacherTests(), world.teacherA);
    const bell = await listen(channels.notifications(world.studentA.id), world.studentA);
    const { test, question } = await publishTest();
    await bell.next();
    const classmate = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });

    const attempt = await sit(test.id, question.id, world.studentA.token, false);
    expect(await counts.next()).toEqual({
      action: 'test_counts',
      test_id: test.id,
      started: 1,
      submitted: 0,
    });
    await call('POST', `/api/attempts/${attempt.id}/submit/`, { token: world.studentA.token });
    expect(await counts.next()).toEqual({
      action: 'test_counts',
      test_id: test.id,
      started: 1,
      submitted: 1,
    });
    expect(await bell.next()).toMatchObject({ notification: { kind: 'test_results' } });
    expect(await told('test_results', test.id)).toEqual([world.studentA.id]);

    // Submitting again changes nothing: no second notice, no counts.
    await call('POST', `/api/attempts/${attempt.id}/submit/`, { token: world.studentA.token });
    await sit(test.id, question.id, classmate.token);
    expect(await counts.next()).toMatchObject({ started: 2, submitted: 1 });
    expect(await counts.next()).toMatchObject({ started: 2, submitted: 2 });
    expect(await told('test_results', test.id)).toEqual(
      [world.studentA.id, classmate.id].sort((a, b) => a - b),
    );
  });

  it('tells the teachers the counts when the close ends the attempts still open', async () => {
    const counts = await listen(channels.teacherTests(), world.teacherA);
    const { test, question } = await publishTest({ release: 'after_close' });
    await sit(test.id, question.id, world.studentA.token, false);
    expect(await counts.next()).toMatchObject({ test_id: test.id, started: 1, submitted: 0 });

    // The window closes now: the attempt's time is up, and the close's job falls due.
    const { db } = server.deps.database;
    const past = new Date(Date.now() - 1000);
    await db.update(testAttempts).set({ deadline: past }).where(eq(testAttempts.testId, test.id));
    await db
      .update(jobs)
      .set({ runAt: past })
      .where(like(jobs.dedupeKey, `test_close:${test.id}:%`));
    server.deps.jobs.poke();
    expect(await counts.next()).toEqual({
      action: 'test_counts',
      test_id: test.id,
      started: 1,
      submitted: 1,
    });
  });

  it('tells everyone who sat at the close when released after it, grading those time ended, once', async () => {
    const { test, question } = await publishTest({ release: 'after_close' });
    const late = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const absent = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    await sit(test.id, question.id, world.studentA.token);
    await sit(test.id, question.id, late.token, false);
    expect(await told('test_results', test.id)).toEqual([]);

    const [closeJob] = await server.deps.database.db
      .select({ runAt: jobs.runAt, payload: jobs.payload })
      .from(jobs)
      .where(like(jobs.dedupeKey, `test_close:${test.id}:%`));
    expect(closeJob.runAt.toISOString()).toBe(test.closes_at);
    const afterClose = new Date(Date.parse(test.closes_at) + 60_000);
    await noticeTestClosed(server.deps.database.db, closeJob, afterClose);
    await noticeTestClosed(server.deps.database.db, closeJob, afterClose);
    const sat = [world.studentA.id, late.id].sort((a, b) => a - b);
    expect(await told('test_results', test.id)).toEqual(sat);
    expect((await told('test_results', test.id)).includes(absent.id)).toBe(false);
    expect((await told('test_results', test.id)).includes(world.studentB.id)).toBe(false);
  });
});
