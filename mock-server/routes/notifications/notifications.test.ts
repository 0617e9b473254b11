import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { notificationPage, notificationText } from '../../../shared/notifications';
import { channels } from '../../../shared/socket';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import {
  createBatch,
  createHomework,
  createSubmission,
  createUser,
  type TestUser,
} from '../../../tests/support/fixtures';
import { notifications, users } from '../../db/schema';
import type { AuthUser } from '../../domain/accounts/auth-user';
import { deleteOldNotifications } from '../../domain/notifications/cleanup';
import { handInSubmission, writeFeedback } from '../../domain/submissions/submissions-writes';

const { server, call, listen, world } = twoBatchApiForFile();

const utc = (iso: string) => iso;

async function notificationsOf(userId: number) {
  return server.deps.database.db.select().from(notifications).where(eq(notifications.recipientId, userId));
}

async function listOf(token: string, query = '') {
  const answer = await call('GET', `/api/notifications/${query}`, { token });
  expect(answer.status).toBe(200);
  return notificationPage.parse(answer.body);
}

/** The text of every statement run while `work` runs, on either driver. */
async function statementsDuring(work: () => Promise<unknown>) {
  const session = Object.getPrototypeOf(server.deps.database.db._.session);
  const prepare = vi.spyOn(session, 'prepareQuery');
  try {
    await work();
    return prepare.mock.calls.map(([query]) => String((query as { sql: string }).sql));
  } finally {
    prepare.mockRestore();
  }
}

/** The statements that insert notifications while `work` runs. */
async function notifyingStatementsDuring(work: () => Promise<unknown>) {
  return (await statementsDuring(work)).filter((text) => /insert into notifications/i.test(text));
}

/** Counts the statements that insert notifications while `work` runs. */
async function insertStatementsDuring(work: () => Promise<unknown>) {
  return (await notifyingStatementsDuring(work)).length;
}

