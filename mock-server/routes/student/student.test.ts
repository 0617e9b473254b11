import { describe, expect, it } from 'vitest';
import { announcementList } from '../../../shared/schemas/announcements';
import { batchList } from '../../../shared/schemas/batches';
import { nextClass } from '../../../shared/schemas/classes';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createBatch, createClass, createUser } from '../../../tests/support/fixtures';

const api = twoBatchApiForFile();

describe('GET /api/student/batches/', () => {
  it("lists the student's own batch, and nothing for a student not yet in one", async () => {
    const mine = await api.call('GET', '/api/student/batches/', { token: api.world.studentA.token });
    expect(mine.status).toBe(200);
    expect(batchList.parse(mine.body)).toEqual([{ id: api.world.batchA.id, name: api.world.batchA.name }]);
    const unplaced = await createUser(api.server.deps, { role: 'student', batchId: null });
    expect((await api.call('GET', '/api/student/batches/', { token: unplaced.token })).body).toEqual([]);
  });
});

describe('GET /api/student/next-class/', () => {
  it('gives a student the nearest class that has not ended (90 minutes), 404 when none', async () => {
    const batch = await createBatch(api.server.deps);
    const student = await createUser(api.server.deps, { role: 'student', batchId: batch.id });
    expect((await api.call('GET', '/api/student/next-class/', { token: student.token })).status).toBe(404);

    const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await createClass(api.server.deps, batch.id, { topic: 'Ended', startTime: minutesFromNow(-100) });
    await createClass(api.server.deps, batch.id, { topic: 'Tomorrow', startTime: minutesFromNow(24 * 60) });
    const running = await createClass(api.server.deps, batch.id, {
      topic: 'Running',
      startTime: minutesFromNow(-60),
      zoomLink: null,
    });
    await createClass(api.server.deps, api.world.batchA.id, {
      topic: 'Other batch',
      startTime: minutesFromNow(5),
    });

    const next = await api.call('GET', '/api/student/next-class/', { token: student.token });
    expect(next.status).toBe(200);
    expect(nextClass.strict().parse(next.body)).toEqual({
      id: running.id,
      topic: 'Running',
      start_time: running.startTime.toISOString(),
      zoom_link: null,
    });
  });
});

describe('GET /api/student/announcements/', () => {
  it("shows a student what was sent to all, to their batch and to them, latest first, and nothing of another's", async () => {
    const send = (json: object) =>
      api.call('POST', '/api/teacher/announcements/', { token: api.world.teacherA.token, json });
    expect((await send({ type: 'all', message: 'Holiday on Friday' })).status).toBe(201);
    await send({ type: 'batch', message: 'Batch A quiz', batch_id: api.world.batchA.id });
    await send({ type: 'student', message: 'Well done, Asha', student_id: api.world.studentA.id });
    const classmate = await createUser(api.server.deps, { role: 'student', batchId: api.world.batchA.id });

    const messagesOf = async (token: string) =>
      announcementList
        .parse((await api.call('GET', '/api/student/announcements/', { token })).body)
        .map((item) => item.message);
    expect(await messagesOf(api.world.studentA.token)).toEqual([
      'Well done, Asha',
      'Batch A quiz',
      'Holiday on Friday',
    ]);
    expect(await messagesOf(classmate.token)).toEqual(['Batch A quiz', 'Holiday on Friday']);
    expect(await messagesOf(api.world.studentB.token)).not.toContain('Batch A quiz');
  });
});
