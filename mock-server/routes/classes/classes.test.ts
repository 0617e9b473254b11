import { describe, expect, it } from 'vitest';
import { classList, liveClass } from '../../../shared/schemas/classes';
import { channels } from '../../../shared/socket';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createBatch, createClass, createUser } from '../../../tests/support/fixtures';

const { server, call, listen, world } = twoBatchApiForFile();

/** A new batch and a teacher of it. */
async function batchWithTeacher() {
  const batch = await createBatch(server.deps);
  const teacher = await createUser(server.deps, { role: 'teacher', teaches: [batch.id] });
  return { batch, teacher };
}

/** A class of the batch on this topic, starting at this ISO time. */
const classAt = (batchId: number, topic: string, startTime: string) =>
  createClass(server.deps, batchId, { topic, startTime: new Date(startTime) });

describe('classes: teacher writes, student next class, live updates', () => {
  it('creates a class in UTC with the defaults and announces it on the teacher, batch and class channels', async () => {
    const teacherChannel = await listen(channels.teacherClasses(), world.teacherA);
    const batchChannel = await listen(channels.studentBatch(world.batchA.id), world.studentA);
    const created = await call('POST', '/api/classes/', {
      token: world.teacherA.token,
      json: {
        topic: '  Thermodynamics ',
        batch_id: String(world.batchA.id),
        start_time: '2030-05-10T16:00:00+05:30',
        zoom_link: '',
      },
    });
    expect(created.status).toBe(201);
    expect(liveClass.parse(created.body)).toEqual({
      id: expect.any(Number),
      topic: 'Thermodynamics',
      batch: { id: world.batchA.id, name: world.batchA.name },
      start_time: '2030-05-10T10:30:00.000Z',
      zoom_link: null,
      status: 'scheduled',
      notes: '',
    });
    expect(await teacherChannel.next()).toEqual({ action: 'new_class', class: created.body });
    expect(await batchChannel.next()).toEqual({ action: 'new_class', class: created.body });
  });

  it('sends updates and deletes to the class and batch channels and to teachers of the batch only', async () => {
    const existing = await createClass(server.deps, world.batchA.id);
    const classChannel = await listen(channels.studentClass(existing.id), world.studentA);
    const batchChannel = await listen(channels.studentBatch(world.batchA.id), world.studentA);
    const teacherA = await listen(channels.teacherClasses(), world.teacherA);
    const teacherB = await listen(channels.teacherClasses(), world.teacherB);

    const updated = await call('PUT', `/api/classes/${existing.id}/`, {
      token: world.teacherA.token,
      json: {
        topic: 'Moved',
        batch_id: world.batchA.id,
        start_time: '2030-06-01T08:00:00Z',
        status: 'active',
        zoom_link: 'https://zoom.example/j/2',
        notes: 'Bring a calculator',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      topic: 'Moved',
      status: 'active',
      start_time: '2030-06-01T08:00:00.000Z',
      notes: 'Bring a calculator',
    });
    expect(await classChannel.next()).toEqual({ action: 'update_class', class: updated.body });
    expect(await batchChannel.next()).toEqual({ action: 'update_class', class: updated.body });
    expect(await teacherA.next()).toEqual({ action: 'update_class', class: updated.body });

    const deleted = await call('DELETE', `/api/classes/${existing.id}/`, {
      token: world.teacherA.token,
    });
    expect(deleted.status).toBe(200);
    expect(await classChannel.next()).toEqual({ action: 'delete_class', class_id: existing.id });
    expect(await batchChannel.next()).toEqual({ action: 'delete_class', class_id: existing.id });
    expect(await teacherA.next()).toEqual({ action: 'delete_class', class_id: existing.id });

    // Teacher B heard none of it: their first message is about their own batch.
    const own = await call('POST', '/api/classes/', {
      token: world.teacherB.token,
      json: { topic: 'B only', batch_id: world.batchB.id, start_time: '2030-06-02T08:00:00Z' },
    });
    expect(await teacherB.next()).toEqual({ action: 'new_class', class: own.body });
  });

  it("lists the teacher's classes earliest first, and by date", async () => {
    const { batch, teacher } = await batchWithTeacher();
    await classAt(batch.id, 'Late', '2030-07-01T23:30:00Z');
    await classAt(batch.id, 'Early', '2030-07-01T00:00:00Z');
    await classAt(batch.id, 'Next day', '2030-07-02T00:00:00Z');
    await classAt(world.batchB.id, 'Other batch', '2030-07-01T12:00:00Z');

    const all = await call('GET', '/api/classes/', { token: teacher.token });
    expect(classList.parse(all.body).map((item) => item.topic)).toEqual(['Early', 'Late', 'Next day']);
    const onDay = await call('GET', '/api/teacher/classes/?date=2030-07-01', { token: teacher.token });
    expect(onDay.body.map((item: { topic: string }) => item.topic)).toEqual(['Early', 'Late']);
    const empty = await call('GET', '/api/teacher/classes/?date=2030-07-03', { token: teacher.token });
    expect(empty.body).toEqual([]);
  });

  it('tells the batch channel when another class of the batch moves before the next one, or is deleted', async () => {
    const batch = await createBatch(server.deps);
    const teacher = await createUser(server.deps, {
      role: 'teacher',
      teaches: [batch.id, world.batchB.id],
    });
    const student = await createUser(server.deps, { role: 'student', batchId: batch.id });
    const next = await createClass(server.deps, batch.id, {
      startTime: new Date('2030-08-10T10:00:00Z'),
    });
    const later = await createClass(server.deps, batch.id, {
      startTime: new Date('2030-08-12T10:00:00Z'),
    });
    const batchChannel = await listen(channels.studentBatch(batch.id), student);
    const watched = await listen(channels.studentClass(next.id), student);

    const movedEarlier = await call('PUT', `/api/classes/${later.id}/`, {
      token: teacher.token,
      json: { topic: later.topic, batch_id: batch.id, start_time: '2030-08-09T10:00:00Z' },
    });
    expect(movedEarlier.status).toBe(200);
    expect(await batchChannel.next()).toEqual({ action: 'update_class', class: movedEarlier.body });

    const deleted = await call('DELETE', `/api/classes/${later.id}/`, { token: teacher.token });
    expect(deleted.status).toBe(200);
    expect(await batchChannel.next()).toEqual({ action: 'delete_class', class_id: later.id });

    // Moved to another batch: gone from this one (the watched class channel hears it too).
    const movedAway = await call('PUT', `/api/classes/${next.id}/`, {
      token: teacher.token,
      json: { topic: next.topic, batch_id: world.batchB.id, start_time: '2030-08-10T10:00:00Z' },
    });
    expect(await batchChannel.next()).toEqual({ action: 'delete_class', class_id: next.id });
    expect(await watched.next()).toEqual({ action: 'update_class', class: movedAway.body });
  });

  it("reads the day in the teacher's time zone, UTC without one, up to the last day a date can have", async () => {
    const { batch, teacher } = await batchWithTeacher();
    await classAt(batch.id, 'Evening in UTC', '2026-05-20T20:30:00Z');
    const topicsOn = async (query: string) =>
      (await call('GET', `/api/teacher/classes/?${query}`, { token: teacher.token })).body.map(
        (item: { topic: string }) => item.topic,
      );
    expect(await topicsOn('date=2026-05-20')).toEqual(['Evening in UTC']);
    expect(await topicsOn('date=2026-05-21&tz=Asia/Kolkata')).toEqual(['Evening in UTC']);
    expect(await topicsOn('date=2026-05-20&tz=Asia/Kolkata')).toEqual([]);
    expect(await topicsOn('date=2026-05-20&tz=America/New_York')).toEqual(['Evening in UTC']);

    for (const query of [
      'date=9999-12-31',
      'date=9999-12-31&tz=America/Los_Angeles',
      'date=1900-01-01&tz=Pacific/Kiritimati',
    ]) {
      const answer = await call('GET', `/api/teacher/classes/?${query}`, { token: teacher.token });
      expect(answer.status, query).toBe(200);
      expect(answer.body, query).toEqual([]);
    }
  });

  it('does not give an inactive class as the next one', async () => {
    const { batch, teacher } = await batchWithTeacher();
    const student = await createUser(server.deps, { role: 'student', batchId: batch.id });
    const soon = await createClass(server.deps, batch.id, {
      startTime: new Date(Date.now() + 3_600_000),
    });
    const after = await createClass(server.deps, batch.id, {
      startTime: new Date(Date.now() + 7_200_000),
    });
    const cancelled = await call('PUT', `/api/classes/${soon.id}/`, {
      token: teacher.token,
      json: {
        topic: soon.topic,
        batch_id: batch.id,
        start_time: soon.startTime.toISOString(),
        status: 'inactive',
      },
    });
    expect(cancelled.status).toBe(200);
    const next = await call('GET', '/api/student/next-class/', { token: student.token });
    expect(next.body).toMatchObject({ id: after.id });
  });
});
