import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studentSubmission, teacherSubmission } from '../../../shared/schemas/submissions';
import { channels } from '../../../shared/socket';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createBatch, createHomework, createUser } from '../../../tests/support/fixtures';
import * as schema from '../../db/schema';

const { server, call, listen, world } = twoBatchApiForFile();

const link = (name: string) => `https://drive.google.com/file/d/${name}`;

describe('submissions and feedback over HTTP and the per-homework channel', () => {
  it('records a submission, late or on time by due date, and answers 409 to a second one', async () => {
    const onTime = await createHomework(server.deps, [world.batchA.id], {
      dueDate: new Date(Date.now() + 3_600_000),
    });
    const overdue = await createHomework(server.deps, [world.batchA.id], {
      dueDate: new Date(Date.now() - 3_600_000),
    });

    const first = await call('POST', '/api/submissions/', {
      token: world.studentA.token,
      json: { homework: onTime.id, drive_link: `  ${link('a')}  `, is_late: true },
    });
    expect(first.status).toBe(201);
    expect(studentSubmission.parse(first.body)).toMatchObject({
      homework: onTime.id,
      homework_title: onTime.title,
      drive_link: link('a'),
      is_late: false,
      feedback: '',
      grade: null,
      student: world.studentA.id,
    });
    const late = await call('POST', '/api/submissions/', {
      token: world.studentA.token,
      json: { homework: overdue.id, drive_link: link('b') },
    });
    expect(late.body.is_late).toBe(true);

    const again = await call('POST', '/api/submissions/', {
      token: world.studentA.token,
      json: { homework: onTime.id, drive_link: link('c') },
    });
    expect(again.status).toBe(409);
  });

  it('lets two racing first submissions end with one row and one 409', async () => {
    const item = await createHomework(server.deps, [world.batchA.id]);
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        call('POST', '/api/submissions/', {
          token: world.studentA.token,
          json: { homework: item.id, drive_link: link(`r${n}`) },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it('delivers each event in the right shape: the student their own only, the teacher all of them', async () => {
    const item = await createHomework(server.deps, [world.batchA.id], { allowResubmit: true });
    const classmate = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const path = channels.homeworkSubmissions(item.id);
    const student = await listen(path, world.studentA);
    const teacher = await listen(path, world.teacherA);

    await call('POST', '/api/submissions/', {
      token: classmate.token,
      json: { homework: item.id, drive_link: link('classmate') },
    });
    const forTeacher = await teacher.next();
    expect(forTeacher.action).toBe('new_submission');
    expect(
      forTeacher.action === 'new_submission' && teacherSubmission.parse(forTeacher.submission).student.id,
    ).toBe(classmate.id);

    const created = await call('POST', '/api/submissions/', {
      token: world.studentA.token,
      json: { homework: item.id, drive_link: link('mine') },
    });
    // The student's first message is their own submission: the classmate's never reached them.
    expect(await student.next()).toEqual({ action: 'new_submission', submission: created.body });
    expect(await teacher.next()).toMatchObject({
      action: 'new_submission',
      submission: { id: created.body.id },
    });

    const resubmitted = await call('PUT', `/api/submissions/${created.body.id}/`, {
      token: world.studentA.token,
      json: { homework: item.id, drive_link: link('mine-v2') },
    });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.drive_link).toBe(link('mine-v2'));
    expect(await student.next()).toEqual({ action: 'update_submission', submission: resubmitted.body });
    expect(await teacher.next()).toMatchObject({
      action: 'update_submission',
      submission: { drive_link: link('mine-v2') },
    });

    const feedback = await call('POST', `/api/submissions/${created.body.id}/feedback/`, {
      token: world.teacherA.token,
      json: { feedback: 'Neat diagrams', grade: ' A- ' },
    });
    expect(feedback.status).toBe(200);
    expect(teacherSubmission.parse(feedback.body)).toMatchObject({
      feedback: 'Neat diagrams',
      grade: 'A-',
      student: {
        id: world.studentA.id,
        first_name: world.studentA.firstName,
        batch: { id: world.batchA.id },
      },
    });
    const studentFeedback = await student.next();
    expect(studentFeedback).toMatchObject({
      action: 'feedback',
      submission: { student: world.studentA.id, grade: 'A-' },
    });
    expect(await teacher.next()).toEqual({ action: 'feedback', submission: feedback.body });

    // Editing the feedback without a grade (as the feedback form does) keeps the grade
    // (docs/behaviour.md#submission-review).
    const edited = await call('POST', `/api/submissions/${created.body.id}/feedback/`, {
      token: world.teacherA.token,
      json: { feedback: 'Neat diagrams, check units' },
    });
    expect(edited.body).toMatchObject({ feedback: 'Neat diagrams, check units', grade: 'A-' });
    const listed = await call('GET', `/api/homework/${item.id}/submissions/`, {
      token: world.studentA.token,
    });
    expect(listed.body).toEqual([
      { ...resubmitted.body, feedback: 'Neat diagrams, check units', grade: 'A-' },
    ]);

    // A classmate cannot touch my submission.
    const stolen = await call('PUT', `/api/submissions/${created.body.id}/`, {
      token: classmate.token,
      json: { homework: item.id, drive_link: link('stolen') },
    });
    expect(stolen.status).toBe(403);
  });

  it("opens a student's channel with their submission as it stands, so feedback given before it listened is not lost", async () => {
    const item = await createHomework(server.deps, [world.batchA.id]);
    const created = await call('POST', '/api/submissions/', {
      token: world.studentA.token,
      json: { homework: item.id, drive_link: link('early') },
    });
    // Given after the student's list showed the submission, before its channel opened.
    const feedback = await call('POST', `/api/submissions/${created.body.id}/feedback/`, {
      token: world.teacherA.token,
      json: { feedback: 'Seen before you listened', grade: 'B' },
    });
    expect(feedback.status).toBe(200);

    const path = channels.homeworkSubmissions(item.id);
    const student = await listen(path, world.studentA);
    expect(await student.next()).toEqual({
      action: 'update_submission',
      submission: { ...created.body, feedback: 'Seen before you listened', grade: 'B' },
    });
    // Later changes follow the initial snapshot; a teacher's channel opens with nothing.
    const teacher = await listen(path, world.teacherA);
    await call('POST', `/api/submissions/${created.body.id}/feedback/`, {
      token: world.teacherA.token,
      json: { feedback: 'Edited' },
    });
    expect(await student.next()).toMatchObject({ action: 'feedback', submission: { feedback: 'Edited' } });
    expect(await teacher.next()).toMatchObject({ action: 'feedback', submission: { feedback: 'Edited' } });
  });

  it('refuses a resubmission once the homework is closed', async () => {
    const item = await createHomework(server.deps, [world.batchA.id], { allowResubmit: true });
    const created = await call('POST', '/api/submissions/', {
      token: world.studentA.token,
      json: { homework: item.id, drive_link: link('x') },
    });
    const closed = await call('PUT', `/api/homework/${item.id}/`, {
      token: world.teacherA.token,
      json: {
        title: item.title,
        due_date: item.dueDate.toISOString(),
        batch_ids: [world.batchA.id],
        allow_resubmit: true,
        status: 'closed',
      },
    });
    expect(closed.status).toBe(200);
    const refused = await call('PUT', `/api/submissions/${created.body.id}/`, {
      token: world.studentA.token,
      json: { homework: item.id, drive_link: link('y') },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/closed/);
  });
});

describe('homework closed to late work', () => {
  it("keeps a teacher's choice to close a homework to late work, and shows it to the student", async () => {
    const created = await call('POST', '/api/homework/', {
      token: world.teacherA.token,
      json: {
        title: 'No late work',
        due_date: new Date(Date.now() + 86_400_000).toISOString(),
        batch_ids: [world.batchA.id],
        allow_late: false,
      },
    });
    expect([created.status, created.body.allow_late]).toEqual([201, false]);
    const listed = await call('GET', '/api/homework/', { token: world.studentA.token });
    expect(listed.body.find((item: { id: number }) => item.id === created.body.id)).toMatchObject({
      allow_late: false,
    });
  });

  it('refuses a late hand-in and a late resubmission with 409, and takes one on time', async () => {
    const overdue = await createHomework(server.deps, [world.batchA.id], {
      dueDate: new Date(Date.now() - 60_000),
      allowLate: false,
    });
    const onTime = await createHomework(server.deps, [world.batchA.id], {
      allowLate: false,
      allowResubmit: true,
    });
    const late = await call('POST', '/api/submissions/', {
      token: world.studentA.token,
      json: { homework: overdue.id, drive_link: link('too-late') },
    });
    expect([late.status, late.body.detail]).toEqual([
      409,
      'This homework is closed to late work: its due date has passed.',
    ]);
    const listed = await call('GET', `/api/homework/${overdue.id}/submissions/`, {
      token: world.teacherA.token,
    });
    expect(listed.body).toEqual([]);

    const first = await call('POST', '/api/submissions/', {
      token: world.studentA.token,
      json: { homework: onTime.id, drive_link: link('in-time') },
    });
    expect([first.status, first.body.is_late]).toEqual([201, false]);
    // The deadline passes; the same homework now refuses the resubmission it allowed before.
    await server.deps.database.db
      .update(schema.homework)
      .set({ dueDate: new Date(Date.now() - 60_000) })
      .where(eq(schema.homework.id, onTime.id));
    server.deps.caches.forgetEverything();
    const resubmitted = await call('PUT', `/api/submissions/${first.body.id}/`, {
      token: world.studentA.token,
      json: { homework: onTime.id, drive_link: link('after-deadline') },
    });
    expect(resubmitted.status).toBe(409);
    expect(resubmitted.body.detail).toMatch(/closed to late work/);
  });

  it('still takes a late hand-in where late work is allowed, marked late', async () => {
    const overdue = await createHomework(server.deps, [world.batchA.id], {
      dueDate: new Date(Date.now() - 60_000),
    });
    const late = await call('POST', '/api/submissions/', {
      token: world.studentA.token,
      json: { homework: overdue.id, drive_link: link('late-but-ok') },
    });
    expect([late.status, late.body.is_late]).toEqual([201, true]);
  });
});

describe('hand-ins and feedback that arrive together (they share statements)', () => {
  it('answers each of several students handing in at once, refusing only what a check refuses', async () => {
    const open = await createHomework(server.deps, [world.batchA.id]);
    const closed = await createHomework(server.deps, [world.batchA.id], { status: 'closed' });
    const students = await Promise.all(
      Array.from({ length: 8 }, () => createUser(server.deps, { role: 'student', batchId: world.batchA.id })),
    );
    const handIn = (token: string, homework: number, name: string) =>
      call('POST', '/api/submissions/', { token, json: { homework, drive_link: link(name) } });
    const [handedIn, twice, toClosed, notTheirs] = await Promise.all([
      Promise.all(students.map((student, n) => handIn(student.token, open.id, `student-${n}`))),
      handIn(students[0].token, open.id, 'twice'),
      handIn(students[1].token, closed.id, 'closed'),
      handIn(world.studentB.token, open.id, 'other-batch'),
    ]);
    for (const [n, answer] of handedIn.entries()) {
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        homework: open.id,
        student: students[n].id,
        drive_link: link(`student-${n}`),
      });
    }
    expect(twice.status).toBe(409);
    expect([toClosed.status, toClosed.body.detail]).toEqual([409, 'This homework is closed.']);
    expect(notTheirs.status).toBe(403);
    const listed = await call('GET', `/api/homework/${open.id}/submissions/`, {
      token: world.teacherA.token,
    });
    expect(
      listed.body.map((row: { student: { id: number }; drive_link: string }) => [
        row.student.id,
        row.drive_link,
      ]),
    ).toEqual(expect.arrayContaining(students.map((student, n) => [student.id, link(`student-${n}`)])));
    expect(listed.body).toHaveLength(students.length);

    const feedback = (token: string, id: number, json: object) =>
      call('POST', `/api/submissions/${id}/feedback/`, { token, json });
    const graded = await Promise.all(
      handedIn.map((answer, n) =>
        feedback(world.teacherA.token, answer.body.id, { feedback: `note ${n}`, grade: `G${n}` }),
      ),
    );
    for (const [n, answer] of graded.entries()) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: handedIn[n].body.id, feedback: `note ${n}`, grade: `G${n}` });
    }
    const [kept, refused, ...sameOne] = await Promise.all([
      feedback(world.teacherA.token, handedIn[0].body.id, { feedback: 'edited, grade kept' }),
      feedback(world.teacherB.token, handedIn[1].body.id, { feedback: 'not my batch' }),
      feedback(world.teacherA.token, handedIn[2].body.id, { feedback: 'first of two', grade: 'B' }),
      feedback(world.teacherA.token, handedIn[2].body.id, { feedback: 'second of two', grade: 'C' }),
    ]);
    expect(kept.body).toMatchObject({ feedback: 'edited, grade kept', grade: 'G0' });
    expect(refused.status).toBe(403);
    expect(sameOne.map((answer) => answer.status)).toEqual([200, 200]);
    const after = await call('GET', `/api/homework/${open.id}/submissions/`, { token: world.teacherA.token });
    const byId = new Map(after.body.map((row: { id: number }) => [row.id, row]));
    expect(byId.get(handedIn[1].body.id)).toMatchObject({ feedback: 'note 1', grade: 'G1' });
    // The two on one submission were both written, one after the other: the last one stands.
    expect(sameOne.map((answer) => answer.body)).toContainEqual(byId.get(handedIn[2].body.id));
  });
});

