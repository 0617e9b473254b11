import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOnlineTest, createQuestion } from '../../../tests/support/assessment-fixtures';
import { createBatch, createClass, createHomework, createUser } from '../../../tests/support/fixtures';
import { testServerForFile } from '../../../tests/support/test-server-for-file';
import * as schema from '../../db/schema';
import type { AuthUser } from '../accounts/auth-user';
import { academyWeek, academyWeekOf, weeklySummaryLines, weeklySummaryOf } from './guardian-mail';

const server = testServerForFile();
const hour = 3_600_000;
const day = 24 * hour;

describe('the weekly summary', () => {
  it('gives the figures of a seeded week: attendance, hand-ins, grades, scores, what is coming, announcements', async () => {
    const { db } = server.deps.database;
    const now = new Date();
    const monday = academyWeekOf(new Date(now.getTime() - 7 * day));
    const { start, end } = academyWeek(monday);
    const at = (days: number, hours = 10) => new Date(start.getTime() + days * day + hours * hour);

    const batch = await createBatch(server.deps);
    const teacher = await createUser(server.deps, {
      role: 'teacher',
      firstName: 'Anita',
      teaches: [batch.id],
    });
    const student = await createUser(server.deps, {
      role: 'student',
      firstName: 'Ishaan',
      batchId: batch.id,
    });

    // Four classes in the week (present, late, absent, one not marked) and one the week before.
    const classes = [];
    for (const dayOfWeek of [0, 2, 4, 5])
      classes.push(await createClass(server.deps, batch.id, { startTime: at(dayOfWeek) }));
    const before = await createClass(server.deps, batch.id, { startTime: new Date(start.getTime() - day) });
    const statuses = ['present', 'late', 'absent'] as const;
    for (const [index, status] of statuses.entries())
      await db
        .insert(schema.attendance)
        .values({ classId: classes[index].id, studentId: student.id, status });
    await db
      .insert(schema.attendance)
      .values({ classId: before.id, studentId: student.id, status: 'absent' });

    // Homework due in the week: on time with a grade, late, missing; and one due in the coming days.
    const onTime = await createHomework(server.deps, [batch.id], { title: 'Ratios', dueDate: at(1, 18) });
    const late = await createHomework(server.deps, [batch.id], { title: 'Triangles', dueDate: at(3, 18) });
    await createHomework(server.deps, [batch.id], { title: 'Circles', dueDate: at(5, 18) });
    await createHomework(server.deps, [batch.id], {
      title: 'Probability',
      dueDate: new Date(now.getTime() + 2 * day),
    });
    await createHomework(server.deps, [batch.id], {
      title: 'Far away',
      dueDate: new Date(now.getTime() + 20 * day),
    });
    await db.insert(schema.submissions).values([
      {
        homeworkId: onTime.id,
        studentId: student.id,
        driveLink: 'https://drive.google.com/a',
        submittedAt: at(1, 9),
        grade: 'A',
      },
      {
        homeworkId: late.id,
        studentId: student.id,
        driveLink: 'https://drive.google.com/b',
        submittedAt: at(4, 9),
        isLate: true,
      },
    ]);

    // A test taken in the week, released on submit: 1 right answer of 1, 4 marks.
    const question = await createQuestion(server.deps, teacher.id);
    const test = await createOnlineTest(server.deps, [batch.id], [question.id], {
      title: 'Algebra quiz',
      opensAt: at(2, 8),
      closesAt: at(2, 20),
    });
    const [attempt] = await db
      .insert(schema.testAttempts)
      .values({ testId: test.id, studentId: student.id, startedAt: at(2, 9), deadline: at(2, 9.5), seed: 1 })
      .returning();
    await db
      .insert(schema.attemptAnswers)
      .values({ attemptId: attempt.id, questionId: question.id, answer: { choices: [2] } });
    await db
      .update(schema.testAttempts)
      .set({ submittedAt: at(2, 9.2), gradedAt: at(2, 9.2), score: 4, sectionScores: [4] })
      .where(eq(schema.testAttempts.id, attempt.id));
    await createOnlineTest(server.deps, [batch.id], [question.id], {
      title: 'Geometry test',
      opensAt: new Date(now.getTime() + 3 * day),
      closesAt: new Date(now.getTime() + 3 * day + 2 * hour),
    });

    // Announcements: one to the student in the week, one to the batch the week before.
    await db.insert(schema.announcements).values([
      {
        teacherId: teacher.id,
        type: 'student',
        studentId: student.id,
        message: 'Great work on ratios.',
        createdAt: at(1),
      },
      {
        teacherId: teacher.id,
        type: 'batch',
        batchId: batch.id,
        message: 'Old news.',
        createdAt: new Date(start.getTime() - day),
      },
    ]);
    server.deps.caches.forgetEverything();

    const asUser: AuthUser = {
      id: student.id,
      role: 'student',
      email: student.email,
      firstName: 'Ishaan',
      lastName: 'Tester',
      batchId: batch.id,
      validUntil: null,
    };
    const summary = await weeklySummaryOf(db, asUser, monday, now);
    expect(summary.attendance).toEqual({
      present: 1,
      late: 1,
      absent: 1,
      excused: 0,
      unmarked: 1,
      percentage: 67,
    });
    expect(summary.homework).toEqual({ on_time: 1, late: 1, missing: 1 });
    expect(summary.grades).toEqual([{ title: 'Ratios', grade: 'A' }]);
    expect(summary.tests).toEqual([{ title: 'Algebra quiz', score: 4, max: 4 }]);
    expect(summary.upcomingHomework.map((item) => item.title)).toEqual(['Probability']);
    expect(summary.upcomingTests.map((item) => item.title)).toEqual(['Geometry test']);
    expect(summary.announcements).toEqual([{ teacher: 'Anita Tester', message: 'Great work on ratios.' }]);
    expect(end.getTime() - start.getTime()).toBe(7 * day);

    const text = weeklySummaryLines('Ishaan Tester', monday, summary).join('\n');
    expect(text).toContain('Attendance: 1 present, 1 late, 1 absent, 0 excused, 1 not marked (67%).');
    expect(text).toContain('Homework due this week: 1 handed in on time, 1 late, 1 missing.');
    expect(text).toContain('Algebra quiz: 4 of 4');
    expect(text).toContain('Homework "Probability" due');
    expect(text).toContain('Test "Geometry test" opens');
    expect(text).toContain('Anita Tester: Great work on ratios.');
  });

  it('counts weeks from Monday midnight in the academy’s zone', () => {
    // Sunday 23:00 in Kolkata is still the week of the Monday before.
    expect(academyWeekOf(new Date('2026-11-29T17:29:00Z'))).toBe('2026-11-23');
    // Monday 00:00 in Kolkata (Sunday 18:30 UTC) starts the next.
    expect(academyWeekOf(new Date('2026-11-29T18:30:00Z'))).toBe('2026-11-30');
    expect(academyWeek('2026-11-30').start.toISOString()).toBe('2026-11-29T18:30:00.000Z');
  });
});
