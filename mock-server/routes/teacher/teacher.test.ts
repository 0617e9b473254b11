import { describe, expect, it } from 'vitest';
import { announcement, announcementList } from '../../../shared/schemas/announcements';
import { channels } from '../../../shared/socket';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createBatch, createUser } from '../../../tests/support/fixtures';
import { teacherBatches } from '../../db/schema';

const { server, call, listen, world } = twoBatchApiForFile();

describe('announcements and the teacher and student lists', () => {
  it("reaches the right students: all = the teacher's batches, batch = one batch, student = one student", async () => {
    const batchC = await createBatch(server.deps);
    const teacher = await createUser(server.deps, {
      role: 'teacher',
      firstName: 'Kiran',
      lastName: 'Shah',
      teaches: [batchC.id, world.batchB.id],
    });
    const inC = await createUser(server.deps, { role: 'student', batchId: batchC.id });
    const alsoInC = await createUser(server.deps, { role: 'student', batchId: batchC.id });
    const send = (json: object) =>
      call('POST', '/api/teacher/announcements/', { token: teacher.token, json });

    const toAll = await send({
      type: 'all',
      message: '  Holiday on Monday  ',
      batch_id: world.batchA.id,
      student_id: world.studentA.id,
    });
    expect(toAll.status).toBe(201);
    expect(announcement.parse(toAll.body)).toMatchObject({
      type: 'all',
      message: 'Holiday on Monday',
      batch_id: null,
      student_id: null,
      teacher_name: 'Kiran Shah',
    });
    await send({ type: 'batch', message: 'Batch B test', batch_id: world.batchB.id });
    await send({ type: 'student', message: 'See me after class', student_id: inC.id });

    const messagesOf = async (token: string) =>
      announcementList
        .parse((await call('GET', '/api/student/announcements/', { token })).body)
        .map((item) => item.message);
    expect(await messagesOf(inC.token)).toEqual(['See me after class', 'Holiday on Monday']);
    expect(await messagesOf(alsoInC.token)).toEqual(['Holiday on Monday']);
    expect(await messagesOf(world.studentB.token)).toEqual(['Batch B test', 'Holiday on Monday']);
    expect(await messagesOf(world.studentA.token)).toEqual([]);
  });

  it('keeps an announcement to all with the batches the teacher taught when sending it', async () => {
    const batchC = await createBatch(server.deps);
    const teacher = await createUser(server.deps, { role: 'teacher', teaches: [batchC.id] });
    const inC = await createUser(server.deps, { role: 'student', batchId: batchC.id });
    const before = await call('POST', '/api/teacher/announcements/', {
      token: teacher.token,
      json: { type: 'all', message: 'Welcome, batch C' },
    });
    expect(before.status).toBe(201);

    const batchD = await createBatch(server.deps);
    const inD = await createUser(server.deps, { role: 'student', batchId: batchD.id });
    await server.deps.database.db
      .insert(teacherBatches)
      .values({ teacherId: teacher.id, batchId: batchD.id });
    const after = await call('POST', '/api/teacher/announcements/', {
      token: teacher.token,
      json: { type: 'all', message: 'Welcome, C and D' },
    });
    expect(after.status).toBe(201);

    const messagesOf = async (token: string) =>
      (await call('GET', '/api/student/announcements/', { token })).body.map(
        (item: { message: string }) => item.message,
      );
    expect(await messagesOf(inD.token)).toEqual(['Welcome, C and D']);
    expect(await messagesOf(inC.token)).toEqual(['Welcome, C and D', 'Welcome, batch C']);
  });

  it('sends new_announcement on the batch channel, a personal one only to that student', async () => {
    const classmate = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const mine = await listen(channels.studentBatch(world.batchA.id), world.studentA);
    const theirs = await listen(channels.studentBatch(world.batchA.id), classmate);
    const send = (json: object) =>
      call('POST', '/api/teacher/announcements/', { token: world.teacherA.token, json });

    const personal = await send({
      type: 'student',
      message: 'Your report is ready',
      student_id: world.studentA.id,
    });
    const everyone = await send({ type: 'batch', message: 'Quiz tomorrow', batch_id: world.batchA.id });
    expect(await mine.next()).toEqual({ action: 'new_announcement', announcement: personal.body });
    expect(await mine.next()).toEqual({ action: 'new_announcement', announcement: everyone.body });
    // The classmate's first message is the batch one: the personal one never reached them.
    expect(await theirs.next()).toEqual({ action: 'new_announcement', announcement: everyone.body });
  });

  it('lists the teacher batches and their students, and the student their own batch', async () => {
    const batches = await call('GET', '/api/teacher/batches/', { token: world.teacherA.token });
    expect(batches.body).toEqual([{ id: world.batchA.id, name: world.batchA.name }]);
    const lapsed = await createUser(server.deps, {
      role: 'student',
      firstName: 'Zoya',
      batchId: world.batchB.id,
      validUntil: '2026-01-31',
    });
    const students = await call('GET', '/api/teacher/students/', { token: world.teacherB.token });
    const batchB = { id: world.batchB.id, name: world.batchB.name };
    expect(students.body).toEqual([
      {
        id: world.studentB.id,
        full_name: 'Bina Tester',
        email: world.studentB.email,
        batch: batchB,
        status: 'active',
        valid_until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      {
        id: lapsed.id,
        full_name: 'Zoya Tester',
        email: lapsed.email,
        batch: batchB,
        status: 'lapsed',
        valid_until: '2026-01-31',
      },
    ]);
    const own = await call('GET', '/api/student/batches/', { token: world.studentB.token });
    expect(own.body).toEqual([{ id: world.batchB.id, name: world.batchB.name }]);
  });
});
