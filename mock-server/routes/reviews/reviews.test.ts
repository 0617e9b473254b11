import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pendingReviewList } from '../../../shared/schemas/reviews';
import { channels } from '../../../shared/socket';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createBatch, createHomework, createSubmission, createUser } from '../../../tests/support/fixtures';
import { submissions } from '../../db/schema';

const { server, call, listen, world } = twoBatchApiForFile();

const submittedAt = async (submissionId: number, hoursAgo: number) =>
  server.deps.database.db
    .update(submissions)
    .set({ submittedAt: new Date(Date.now() - hoursAgo * 3_600_000) })
    .where(eq(submissions.id, submissionId));

describe('GET /api/teacher/pending-reviews/', () => {
  it("counts the teacher's students' submissions without feedback per homework, oldest waiting first", async () => {
    const teacher = await createUser(server.deps, { role: 'teacher', teaches: [world.batchA.id] });
    const otherBatch = await createBatch(server.deps);
    const outsider = await createUser(server.deps, { role: 'student', batchId: otherBatch.id });
    const classmate = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const recent = await createHomework(server.deps, [world.batchA.id], { title: 'Recent' });
    const older = await createHomework(server.deps, [world.batchA.id, otherBatch.id], {
      title: 'Older',
    });
    const reviewed = await createHomework(server.deps, [world.batchA.id], { title: 'Reviewed' });

    await submittedAt((await createSubmission(server.deps, recent.id, world.studentA.id)).id, 1);
    await submittedAt((await createSubmission(server.deps, older.id, world.studentA.id)).id, 5);
    await submittedAt((await createSubmission(server.deps, older.id, classmate.id)).id, 30);
    // Another batch's student: not this teacher's to review.
    await submittedAt((await createSubmission(server.deps, older.id, outsider.id)).id, 50);
    const done = await createSubmission(server.deps, reviewed.id, world.studentA.id);
    await server.deps.database.db
      .update(submissions)
      .set({ feedback: 'Good' })
      .where(eq(submissions.id, done.id));
    // Feedback of spaces only is still waiting, as on the submissions page.
    const blank = await createSubmission(server.deps, reviewed.id, classmate.id);
    await server.deps.database.db
      .update(submissions)
      .set({ feedback: '   ' })
      .where(eq(submissions.id, blank.id));
    await submittedAt(blank.id, 2);

    const answer = await call('GET', '/api/teacher/pending-reviews/', { token: teacher.token });
    expect(answer.status).toBe(200);
    const list = pendingReviewList.parse(answer.body);
    expect(list.map((item) => [item.title, item.waiting])).toEqual([
      ['Older', 2],
      ['Reviewed', 1],
      ['Recent', 1],
    ]);
    expect(list[0].batches).toEqual([{ id: world.batchA.id, name: world.batchA.name }]);
    expect(Date.now() - Date.parse(list[0].oldest_submitted_at)).toBeGreaterThan(29 * 3_600_000);
    expect(list[0].oldest_submitted_at).toMatch(/Z$/);

    const otherTeacher = await call('GET', '/api/teacher/pending-reviews/', {
      token: world.teacherB.token,
    });
    expect(otherTeacher.body).toEqual([]);
  });

  it('tells the teacher on the all-homework channel when a submission arrives or gets feedback', async () => {
    const item = await createHomework(server.deps, [world.batchA.id]);
    const teacherA = await listen(channels.teacherHomework(), world.teacherA);
    const teacherB = await listen(channels.teacherHomework(), world.teacherB);
    const created = await call('POST', '/api/submissions/', {
      token: world.studentA.token,
      json: { homework: item.id, drive_link: 'https://drive.google.com/file/d/live' },
    });
    expect(await teacherA.next()).toMatchObject({
      action: 'new_submission',
      submission: { id: created.body.id },
    });
    await call('POST', `/api/submissions/${created.body.id}/feedback/`, {
      token: world.teacherA.token,
      json: { feedback: 'Seen' },
    });
    expect(await teacherA.next()).toMatchObject({ action: 'feedback', submission: { feedback: 'Seen' } });
    // Teacher B teaches another batch: the next thing they hear is their own batch's homework.
    const own = await createHomework(server.deps, [world.batchB.id]);
    await call('PUT', `/api/homework/${own.id}/`, {
      token: world.teacherB.token,
      json: {
        title: 'Renamed',
        due_date: new Date(Date.now() + 86_400_000).toISOString(),
        batch_ids: [world.batchB.id],
      },
    });
    expect(await teacherB.next()).toMatchObject({ action: 'update_homework' });
  });
});