describe('notifications: written with their change, listed, counted and marked by their owner only', () => {
  it('tells a student live of feedback on her work, lists it unread, and marks it read', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const work = await createHomework(server.deps, [world.batchA.id], { title: 'Vectors' });
    const handedIn = await createSubmission(server.deps, work.id, student.id);
    const bell = await listen(channels.notifications(student.id), student);
    const otherTab = await listen(channels.notifications(student.id), student);

    const graded = await call('POST', `/api/submissions/${handedIn.id}/feedback/`, {
      token: world.teacherA.token,
      json: { feedback: 'Well argued.', grade: 'A' },
    });
    expect(graded.status).toBe(200);
    const live = await bell.next();
    expect(live).toMatchObject({
      action: 'notification',
      unread: 1,
      notification: { kind: 'feedback_given', link: '/dashboard/homework', read_at: null },
    });
    if (live.action !== 'notification') throw new Error('not a notification');
    expect(notificationText(live.notification, utc)).toBe('Your work on "Vectors" was graded: A.');
    await otherTab.next();

    const page = await listOf(student.token);
    expect(page.unread).toBe(1);
    expect(page.items.map((item) => item.id)).toEqual([live.notification.id]);
    expect((await call('GET', '/api/notifications/unread/', { token: student.token })).body).toEqual({
      unread: 1,
    });

    const marked = await call('POST', `/api/notifications/${live.notification.id}/read/`, {
      token: student.token,
    });
    expect(marked).toMatchObject({ status: 200, body: { unread: 0 } });
    expect(await otherTab.next()).toEqual({ action: 'notifications_read', unread: 0 });
    expect((await listOf(student.token)).items[0].read_at).not.toBeNull();
  });

  it('writes a homework for a batch of 15 as 15 notifications in one statement, in its transaction', async () => {
    const batch = await createBatch(server.deps);
    const teacher = await createUser(server.deps, { role: 'teacher', teaches: [batch.id] });
    const students = await Promise.all(
      Array.from({ length: 15 }, () => createUser(server.deps, { role: 'student', batchId: batch.id })),
    );
    const statements = await insertStatementsDuring(async () => {
      const created = await call('POST', '/api/homework/', {
        token: teacher.token,
        json: { title: 'Optics', due_date: '2030-01-10T10:00:00Z', batch_ids: [batch.id] },
      });
      expect(created.status).toBe(201);
    });
    expect(statements).toBe(1);
    const rows = await server.deps.database.db
      .select({ recipientId: notifications.recipientId })
      .from(notifications)
      .where(and(eq(notifications.kind, 'homework_new'), sql`${notifications.payload}->>'title' = 'Optics'`));
    expect(rows.map((row) => row.recipientId).sort()).toEqual(students.map((student) => student.id).sort());
  });

  it("tells a batch's teacher of each of many hand-ins sent at once, the bell counting up to all of them", async () => {
    const batch = await createBatch(server.deps);
    const teacher = await createUser(server.deps, { role: 'teacher', teaches: [batch.id] });
    const students = await Promise.all(
      Array.from({ length: 8 }, () => createUser(server.deps, { role: 'student', batchId: batch.id })),
    );
    const work = await createHomework(server.deps, [batch.id], { title: 'Lenses' });
    const bell = await listen(channels.notifications(teacher.id), teacher);

    const handedIn = await Promise.all(
      students.map((student, n) =>
        call('POST', '/api/submissions/', {
          token: student.token,
          json: { homework: work.id, drive_link: `https://drive.google.com/file/d/lenses-${n}` },
        }),
      ),
    );
    expect(handedIn.map((answer) => answer.status)).toEqual(students.map(() => 201));
    const counts: number[] = [];
    const told = new Set<number>();
    for (const _ of students) {
      const message = await bell.next();
      if (message.action !== 'notification') throw new Error(`not a notification: ${message.action}`);
      counts.push(message.unread);
      told.add(message.notification.id);
    }
    // However the hand-ins were batched, each is told once and the bell never counts back.
    expect(told.size).toBe(students.length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(students.length);
    expect((await listOf(teacher.token)).unread).toBe(students.length);
  });

  it("tells each student of new homework on their batch's channel and on their bell, with their count", async () => {
    const batch = await createBatch(server.deps);
    const teacher = await createUser(server.deps, { role: 'teacher', teaches: [batch.id] });
    const [behind, upToDate] = await Promise.all(
      [0, 1].map(() => createUser(server.deps, { role: 'student', batchId: batch.id })),
    );
    const first = await call('POST', '/api/homework/', {
      token: teacher.token,
      json: { title: 'Prisms', due_date: '2030-01-10T10:00:00Z', batch_ids: [batch.id] },
    });
    expect(first.status).toBe(201);
    expect((await call('POST', '/api/notifications/read/', { token: upToDate.token })).status).toBe(200);
    const list = await listen(channels.batchHomework(batch.id), behind);
    const bells = await Promise.all(
      [behind, upToDate].map((student) => listen(channels.notifications(student.id), student)),
    );

    const created = await call('POST', '/api/homework/', {
      token: teacher.token,
      json: { title: 'Mirrors', due_date: '2030-01-11T10:00:00Z', batch_ids: [batch.id] },
    });
    expect(created.status).toBe(201);
    expect(await list.next()).toMatchObject({ action: 'new_homework', homework: { title: 'Mirrors' } });
    const [behindTold, upToDateTold] = await Promise.all(bells.map((bell) => bell.next()));
    const mirrors = {
      action: 'notification',
      notification: { kind: 'homework_new', payload: { title: 'Mirrors' } },
    };
    expect(behindTold).toMatchObject({ ...mirrors, unread: 2 });
    expect(upToDateTold).toMatchObject({ ...mirrors, unread: 1 });
  });

  it('writes nothing for a change that is refused', async () => {
    const before = (await notificationsOf(world.studentB.id)).length;
    const refused = await call('POST', '/api/homework/', {
      token: world.teacherA.token,
      json: { title: 'Not yours', due_date: '2030-01-10T10:00:00Z', batch_ids: [world.batchB.id] },
    });
    expect(refused.status).toBe(403);
    expect(await notificationsOf(world.studentB.id)).toHaveLength(before);
  });

  it("tells a batch's teacher of a hand-in and a resubmission, and nobody else", async () => {
    const work = await createHomework(server.deps, [world.batchA.id, world.batchB.id], {
      title: 'Shared work',
      allowResubmit: true,
    });
    const teacherBell = await listen(channels.notifications(world.teacherA.id), world.teacherA);
    const handedIn = await call('POST', '/api/submissions/', {
      token: world.studentA.token,
      json: { homework: work.id, drive_link: 'https://drive.google.com/file/d/a' },
    });
    expect(handedIn.status).toBe(201);
    expect(await teacherBell.next()).toMatchObject({
      action: 'notification',
      notification: {
        kind: 'submission_new',
        link: `/teacher/homework/${work.id}/submissions`,
        payload: { homework_id: work.id, student_id: world.studentA.id, title: 'Shared work' },
      },
    });
    const again = await call('PUT', `/api/submissions/${(handedIn.body as { id: number }).id}/`, {
      token: world.studentA.token,
      json: { homework: work.id, drive_link: 'https://drive.google.com/file/d/b' },
    });
    expect(again.status).toBe(200);
    expect(await teacherBell.next()).toMatchObject({ notification: { kind: 'submission_resubmitted' } });
    const teacherB = await notificationsOf(world.teacherB.id);
    expect(teacherB.filter((row) => row.payload.homework_id === work.id)).toEqual([]);
  });

  it('writes a hand-in and a grade each with its notification in one statement, and a refusal with none', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const work = await createHomework(server.deps, [world.batchA.id], { title: 'Same statement' });
    const json = { homework: work.id, drive_link: 'https://drive.google.com/file/d/same' };
    let submissionId = 0;
    const handIn = await notifyingStatementsDuring(async () => {
      const answer = await call('POST', '/api/submissions/', { token: student.token, json });
      expect(answer.status).toBe(201);
      submissionId = (answer.body as { id: number }).id;
    });
    expect(handIn).toHaveLength(1);
    expect(handIn[0]).toMatch(/insert into submissions/i);

    const grade = await notifyingStatementsDuring(async () => {
      const answer = await call('POST', `/api/submissions/${submissionId}/feedback/`, {
        token: world.teacherA.token,
        json: { feedback: 'Neat.', grade: 'B' },
      });
      expect(answer.status).toBe(200);
    });
    expect(grade).toHaveLength(1);
    expect(grade[0]).toMatch(/update submissions/i);

    const teacherBefore = (await notificationsOf(world.teacherA.id)).length;
    const studentBefore = (await notificationsOf(student.id)).length;
    const twice = await call('POST', '/api/submissions/', { token: student.token, json });
    expect(twice.status).toBe(409);
    const notYours = await call('POST', `/api/submissions/${submissionId}/feedback/`, {
      token: world.teacherB.token,
      json: { feedback: 'Not my batch.', grade: 'C' },
    });
    expect(notYours.status).toBe(403);
    expect(await notificationsOf(world.teacherA.id)).toHaveLength(teacherBefore);
    expect(await notificationsOf(student.id)).toHaveLength(studentBefore);
  });

  it('notifies once per hand-in and grade of a batch, also when its statement failed and each ran alone', async () => {
    const batch = await createBatch(server.deps);
    const teacher = await createUser(server.deps, { role: 'teacher', teaches: [batch.id] });
    const work = await createHomework(server.deps, [batch.id], { title: 'Batched' });
    const crowd = await Promise.all(
      Array.from({ length: 4 }, () => createUser(server.deps, { role: 'student', batchId: batch.id })),
    );
    const asUser = (user: TestUser, batchId: number | null): AuthUser => ({
      id: user.id,
      role: user.role,
      email: user.email,
      firstName: user.firstName,
      lastName: 'Tester',
      batchId,
      validUntil: null,
    });
    // Deleted after signing in: the batch's insert breaks its foreign key and writes nothing for
    // anyone, so each hand-in then runs alone, and must still notify exactly once.
    const { db } = server.deps.database;
    await db.delete(users).where(eq(users.id, crowd[2].id));
    const answers = await Promise.allSettled(
      crowd.map((student, n) =>
        handInSubmission(db, asUser(student, batch.id), {
          homework: work.id,
          drive_link: `https://drive.google.com/file/d/batched-${n}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const written = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    for (const record of written) {
      expect(record.notified).toEqual([
        expect.objectContaining({
          recipientId: teacher.id,
          kind: 'submission_new',
          payload: expect.objectContaining({ student_id: record.studentId }),
        }),
      ]);
    }
    const toTeacher = (await notificationsOf(teacher.id)).filter((row) => row.kind === 'submission_new');
    expect(toTeacher.map((row) => row.payload.student_id).sort()).toEqual(
      [crowd[0].id, crowd[1].id, crowd[3].id].sort(),
    );

    // Graded in one turn: each student hears of their own grade, once.
    const graded = await Promise.all(
      written.map((record) =>
        writeFeedback(db, asUser(teacher, null), record.id, { feedback: 'Fine.', grade: 'B' }, true),
      ),
    );
    for (const record of graded) {
      expect(record.notified).toEqual([
        expect.objectContaining({ recipientId: record.studentId, kind: 'feedback_given' }),
      ]);
      const ofStudent = await notificationsOf(record.studentId);
      expect(ofStudent.map((row) => row.kind)).toEqual(['feedback_given']);
    }
  });

  it('tells the batch of a class scheduled, moved, given a link and cancelled', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const bell = await listen(channels.notifications(student.id), student);
    const body = {
      topic: 'Waves',
      batch_id: world.batchA.id,
      start_time: '2030-02-01T10:00:00Z',
      zoom_link: '',
    };
    const created = await call('POST', '/api/classes/', { token: world.teacherA.token, json: body });
    const classId = (created.body as { id: number }).id;
    expect(await bell.next()).toMatchObject({ notification: { kind: 'class_scheduled' }, unread: 1 });
    await call('PUT', `/api/classes/${classId}/`, {
      token: world.teacherA.token,
      json: { ...body, start_time: '2030-02-02T10:00:00Z', zoom_link: 'https://zoom.example/j/9' },
    });
    expect(await bell.next()).toMatchObject({ notification: { kind: 'class_moved' } });
    expect(await bell.next()).toMatchObject({ notification: { kind: 'class_link_changed' }, unread: 3 });
    await call('DELETE', `/api/classes/${classId}/`, { token: world.teacherA.token });
    expect(await bell.next()).toMatchObject({ notification: { kind: 'class_cancelled' }, unread: 4 });
  });

  it('tells students of an announcement and of a reminder, and admins of an application', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const admin = await createUser(server.deps, { role: 'admin' });
    const work = await createHomework(server.deps, [world.batchA.id], { title: 'Remind me' });
    const sent = await call('POST', '/api/teacher/announcements/', {
      token: world.teacherA.token,
      json: { type: 'batch', batch_id: world.batchA.id, message: 'No class on Friday.' },
    });
    expect(sent.status).toBe(201);
    const reminded = await call('POST', `/api/homework/${work.id}/reminders/`, {
      token: world.teacherA.token,
      json: { student_id: student.id },
    });
    expect(reminded.status).toBe(201);
    expect((await listOf(student.token)).items.map((item) => item.kind)).toEqual([
      'teacher_reminder',
      'announcement',
    ]);

    const applied = await call('POST', '/api/applications/', {
      json: {
        form: 'neet',
        student_name: 'Ravi Kumar',
        class_level: 12,
        institution: 'City College',
        city: 'Pune',
        mobile: '+919876543210',
        email: `ravi-${Date.now()}@example.test`,
        website: '',
        consent: true,
        started_at: Date.now() - 60_000,
      },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const [item] = (await listOf(admin.token)).items;
    expect(item).toMatchObject({ kind: 'application_new', link: '/admin/applications' });
  });

  it("lets nobody read or mark another person's notifications", async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const [row] = await server.deps.database.db
      .insert(notifications)
      .values({
        recipientId: student.id,
        kind: 'homework_deleted',
        payload: { title: 'Gone' },
        link: '/dashboard/homework',
      })
      .returning();
    for (const other of [world.studentA, world.teacherA]) {
      expect((await listOf(other.token)).items.map((item) => item.id)).not.toContain(row.id);
      const marked = await call('POST', `/api/notifications/${row.id}/read/`, { token: other.token });
      expect(marked.status).toBe(404);
    }
    await call('POST', '/api/notifications/read/', { token: world.teacherA.token });
    const [still] = await server.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, row.id));
    expect(still.readAt).toBeNull();
    expect((await call('GET', '/api/notifications/unread/', { token: student.token })).body).toEqual({
      unread: 1,
    });
    const all = await call('POST', '/api/notifications/read/', { token: student.token });
    expect(all).toMatchObject({ status: 200, body: { unread: 0 } });
    expect((await call('GET', '/api/notifications/', {})).status).toBe(401);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const badPage = await call('GET', '/api/notifications/?page=0', { token: world.studentA.token });
    expect(badPage.status).toBe(400);
    expect(JSON.stringify(badPage.body)).toContain('page');
    const badSize = await call('GET', '/api/notifications/?page_size=500', { token: world.studentA.token });
    expect(badSize.status).toBe(400);
    expect(JSON.stringify(badSize.body)).toContain('page_size');
    const badId = await call('POST', '/api/notifications/abc/read/', { token: world.studentA.token });
    expect(badId.status).toBe(400);
  });

  it('pages newest first, and neither lists nor keeps notifications past 90 days', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const day = 86_400_000;
    const { db } = server.deps.database;
    await db.insert(notifications).values(
      [1, 2, 3, 91].map((daysAgo) => ({
        recipientId: student.id,
        kind: 'homework_deleted',
        payload: { title: `${daysAgo} days ago` },
        link: '/dashboard/homework',
        createdAt: new Date(Date.now() - daysAgo * day),
      })),
    );
    const first = await listOf(student.token, '?page=1&page_size=2');
    expect(first).toMatchObject({ total: 3, unread: 3, page: 1, page_size: 2 });
    expect(first.items.map((item) => item.payload.title)).toEqual(['1 days ago', '2 days ago']);
    const second = await listOf(student.token, '?page=2&page_size=2');
    expect(second.items.map((item) => item.payload.title)).toEqual(['3 days ago']);

    expect(await deleteOldNotifications(db)).toBeGreaterThanOrEqual(1);
    expect((await notificationsOf(student.id)).map((row) => row.payload.title)).not.toContain('91 days ago');
  });
});
