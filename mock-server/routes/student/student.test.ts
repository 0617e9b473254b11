import { describe, expect, it } from 'vitest';
import { announcementList } from '../../../shared/schemas/announcements';
import { batchList } from '../../../shared/schemas/batches';
import { nextClass } from '../../../shared/schemas/classes';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createBatch, createClass, createUser } from '../../../tests/support/fixtures';

const { server, call, world } = twoBatchApiForFile();

describe('GET /api/student/batches/', () => {
  it("lists the student's own batch, and nothing for a student not yet in one", async () => {
    const mine = await call('GET', '/api/student/batches/', { token: world.studentA.token });
    expect(mine.status).toBe(200);
    expect(batchList.parse(mine.body)).toEqual([{ id: world.batchA.id, name: world.batchA.name }]);
    const unplaced = await createUser(server.deps, { role: 'student', batchId: null });
    expect((await call('GET', '/api/student/batches/', { token: unplaced.token })).body).toEqual([]);
  });
});

describe('GET /api/student/next-class/', () => {
  it('gives a student the nearest class that has not ended (90 minutes), 404 when none', async () => {
    const batch = await createBatch(server.deps);
    const student = await createUser(server.deps, { role: 'student', batchId: batch.id });
    expect((await call('GET', '/api/student/next-class/', { token: student.token })).status).toBe(404);

    const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await createClass(server.deps, batch.id, { topic: 'Ended', startTime: minutesFromNow(-100) });
    await createClass(server.deps, batch.id, { topic: 'Tomorrow', startTime: minutesFromNow(24 * 60) });
    const running = await createClass(server.deps, batch.id, {
      topic: 'Running',
      startTime: minutesFromNow(-60),
      zoomLink: null,
    });
    await createClass(server.deps, world.batchA.id, {
      topic: 'Other batch',
      startTime: minutesFromNow(5),
    });

    const next = await call('GET', '/api/student/next-class/', { token: student.token });
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
      call('POST', '/api/teacher/announcements/', { token: world.teacherA.token, json });
    expect((await send({ type: 'all', message: 'Holiday on Friday' })).status).toBe(201);
    await send({ type: 'batch', message: 'Batch A quiz', batch_id: world.batchA.id });
    await send({ type: 'student', message: 'Well done, Asha', student_id: world.studentA.id });
    const classmate = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });

    const messagesOf = async (token: string) =>
      announcementList
        .parse((await call('GET', '/api/student/announcements/', { token })).body)
        .map((item) => item.message);
    expect(await messagesOf(world.studentA.token)).toEqual([
      'Well done, Asha',
      'Batch A quiz',
      'Holiday on Friday',
    ]);
    expect(await messagesOf(classmate.token)).toEqual(['Batch A quiz', 'Holiday on Friday']);
    expect(await messagesOf(world.studentB.token)).not.toContain('Batch A quiz');
  });
});
