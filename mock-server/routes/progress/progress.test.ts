import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { progressReport } from '../../../shared/schemas/progress';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createOnlineTest, createQuestion } from '../../../tests/support/assessment-fixtures';
import { createBatch, createHomework, createSubmission, createUser } from '../../../tests/support/fixtures';
import { homework, submissions } from '../../db/schema';

const { server, call, world } = twoBatchApiForFile();

const day = 86_400_000;

async function homeworkIn(
  batchId: number,
  title: string,
  subject: 'Maths' | 'Physics' | null,
  dueInDays: number,
) {
  const row = await createHomework(server.deps, [batchId], {
    title,
    dueDate: new Date(Date.now() + dueInDays * day),
  });
  await server.deps.database.db.update(homework).set({ subject }).where(eq(homework.id, row.id));
  return row;
}

async function handIn(
  homeworkId: number,
  studentId: number,
  fields: { isLate?: boolean; grade?: string; feedback?: string; daysAgo: number },
) {
  const row = await createSubmission(server.deps, homeworkId, studentId);
  await server.deps.database.db
    .update(submissions)
    .set({
      isLate: fields.isLate ?? false,
      grade: fields.grade ?? null,
      feedback: fields.feedback ?? '',
      submittedAt: new Date(Date.now() - fields.daysAgo * day),
    })
    .where(eq(submissions.id, row.id));
}