describe('homework shared between batches of different teachers', () => {
  it("shows and sends each teacher only their own batches' submissions", async () => {
    const batchC = await createBatch(server.deps);
    const teacherC = await createUser(server.deps, { role: 'teacher', teaches: [batchC.id] });
    const studentC = await createUser(server.deps, { role: 'student', batchId: batchC.id });
    const shared = await createHomework(server.deps, [world.batchA.id, batchC.id]);
    const path = channels.homeworkSubmissions(shared.id);
    const teacherAChannel = await listen(path, world.teacherA);
    const teacherCChannel = await listen(path, teacherC);

    const fromC = await call('POST', '/api/submissions/', {
      token: studentC.token,
      json: { homework: shared.id, drive_link: link('from-c') },
    });
    expect(await teacherCChannel.next()).toMatchObject({
      action: 'new_submission',
      submission: { id: fromC.body.id, student: { id: studentC.id } },
    });
    const fromA = await call('POST', '/api/submissions/', {
      token: world.studentA.token,
      json: { homework: shared.id, drive_link: link('from-a') },
    });
    // Teacher A's first message is batch A's submission: batch C's never reached them.
    expect(await teacherAChannel.next()).toMatchObject({
      action: 'new_submission',
      submission: { id: fromA.body.id, student: { id: world.studentA.id } },
    });

    const listedFor = async (token: string) =>
      (await call('GET', `/api/homework/${shared.id}/submissions/`, { token })).body.map(
        (submission: { id: number }) => submission.id,
      );
    expect(await listedFor(world.teacherA.token)).toEqual([fromA.body.id]);
    expect(await listedFor(teacherC.token)).toEqual([fromC.body.id]);

    const graded = await call('POST', `/api/submissions/${fromC.body.id}/feedback/`, {
      token: teacherC.token,
      json: { feedback: 'Well argued', grade: 'A' },
    });
    expect(graded.status).toBe(200);
    expect(await teacherCChannel.next()).toEqual({ action: 'feedback', submission: graded.body });
    const refused = await call('POST', `/api/submissions/${fromC.body.id}/feedback/`, {
      token: world.teacherA.token,
      json: { feedback: 'Overwritten' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('This submission is from a student of a batch you do not teach.');
  });
});
