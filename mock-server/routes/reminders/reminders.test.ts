import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { announcement } from '../../../shared/schemas/announcements';
import { missingSubmissions } from '../../../shared/schemas/reminders';
import { channels } from '../../../shared/socket';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createBatch, createHomework, createSubmission, createUser } from '../../../tests/support/fixtures';

const { server, call, listen, world } = twoBatchApiForFile();

describe('GET /api/homework/{id}/missing/', () => {
  it("lists the students of the teacher's batches of the homework who handed nothing in", async () => {
    const second = await createBatch(server.deps, 'Zeta');
    const teacher = await createUser(server.deps, {
      role: 'teacher',
      teaches: [world.batchA.id, second.id],
    });
    const inSecond = await createUser(server.deps, {
      role: 'student',
      firstName: 'Zoya',
      batchId: second.id,
    });
    const item = await createHomework(server.deps, [world.batchA.id, second.id, world.batchB.id], {
      dueDate: new Date(Date.now() + 86_400_000),
    });
    await createSubmission(server.deps, item.id, world.studentA.id);

    const answer = await call('GET', `/api/homework/${item.id}/missing/`, { token: teacher.token });
    expect(answer.status).toBe(200);
    const missing = missingSubmissions.parse(answer.body);
    expect(missing.overdue).toBe(false);
    expect(missing.due_date).toBe(item.dueDate.toISOString());
    // Batch B's student is missing too, but batch B is not this teacher's; Asha handed in.
    expect(missing.students.map((student) => [student.first_name, student.batch.id])).toEqual([
      [world.lapsed.firstName, world.batchA.id],
      ['Zoya', second.id],
    ]);
    expect(missing.students[1].id).toBe(inSecond.id);
  });

  it('marks the list overdue once the due date has passed', async () => {
    const item = await createHomework(server.deps, [world.batchA.id], {
      dueDate: new Date(Date.now() - 60_000),
    });
    const answer = await call('GET', `/api/homework/${item.id}/missing/`, {
      token: world.teacherA.token,
    });
    expect(answer.body.overdue).toBe(true);
  });

  it('answers 404 for no such homework and 403 for homework of batches the teacher does not teach', async () => {
    expect((await call('GET', '/api/homework/999999/missing/', { token: world.teacherA.token })).status).toBe(
      404,
    );
    const theirs = await createHomework(server.deps, [world.batchB.id]);
    expect(
      (await call('GET', `/api/homework/${theirs.id}/missing/`, { token: world.teacherA.token })).status,
    ).toBe(403);
  });
});

describe('POST /api/homework/{id}/reminders/', () => {
  it("sends the student an announcement with the homework's title and due date, live on their batch channel", async () => {
    const item = await createHomework(server.deps, [world.batchA.id], {
      title: 'Vectors worksheet',
      dueDate: new Date('2030-03-05T12:30:00Z'),
    });
    const classmate = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const studentChannel = await listen(channels.studentBatch(world.batchA.id), world.studentA);
    const classmateChannel = await listen(channels.studentBatch(world.batchA.id), classmate);

    const answer = await call('POST', `/api/homework/${item.id}/reminders/`, {
      token: world.teacherA.token,
      json: { student_id: world.studentA.id },
    });
    expect(answer.status).toBe(201);
    const sent = announcement.parse(answer.body);
    expect(sent).toMatchObject({ type: 'student', student_id: world.studentA.id, batch_id: null });
    expect(sent.message).toContain('Vectors worksheet');
    expect(sent.message).toContain('5 Mar 2030');
    expect(await studentChannel.next()).toEqual({ action: 'new_announcement', announcement: sent });

    const dashboard = await call('GET', '/api/student/announcements/', {
      token: world.studentA.token,
    });
    expect(dashboard.body[0]).toEqual(sent);
    const classmates = await call('GET', '/api/student/announcements/', { token: classmate.token });
    expect(classmates.body.map((item: { id: number }) => item.id)).not.toContain(sent.id);
    // The classmate's next message is a later batch announcement: the reminder never reached them.
    const later = await call('POST', '/api/teacher/announcements/', {
      token: world.teacherA.token,
      json: { type: 'batch', batch_id: world.batchA.id, message: 'Class moved' },
    });
    expect(await classmateChannel.next()).toEqual({ action: 'new_announcement', announcement: later.body });
  });

  it('refuses a student who handed in (409), one of another batch (403) and a bad body (400)', async () => {
    const item = await createHomework(server.deps, [world.batchA.id]);
    await createSubmission(server.deps, item.id, world.studentA.id);
    const remind = (json: unknown) =>
      call('POST', `/api/homework/${item.id}/reminders/`, { token: world.teacherA.token, json });
    expect((await remind({ student_id: world.studentA.id })).status).toBe(409);
    expect((await remind({ student_id: world.studentB.id })).status).toBe(403);
    expect((await remind({ student_id: world.teacherA.id })).status).toBe(403);
    expect((await remind({ student_id: 99_999_999_999 })).status).toBe(403);
    expect((await remind({})).status).toBe(400);
  });

  it('reminds a student of a homework once an hour: a second reminder, from any teacher, is a 409', async () => {
    const item = await createHomework(server.deps, [world.batchA.id]);
    const colleague = await createUser(server.deps, { role: 'teacher', teaches: [world.batchA.id] });
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const remind = (token: string) =>
      call('POST', `/api/homework/${item.id}/reminders/`, { token, json: { student_id: student.id } });
    const [first, second] = await Promise.all([remind(world.teacherA.token), remind(colleague.token)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const again = await remind(world.teacherA.token);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(messages.teacher.reminderAlreadySent);
    const inbox = await call('GET', '/api/student/announcements/', { token: student.token });
    const toThem = inbox.body.filter((item: { type: string }) => item.type === 'student');
    expect(toThem).toEqual([first.status === 201 ? first.body : second.body]);
    // Another homework is another reminder.
    const other = await createHomework(server.deps, [world.batchA.id]);
    const otherReminder = await call('POST', `/api/homework/${other.id}/reminders/`, {
      token: world.teacherA.token,
      json: { student_id: student.id },
    });
    expect(otherReminder.status).toBe(201);
  });

  it("answers a student outside the teacher's batches alike whether or not they handed in", async () => {
    // The homework is visible to teacher A through batch A; batch B's students are not theirs.
    const item = await createHomework(server.deps, [world.batchA.id, world.batchB.id]);
    const handedIn = await createUser(server.deps, { role: 'student', batchId: world.batchB.id });
    const notHandedIn = await createUser(server.deps, { role: 'student', batchId: world.batchB.id });
    await createSubmission(server.deps, item.id, handedIn.id);
    const remind = (studentId: number) =>
      call('POST', `/api/homework/${item.id}/reminders/`, {
        token: world.teacherA.token,
        json: { student_id: studentId },
      });
    const [submitted, missing] = [await remind(handedIn.id), await remind(notHandedIn.id)];
    expect(submitted.status).toBe(403);
    expect(submitted.body).toEqual(missing.body);
    expect(missing.status).toBe(403);
  });
});
