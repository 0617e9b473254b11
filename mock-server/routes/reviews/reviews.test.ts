import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pendingReviewList } from '../../../shared/schemas/reviews';
import { channels } from '../../../shared/socket';
import { openChannel } from '../../../tests/api/support/channel-client';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createBatch, createHomework, createSubmission, createUser } from '../../../tests/support/fixtures';
import { submissions } from '../../db/schema';

const api = twoBatchApiForFile();

const submittedAt = async (submissionId: number, hoursAgo: number) =>
  api.server.deps.database.db
    .update(submissions)
    .set({ submittedAt: new Date(Date.now() - hoursAgo * 3_600_000) })
    .where(eq(submissions.id, submissionId));

describe('GET /api/teacher/pending-reviews/', () => {
  it("counts the teacher's students' submissions without feedback per homework, oldest waiting first", async () => {
    const teacher = await createUser(api.server.deps, { role: 'teacher', teaches: [api.world.batchA.id] });
    const otherBatch = await createBatch(api.server.deps);
    const outsider = await createUser(api.server.deps, { role: 'student', batchId: otherBatch.id });
    const classmate = await createUser(api.server.deps, { role: 'student', batchId: api.world.batchA.id });
    const recent = await createHomework(api.server.deps, [api.world.batchA.id], { title: 'Recent' });
    const older = await createHomework(api.server.deps, [api.world.batchA.id, otherBatch.id], {
      title: 'Older',
    });
    const reviewed = await createHomework(api.server.deps, [api.world.batchA.id], { title: 'Reviewed' });

    await submittedAt((await createSubmission(api.server.deps, recent.id, api.world.studentA.id)).id, 1);
    await submittedAt((await createSubmission(api.server.deps, older.id, api.world.studentA.id)).id, 5);
    await submittedAt((await createSubmission(api.server.deps, older.id, classmate.id)).id, 30);
    // Another batch's student: not this teacher's to review.
    await submittedAt((await createSubmission(api.server.deps, older.id, outsider.id)).id, 50);
    const done = await createSubmission(api.server.deps, reviewed.id, api.world.studentA.id);
    await api.server.deps.database.db
      .update(submissions)
      .set({ feedback: 'Good' })
      .where(eq(submissions.id, done.id));
    // Feedback of spaces only is still waiting, as on the submissions page.
    const blank = await createSubmission(api.server.deps, reviewed.id, classmate.id);
    await api.server.deps.database.db
      .update(submissions)
      .set({ feedback: '   ' })
      .where(eq(submissions.id, blank.id));
    await submittedAt(blank.id, 2);

    const answer = await api.call('GET', '/api/teacher/pending-reviews/', { token: teacher.token });
    expect(answer.status).toBe(200);
    const list = pendingReviewList.parse(answer.body);
    expect(list.map((item) => [item.title, item.waiting])).toEqual([
      ['Older', 2],
      ['Reviewed', 1],
      ['Recent', 1],
    ]);
    expect(list[0].batches).toEqual([{ id: api.world.batchA.id, name: api.world.batchA.name }]);
    expect(Date.now() - Date.parse(list[0].oldest_submitted_at)).toBeGreaterThan(29 * 3_600_000);
    expect(list[0].oldest_submitted_at).toMatch(/Z$/);

    const otherTeacher = await api.call('GET', '/api/teacher/pending-reviews/', {
      token: api.world.teacherB.token,
    });
    expect(otherTeacher.body).toEqual([]);
  });

  it('tells the teacher on the all-homework channel when a submission arrives or gets feedback', async () => {
    const item = await createHomework(api.server.deps, [api.world.batchA.id]);
    const teacherA = await openChannel(api.server.url, channels.teacherHomework(), api.world.teacherA.token);
    const teacherB = await openChannel(api.server.url, channels.teacherHomework(), api.world.teacherB.token);
    const created = await api.call('POST', '/api/submissions/', {
      token: api.world.studentA.token,
      json: { homework: item.id, drive_link: 'https://drive.google.com/file/d/live' },
    });
    expect(await teacherA.next()).toMatchObject({
      action: 'new_submission',
      submission: { id: created.body.id },
    });
    await api.call('POST', `/api/submissions/${created.body.id}/feedback/`, {
      token: api.world.teacherA.token,
      json: { feedback: 'Seen' },
    });
    expect(await teacherA.next()).toMatchObject({ action: 'feedback', submission: { feedback: 'Seen' } });
    // Teacher B teaches another batch: the next thing they hear is their own batch's homework.
    const own = await createHomework(api.server.deps, [api.world.batchB.id]);
    await api.call('PUT', `/api/homework/${own.id}/`, {
      token: api.world.teacherB.token,
      json: {
        title: 'Renamed',
        due_date: new Date(Date.now() + 86_400_000).toISOString(),
        batch_ids: [api.world.batchB.id],
      },
    });
    expect(await teacherB.next()).toMatchObject({ action: 'update_homework' });
    teacherA.close();
    teacherB.close();
  });
});
