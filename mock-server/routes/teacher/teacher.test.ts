import { describe, expect, it } from 'vitest';
import { announcement, announcementList } from '../../../shared/schemas/announcements';
import { channels } from '../../../shared/socket';
import { openChannel } from '../../../tests/api/support/channel-client';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createBatch, createUser } from '../../../tests/support/fixtures';
import { teacherBatches } from '../../db/schema';

const api = twoBatchApiForFile();

describe('announcements and the teacher and student lists', () => {
  it("reaches the right students: all = the teacher's batches, batch = one batch, student = one student", async () => {
    const batchC = await createBatch(api.server.deps);
    const teacher = await createUser(api.server.deps, {
      role: 'teacher',
      firstName: 'Kiran',
      lastName: 'Shah',
      teaches: [batchC.id, api.world.batchB.id],
    });
    const inC = await createUser(api.server.deps, { role: 'student', batchId: batchC.id });
    const alsoInC = await createUser(api.server.deps, { role: 'student', batchId: batchC.id });
    const send = (json: object) =>
      api.call('POST', '/api/teacher/announcements/', { token: teacher.token, json });

    const toAll = await send({
      type: 'all',
      message: '  Holiday on Monday  ',
      batch_id: api.world.batchA.id,
      student_id: api.world.studentA.id,
    });
    expect(toAll.status).toBe(201);
    expect(announcement.parse(toAll.body)).toMatchObject({
      type: 'all',
      message: 'Holiday on Monday',
      batch_id: null,
      student_id: null,
      teacher_name: 'Kiran Shah',
    });
    await send({ type: 'batch', message: 'Batch B test', batch_id: api.world.batchB.id });
    await send({ type: 'student', message: 'See me after class', student_id: inC.id });

    const messagesOf = async (token: string) =>
      announcementList
        .parse((await api.call('GET', '/api/student/announcements/', { token })).body)
        .map((item) => item.message);
    expect(await messagesOf(inC.token)).toEqual(['See me after class', 'Holiday on Monday']);
    expect(await messagesOf(alsoInC.token)).toEqual(['Holiday on Monday']);
    expect(await messagesOf(api.world.studentB.token)).toEqual(['Batch B test', 'Holiday on Monday']);
    expect(await messagesOf(api.world.studentA.token)).toEqual([]);
  });

  it('keeps an announcement to all with the batches the teacher taught when sending it', async () => {
    const batchC = await createBatch(api.server.deps);
    const teacher = await createUser(api.server.deps, { role: 'teacher', teaches: [batchC.id] });
    const inC = await createUser(api.server.deps, { role: 'student', batchId: batchC.id });
    const before = await api.call('POST', '/api/teacher/announcements/', {
      token: teacher.token,
      json: { type: 'all', message: 'Welcome, batch C' },
    });
    expect(before.status).toBe(201);

    const batchD = await createBatch(api.server.deps);
    const inD = await createUser(api.server.deps, { role: 'student', batchId: batchD.id });
    await api.server.deps.database.db
      .insert(teacherBatches)
      .values({ teacherId: teacher.id, batchId: batchD.id });
    const after = await api.call('POST', '/api/teacher/announcements/', {
      token: teacher.token,
      json: { type: 'all', message: 'Welcome, C and D' },
    });
    expect(after.status).toBe(201);

    const messagesOf = async (token: string) =>
      (await api.call('GET', '/api/student/announcements/', { token })).body.map(
        (item: { message: string }) => item.message,
      );
    expect(await messagesOf(inD.token)).toEqual(['Welcome, C and D']);
    expect(await messagesOf(inC.token)).toEqual(['Welcome, C and D', 'Welcome, batch C']);
  });

  it('sends new_announcement on the batch channel, a personal one only to that student', async () => {
    const classmate = await createUser(api.server.deps, { role: 'student', batchId: api.world.batchA.id });
    const mine = await openChannel(
      api.server.url,
      channels.studentBatch(api.world.batchA.id),
      api.world.studentA.token,
    );
    const theirs = await openChannel(
      api.server.url,
      channels.studentBatch(api.world.batchA.id),
      classmate.token,
    );
    const send = (json: object) =>
      api.call('POST', '/api/teacher/announcements/', { token: api.world.teacherA.token, json });

    const personal = await send({
      type: 'student',
      message: 'Your report is ready',
      student_id: api.world.studentA.id,
    });
    const everyone = await send({ type: 'batch', message: 'Quiz tomorrow', batch_id: api.world.batchA.id });
    expect(await mine.next()).toEqual({ action: 'new_announcement', announcement: personal.body });
    expect(await mine.next()).toEqual({ action: 'new_announcement', announcement: everyone.body });
    // The classmate's first message is the batch one: the personal one never reached them.
    expect(await theirs.next()).toEqual({ action: 'new_announcement', announcement: everyone.body });
    mine.close();
    theirs.close();
  });

  it('lists the teacher batches and their students, and the student their own batch', async () => {
    const batches = await api.call('GET', '/api/teacher/batches/', { token: api.world.teacherA.token });
    expect(batches.body).toEqual([{ id: api.world.batchA.id, name: api.world.batchA.name }]);
    const students = await api.call('GET', '/api/teacher/students/', { token: api.world.teacherB.token });
    expect(students.body).toEqual([
      { id: api.world.studentB.id, full_name: 'Bina Tester', email: api.world.studentB.email },
    ]);
    const own = await api.call('GET', '/api/student/batches/', { token: api.world.studentB.token });
    expect(own.body).toEqual([{ id: api.world.batchB.id, name: api.world.batchB.name }]);
  });
});
