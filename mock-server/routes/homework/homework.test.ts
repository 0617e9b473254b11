import { describe, expect, it } from 'vitest';
import { homeworkItem, homeworkList } from '../../../shared/schemas/homework';
import { studentSubmission, teacherSubmission } from '../../../shared/schemas/submissions';
import { channels } from '../../../shared/socket';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createBatch, createHomework, createSubmission, createUser } from '../../../tests/support/fixtures';

const { server, call, listen, world } = twoBatchApiForFile();

const due = '2030-09-01T18:00:00Z';

/** A new batch C, and a teacher of batch A and of it. */
async function batchCWithTeacherOfAAndC() {
  const batchC = await createBatch(server.deps);
  const teacher = await createUser(server.deps, { role: 'teacher', teaches: [world.batchA.id, batchC.id] });
  return { batchC, teacher };
}

describe('homework: teacher writes, both views, live updates', () => {
  it('creates homework with the defaults and sends it to the teacher channel and each batch channel', async () => {
    const teacherChannel = await listen(channels.teacherHomework(), world.teacherA);
    const batchChannel = await listen(channels.batchHomework(world.batchA.id), world.studentA);
    const created = await call('POST', '/api/homework/', {
      token: world.teacherA.token,
      json: {
        title: 'Vectors',
        due_date: due,
        batch_ids: [world.batchA.id, world.batchA.id],
        subject: 'Physics',
      },
    });
    expect(created.status).toBe(201);
    expect(homeworkItem.parse(created.body)).toMatchObject({
      title: 'Vectors',
      description: '',
      due_date: '2030-09-01T18:00:00.000Z',
      status: 'open',
      allow_resubmit: false,
      allow_late: true,
      gdrive_link: null,
      subject: 'Physics',
      batch_names: [{ id: world.batchA.id, name: world.batchA.name }],
      submissions: [],
    });
    expect(await teacherChannel.next()).toEqual({ action: 'new_homework', homework: created.body });
    expect(await batchChannel.next()).toEqual({ action: 'new_homework', homework: created.body });
  });

  it('shows a student their batch homework with their own submission, and a teacher every batch', async () => {
    const { batchC, teacher } = await batchCWithTeacherOfAAndC();
    const student = await createUser(server.deps, { role: 'student', batchId: batchC.id });
    const classmate = await createUser(server.deps, { role: 'student', batchId: batchC.id });
    const shared = await createHomework(server.deps, [world.batchA.id, batchC.id], {
      title: 'Shared',
    });
    const mine = await createSubmission(server.deps, shared.id, student.id);
    await createSubmission(server.deps, shared.id, classmate.id);
    await createHomework(server.deps, [world.batchB.id], { title: 'Not for C' });

    const studentView = homeworkList.parse(
      (await call('GET', '/api/homework/', { token: student.token })).body,
    );
    expect(studentView.map((item) => item.title)).toEqual(['Shared']);
    expect(studentView[0].batch_names).toEqual([{ id: batchC.id, name: batchC.name }]);
    expect(studentSubmission.parse(studentView[0].submissions[0]).student).toBe(student.id);
    expect(studentView[0].submissions.map((submission) => submission.id)).toEqual([mine.id]);

    const teacherView = homeworkList.parse(
      (await call('GET', '/api/homework/', { token: teacher.token })).body,
    );
    const sharedForTeacher = teacherView.find((item) => item.id === shared.id);
    expect(sharedForTeacher?.batch_names.map((ref) => ref.id).sort()).toEqual(
      [world.batchA.id, batchC.id].sort(),
    );
    expect(sharedForTeacher?.submissions).toEqual([]);
    expect(teacherView.some((item) => item.title === 'Not for C')).toBe(false);

    const submissionsForTeacher = await call('GET', `/api/homework/${shared.id}/submissions/`, {
      token: teacher.token,
    });
    expect(submissionsForTeacher.body).toHaveLength(2);
    expect(teacherSubmission.parse(submissionsForTeacher.body[0]).student).toMatchObject({
      first_name: expect.any(String),
      last_name: 'Tester',
      batch: { id: batchC.id, name: batchC.name },
    });
    const submissionsForStudent = await call('GET', `/api/homework/${shared.id}/submissions/`, {
      token: student.token,
    });
    expect(submissionsForStudent.body).toEqual([{ ...studentView[0].submissions[0] }]);
  });

  it('updates homework: batch channels see the update, a submitter keeps their submission; then deletes it', async () => {
    const { batchC, teacher: teacherAC } = await batchCWithTeacherOfAAndC();
    const coTeacher = await createUser(server.deps, { role: 'teacher', teaches: [batchC.id] });
    const studentC = await createUser(server.deps, { role: 'student', batchId: batchC.id });
    const item = await createHomework(server.deps, [world.batchA.id, batchC.id], { title: 'Optics' });
    const submitted = await createSubmission(server.deps, item.id, world.studentA.id);
    const otherA = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });

    const submitterChannel = await listen(channels.batchHomework(world.batchA.id), world.studentA);
    const otherChannel = await listen(channels.batchHomework(world.batchA.id), otherA);
    const coTeacherChannel = await listen(channels.teacherHomework(), coTeacher);

    const updated = await call('PUT', `/api/homework/${item.id}/`, {
      token: teacherAC.token,
      json: {
        title: 'Optics (revised)',
        due_date: due,
        batch_ids: [world.batchA.id, batchC.id],
        allow_resubmit: true,
        status: 'closed',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: 'Optics (revised)', allow_resubmit: true, status: 'closed' });
    expect(updated.body.batch_names.map((ref: { id: number }) => ref.id).sort()).toEqual(
      [world.batchA.id, batchC.id].sort(),
    );

    const forSubmitter = await submitterChannel.next();
    expect(forSubmitter).toMatchObject({
      action: 'update_homework',
      homework: { id: item.id, title: 'Optics (revised)' },
    });
    expect(
      forSubmitter.action === 'update_homework' && forSubmitter.homework.submissions.map((s) => s.id),
    ).toEqual([submitted.id]);
    const forOther = await otherChannel.next();
    expect(forOther.action === 'update_homework' && forOther.homework.submissions).toEqual([]);
    expect(await coTeacherChannel.next()).toEqual({ action: 'update_homework', homework: updated.body });

    const studentCChannel = await listen(channels.batchHomework(batchC.id), studentC);
    const deleted = await call('DELETE', `/api/homework/${item.id}/`, { token: teacherAC.token });
    expect(deleted.status).toBe(200);
    expect(await studentCChannel.next()).toEqual({ action: 'delete_homework', homework_id: item.id });
    expect(await submitterChannel.next()).toEqual({ action: 'delete_homework', homework_id: item.id });
    expect(await coTeacherChannel.next()).toEqual({ action: 'delete_homework', homework_id: item.id });
    expect(
      (await call('GET', `/api/homework/${item.id}/submissions/`, { token: teacherAC.token })).status,
    ).toBe(404);
  });

  it("keeps another batch's homework channel silent when homework of batch A is written", async () => {
    const channelA = await listen(channels.batchHomework(world.batchA.id), world.studentA);
    const channelB = await listen(channels.batchHomework(world.batchB.id), world.studentB);
    const forA = await call('POST', '/api/homework/', {
      token: world.teacherA.token,
      json: { title: 'Only for A', due_date: due, batch_ids: [world.batchA.id] },
    });
    expect(await channelA.next()).toEqual({ action: 'new_homework', homework: forA.body });
    // Batch B's first message is about its own homework: nothing of A's came before it.
    const forB = await call('POST', '/api/homework/', {
      token: world.teacherB.token,
      json: { title: 'Only for B', due_date: due, batch_ids: [world.batchB.id] },
    });
    expect(await channelB.next()).toEqual({ action: 'new_homework', homework: forB.body });
  });

  it('tells a newly added batch the homework is new and a removed batch it is gone', async () => {
    const { batchC, teacher } = await batchCWithTeacherOfAAndC();
    const studentC = await createUser(server.deps, { role: 'student', batchId: batchC.id });
    const item = await createHomework(server.deps, [world.batchA.id]);
    const channelA = await listen(channels.batchHomework(world.batchA.id), world.studentA);
    const channelC = await listen(channels.batchHomework(batchC.id), studentC);

    const moved = await call('PUT', `/api/homework/${item.id}/`, {
      token: teacher.token,
      json: { title: 'Moved to C', due_date: due, batch_ids: [batchC.id] },
    });
    expect(moved.body.batch_names).toEqual([{ id: batchC.id, name: batchC.name }]);
    expect(await channelC.next()).toMatchObject({ action: 'new_homework', homework: { id: item.id } });
    expect(await channelA.next()).toEqual({ action: 'delete_homework', homework_id: item.id });
  });
});

describe('homework under concurrent edits', () => {
  it('answers every one of several simultaneous updates of the same homework with 200', async () => {
    const item = await createHomework(server.deps, [world.batchA.id]);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        call('PUT', `/api/homework/${item.id}/`, {
          token: world.teacherA.token,
          json: { title: `Edit ${n}`, due_date: due, batch_ids: [world.batchA.id] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const listed = await call('GET', `/api/homework/`, { token: world.teacherA.token });
    const final = listed.body.find((entry: { id: number }) => entry.id === item.id);
    expect(final.batch_names).toEqual([{ id: world.batchA.id, name: world.batchA.name }]);
  });
});