describe('progress reports', () => {
  it('counts homework on time, late and missing per subject, with grades by due date and the feedback timeline', async () => {
    const batch = await createBatch(server.deps, 'Progress batch');
    const teacher = await createUser(server.deps, { role: 'teacher', teaches: [batch.id] });
    const student = await createUser(server.deps, {
      role: 'student',
      firstName: 'Meera',
      lastName: 'Iyer',
      batchId: batch.id,
    });
    const algebra = await homeworkIn(batch.id, 'Algebra', 'Maths', -20);
    const geometry = await homeworkIn(batch.id, 'Geometry', 'Maths', -10);
    await homeworkIn(batch.id, 'Calculus', 'Maths', -5);
    await homeworkIn(batch.id, 'Trigonometry', 'Maths', 5);
    const optics = await homeworkIn(batch.id, 'Optics', 'Physics', -8);
    await handIn(algebra.id, student.id, { grade: 'B', feedback: 'Show your steps', daysAgo: 21 });
    await handIn(geometry.id, student.id, { grade: 'A', feedback: 'Much better', daysAgo: 9, isLate: true });
    await handIn(optics.id, student.id, { daysAgo: 8 });

    const own = await call('GET', '/api/student/progress/', { token: student.token });
    const byTeacher = await call('GET', `/api/teacher/students/${student.id}/progress/`, {
      token: teacher.token,
    });
    expect(own.status).toBe(200);
    expect(byTeacher.body).toEqual(own.body);
    const report = progressReport.parse(own.body);
    expect(report.student).toEqual({ id: student.id, first_name: 'Meera', last_name: 'Iyer' });
    expect(report.batch).toEqual({ id: batch.id, name: 'Progress batch' });
    expect(report.period.to).toBe(new Date().toISOString().slice(0, 10));
    expect(report.period.from).toBe(new Date(Date.now() - 20 * day).toISOString().slice(0, 10));
    expect(
      report.subjects.map(({ subject, on_time, late, missing }) => [subject, on_time, late, missing]),
    ).toEqual([
      ['Maths', 1, 1, 1],
      ['Physics', 1, 0, 0],
    ]);
    const maths = report.subjects[0].homework;
    // Trigonometry, due after the period's last day (today), is not part of the report yet.
    expect(maths.map((item) => [item.title, item.outcome, item.grade])).toEqual([
      ['Algebra', 'on_time', 'B'],
      ['Geometry', 'late', 'A'],
      ['Calculus', 'missing', null],
    ]);
    const dueDays = report.subjects.flatMap((group) =>
      group.homework.map((item) => item.due_date.slice(0, 10)),
    );
    expect(dueDays.every((due) => due >= report.period.from && due <= report.period.to)).toBe(true);
    expect(report.feedback.map((entry) => [entry.title, entry.feedback])).toEqual([
      ['Algebra', 'Show your steps'],
      ['Geometry', 'Much better'],
    ]);
  });

  it("shows a teacher only their own batches' students: 404 otherwise", async () => {
    const report = (token: string, id: number) =>
      call('GET', `/api/teacher/students/${id}/progress/`, { token });
    expect((await report(world.teacherA.token, world.studentA.id)).status).toBe(200);
    expect((await report(world.teacherA.token, world.studentB.id)).status).toBe(404);
    expect((await report(world.teacherA.token, world.teacherB.id)).status).toBe(404);
    expect((await report(world.teacherA.token, 99_999_999)).status).toBe(404);
    expect((await report(world.studentA.token, world.studentA.id)).status).toBe(403);
  });

  it('answers an empty report for a student whose batch has no homework yet', async () => {
    const batch = await createBatch(server.deps);
    const student = await createUser(server.deps, { role: 'student', batchId: batch.id });
    const report = progressReport.parse(
      (await call('GET', '/api/student/progress/', { token: student.token })).body,
    );
    expect(report.subjects).toEqual([]);
    expect(report.feedback).toEqual([]);
    expect(report.tests).toEqual([]);
    expect(report.period.from).toBe(report.period.to);
  });

  it('gives released test scores per subject of the questions, oldest first, to the student and their teacher', async () => {
    const batch = await createBatch(server.deps);
    const teacher = await createUser(server.deps, { role: 'teacher', teaches: [batch.id] });
    const student = await createUser(server.deps, { role: 'student', batchId: batch.id });
    // Each question's key is option 2; the sections mark +4 / -1.
    const maths = await createQuestion(server.deps, teacher.id, { subject: 'Maths' });
    const physics = await createQuestion(server.deps, teacher.id, { subject: 'Physics' });
    const sit = async (testId: number, answers: [number, number][]) => {
      const attempt = await call('POST', `/api/tests/${testId}/attempt/`, { token: student.token });
      expect(attempt.status).toBe(200);
      for (const [questionId, choice] of answers) {
        await call('PUT', `/api/attempts/${attempt.body.id}/answers/`, {
          token: student.token,
          json: { question_id: questionId, answer: { choices: [choice] }, seconds_spent: 10 },
        });
      }
      await call('POST', `/api/attempts/${attempt.body.id}/submit/`, { token: student.token });
    };
    const first = await createOnlineTest(server.deps, [batch.id], [maths.id, physics.id], {
      title: 'Mock 1',
    });
    await sit(first.id, [
      [maths.id, 2],
      [physics.id, 0],
    ]);
    const second = await createOnlineTest(server.deps, [batch.id], [maths.id], { title: 'Mock 2' });
    await sit(second.id, [[maths.id, 1]]);
    const unreleased = await createOnlineTest(server.deps, [batch.id], [maths.id], {
      title: 'Mock 3',
      release: 'after_close',
    });
    await sit(unreleased.id, [[maths.id, 2]]);

    const own = progressReport.parse(
      (await call('GET', '/api/student/progress/', { token: student.token })).body,
    );
    const byTeacher = await call('GET', `/api/teacher/students/${student.id}/progress/`, {
      token: teacher.token,
    });
    expect(byTeacher.body.tests).toEqual(own.tests);
    expect(
      own.tests.map((group) => ({
        subject: group.subject,
        scores: group.scores.map(({ title, score, max, percent }) => ({ title, score, max, percent })),
      })),
    ).toEqual([
      {
        subject: 'Maths',
        scores: [
          { title: 'Mock 1', score: 4, max: 4, percent: 100 },
          { title: 'Mock 2', score: -1, max: 4, percent: -25 },
        ],
      },
      { subject: 'Physics', scores: [{ title: 'Mock 1', score: -1, max: 4, percent: -25 }] },
    ]);
  });
});
