import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classAttendance, studentAttendance } from '../../../shared/schemas/attendance';
import { progressReport } from '../../../shared/schemas/progress';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createBatch, createClass, createUser } from '../../../tests/support/fixtures';
import { applications, auditLog } from '../../db/schema';
import { createAccount } from '../../domain/accounts/accounts';

const { server, call, world } = twoBatchApiForFile();

const minute = 60_000;
const day = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** A batch of its own with a teacher and three students, so markings never meet another test's. */
async function classroom(startTime = ago(5 * minute), topic?: string) {
  const batch = await createBatch(server.deps);
  const teacher = await createUser(server.deps, { role: 'teacher', teaches: [batch.id] });
  const students = [
    await createUser(server.deps, { role: 'student', firstName: 'Anu', batchId: batch.id }),
    await createUser(server.deps, { role: 'student', firstName: 'Bela', batchId: batch.id }),
    await createUser(server.deps, { role: 'student', firstName: 'Chandra', batchId: batch.id }),
  ];
  const item = await createClass(server.deps, batch.id, { startTime, topic });
  return { batch, teacher, students, item };
}

const allPresentBut = (ids: number[], absent: number) =>
  ids.map((student_id) => ({ student_id, status: student_id === absent ? 'absent' : 'present' }));

describe('attendance', () => {
  it('shows a class as not marked, then marked with one absence; the student sees their own record', async () => {
    const { teacher, students, item } = await classroom();
    const before = await call('GET', `/api/classes/${item.id}/attendance/`, { token: teacher.token });
    expect(before.status).toBe(200);
    expect(classAttendance.parse(before.body).marked).toBe(false);
    expect(before.body.students.map((s: { status: unknown }) => s.status)).toEqual([null, null, null]);

    const marks = async () =>
      (await call('GET', '/api/teacher/attendance/', { token: teacher.token })).body as {
        class_id: number;
        marked: boolean;
      }[];
    expect(await marks()).toEqual([{ class_id: item.id, marked: false }]);
    const ids = students.map((student) => student.id);
    const marked = await call('PUT', `/api/classes/${item.id}/attendance/`, {
      token: teacher.token,
      json: { entries: allPresentBut(ids, ids[1]) },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.marked).toBe(true);
    expect(marked.body.students.map((s: { status: string }) => s.status)).toEqual([
      'present',
      'absent',
      'present',
    ]);

    expect(await marks()).toEqual([{ class_id: item.id, marked: true }]);
    const own = await call('GET', '/api/student/attendance/', { token: students[1].token });
    expect(own.status).toBe(200);
    const record = studentAttendance.parse(own.body);
    expect(record.student.id).toBe(ids[1]);
    expect(record.classes).toMatchObject([{ class_id: item.id, status: 'absent' }]);
    expect(record.total).toMatchObject({ absent: 1, present: 0, percentage: 0 });
  });

  it('leaves unmarked classes out of the percentage and shows it by month in the progress report', async () => {
    const { batch, teacher, students, item } = await classroom(ago(2 * day));
    await createClass(server.deps, batch.id, { startTime: ago(day) });
    const ids = students.map((student) => student.id);
    await call('PUT', `/api/classes/${item.id}/attendance/`, {
      token: teacher.token,
      json: { entries: allPresentBut(ids, -1) },
    });
    const report = await call('GET', '/api/student/progress/', { token: students[0].token });
    expect(report.status).toBe(200);
    const { attendance } = progressReport.parse(report.body);
    expect(attendance.total).toMatchObject({ present: 1, unmarked: 1, percentage: 100 });
    expect(attendance.months.reduce((sum, month) => sum + month.present + month.unmarked, 0)).toBe(2);
  });

  it('pre-fills present or late from Join Class clicks, and keeps no click far from the class', async () => {
    const onTime = await classroom(ago(5 * minute));
    const [anu] = onTime.students;
    expect(
      (await call('POST', `/api/student/classes/${onTime.item.id}/join/`, { token: anu.token })).body,
    ).toEqual({
      recorded: true,
    });
    const late = await createClass(server.deps, onTime.batch.id, { startTime: ago(20 * minute) });
    await call('POST', `/api/student/classes/${late.id}/join/`, { token: anu.token });
    const tomorrow = await createClass(server.deps, onTime.batch.id, {
      startTime: new Date(Date.now() + day),
    });
    const early = await call('POST', `/api/student/classes/${tomorrow.id}/join/`, { token: anu.token });
    expect(early.body).toEqual({ recorded: false });

    const read = async (classId: number) =>
      (await call('GET', `/api/classes/${classId}/attendance/`, { token: onTime.teacher.token })).body
        .students[0];
    expect(await read(onTime.item.id)).toMatchObject({ suggested: 'present', status: null });
    expect(await read(late.id)).toMatchObject({ suggested: 'late', status: null });
    expect(await read(tomorrow.id)).toMatchObject({ suggested: null, joined_at: null });
  });

  it('audits a marking or change made after the class’s day, not one made on the day', async () => {
    const today = await classroom(ago(minute));
    const ids = today.students.map((student) => student.id);
    const old = await createClass(server.deps, today.batch.id, {
      startTime: ago(3 * day),
      topic: 'Old topic',
    });
    const audited = async (classId: number) =>
      server.deps.database.db.select().from(auditLog).where(eq(auditLog.targetId, classId));
    await call('PUT', `/api/classes/${today.item.id}/attendance/`, {
      token: today.teacher.token,
      json: { entries: allPresentBut(ids, ids[0]) },
    });
    expect((await audited(today.item.id)).filter((entry) => entry.targetType === 'class')).toEqual([]);
    await call('PUT', `/api/classes/${old.id}/attendance/`, {
      token: today.teacher.token,
      json: { entries: allPresentBut(ids, ids[0]) },
    });
    const entries = (await audited(old.id)).filter((entry) => entry.targetType === 'class');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'attendance.change', actorId: today.teacher.id });
    expect(entries[0].details).toMatchObject({ student_ids: ids });
  });

  it('refuses bad markings with 400 naming the field, and writes nothing', async () => {
    const { batch, teacher, students, item } = await classroom();
    const ids = students.map((student) => student.id);
    const put = (json: unknown) =>
      call('PUT', `/api/classes/${item.id}/attendance/`, { token: teacher.token, json });
    const badStatus = await put({ entries: [{ student_id: ids[0], status: 'asleep' }] });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.fields).toHaveProperty(['entries.0.status']);
    const missing = await put({ entries: [{ student_id: ids[0], status: 'present' }] });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.entries[0]).toMatch(/Bela/);
    const stranger = await put({
      entries: [...allPresentBut(ids, -1), { student_id: world.studentB.id, status: 'present' }],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.fields).toHaveProperty(['entries.3.student_id']);
    const future = await createClass(server.deps, batch.id, {
      startTime: new Date(Date.now() + day),
    });
    const early = await call('PUT', `/api/classes/${future.id}/attendance/`, {
      token: teacher.token,
      json: { entries: allPresentBut(ids, -1) },
    });
    expect(early.status).toBe(400);
    const after = await call('GET', `/api/classes/${item.id}/attendance/`, { token: teacher.token });
    expect(after.body.marked).toBe(false);
  });

  it('lets only the batch’s teacher mark, and only the batch’s students join', async () => {
    const item = await createClass(server.deps, world.batchA.id, { startTime: ago(minute) });
    const entries = [{ student_id: world.studentA.id, status: 'present' }];
    const put = (token: string) =>
      call('PUT', `/api/classes/${item.id}/attendance/`, { token, json: { entries } });
    expect((await put(world.studentA.token)).status).toBe(403);
    expect((await put(world.teacherB.token)).status).toBe(403);
    expect(
      (await call('GET', `/api/classes/${item.id}/attendance/`, { token: world.teacherB.token })).status,
    ).toBe(403);
    expect(
      (await call('GET', '/api/classes/999999/attendance/', { token: world.teacherA.token })).status,
    ).toBe(404);
    expect(
      (await call('POST', `/api/student/classes/${item.id}/join/`, { token: world.studentB.token })).status,
    ).toBe(404);
    // A student reads only their own record: there is no call naming another student but the admin's.
    expect(
      (
        await call('GET', `/api/admin/attendance/students/${world.studentB.id}/`, {
          token: world.studentA.token,
        })
      ).status,
    ).toBe(403);
  });

  it('gives the admin a batch by student and class, and a CSV with formula cells escaped, audited', async () => {
    const admin = await createUser(server.deps, { role: 'admin' });
    const { batch, teacher, students, item } = await classroom(ago(day), '=HYPERLINK("http://x")');
    const ids = students.map((student) => student.id);
    await call('PUT', `/api/classes/${item.id}/attendance/`, {
      token: teacher.token,
      json: { entries: allPresentBut(ids, ids[2]) },
    });
    const byBatch = await call('GET', `/api/admin/attendance/batches/${batch.id}/`, { token: admin.token });
    expect(byBatch.status).toBe(200);
    expect(byBatch.body.classes).toMatchObject([{ id: item.id, marked: true, present: 2, absent: 1 }]);
    expect(byBatch.body.students.map((s: { percentage: number }) => s.percentage)).toEqual([100, 100, 0]);
    const byStudent = await call('GET', `/api/admin/attendance/students/${ids[2]}/`, { token: admin.token });
    expect(byStudent.body.classes).toMatchObject([{ class_id: item.id, status: 'absent' }]);

    const csv = await call('GET', `/api/admin/attendance/batches/${batch.id}/export/`, {
      token: admin.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe('date,time,batch,topic,first_name,last_name,email,status,remark');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[3]).toMatch(/,absent,$/);
    const [exported] = await server.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetLabel, `attendance-batch-${batch.id}`));
    expect(exported).toMatchObject({ action: 'data.export', actorId: admin.id });
  });
});

describe('guardians', () => {
  const mother = {
    name: 'Sunita Verma',
    relation: 'mother',
    email: 'sunita@example.test',
    mobile: '98101 44562',
  };

  it('lets the student keep one or two guardians, mobile normalised', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    expect((await call('GET', '/api/profile/guardians/', { token: student.token })).body).toEqual({
      guardians: [],
    });
    const saved = await call('PUT', '/api/profile/guardians/', {
      token: student.token,
      json: { guardians: [mother, { name: 'Ravi Verma', relation: 'father', mobile: '+44 7700 900123' }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.guardians).toEqual([
      { ...mother, mobile: '+919810144562', has_account: false },
      { name: 'Ravi Verma', relation: 'father', email: '', mobile: '+447700900123', has_account: false },
    ]);
    expect((await call('GET', '/api/profile/guardians/', { token: student.token })).body).toEqual(saved.body);
  });

  it('refuses bad guardians with 400 naming the field', async () => {
    const put = (guardians: unknown) =>
      call('PUT', '/api/profile/guardians/', { token: world.studentA.token, json: { guardians } });
    const cases: [unknown, string][] = [
      [[{ ...mother, email: 'not-mail' }], 'guardians.0.email'],
      [[{ ...mother, mobile: '12' }], 'guardians.0.mobile'],
      [[{ ...mother, relation: 'uncle' }], 'guardians.0.relation'],
      [[{ ...mother, name: ' ' }], 'guardians.0.name'],
      [[{ name: 'X', relation: 'other' }], 'guardians.0.email'],
      [[mother, mother, mother], 'guardians'],
      [[], 'guardians'],
    ];
    for (const [guardians, field] of cases) {
      const answer = await put(guardians);
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.fields), field).toContain(field);
    }
  });

  it('lets admins read and change a student’s guardians, audited; others are refused', async () => {
    const admin = await createUser(server.deps, { role: 'admin' });
    const path = `/api/admin/students/${world.studentB.id}/guardians/`;
    const saved = await call('PUT', path, { token: admin.token, json: { guardians: [mother] } });
    expect(saved.status).toBe(200);
    expect((await call('GET', path, { token: admin.token })).body.guardians).toHaveLength(1);
    const [entry] = await server.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'student.guardians'));
    expect(entry).toMatchObject({ actorId: admin.id, targetId: world.studentB.id });
    expect((await call('GET', path, { token: world.studentA.token })).status).toBe(403);
    expect((await call('GET', path, { token: world.teacherB.token })).status).toBe(403);
    expect(
      (await call('GET', `/api/admin/students/${world.teacherA.id}/guardians/`, { token: admin.token }))
        .status,
    ).toBe(404);
  });

  it('makes the parent name of a new student account the first guardian', async () => {
    const id = await createAccount(
      { db: server.deps.database.db, actor: { userId: null } },
      {
        role: 'student',
        email: 'parented@example.test',
        password: 'a-long-password-2026',
        firstName: 'Parented',
        lastName: 'Student',
        profile: { parentName: 'Lakshmi Iyer' },
      },
    );
    const admin = await createUser(server.deps, { role: 'admin' });
    const answer = await call('GET', `/api/admin/students/${id}/guardians/`, { token: admin.token });
    expect(answer.body.guardians).toEqual([
      { name: 'Lakshmi Iyer', relation: 'parent', email: '', mobile: '', has_account: false },
    ]);
  });

  it('makes the parent of an admitted demo application the first guardian, with their mobile and e-mail', async () => {
    const admin = await createUser(server.deps, { role: 'admin' });
    const sent = await call('POST', '/api/applications/', {
      json: {
        form: 'demo',
        student_name: 'Ira Sen',
        class_level: 9,
        school: 'Kendriya Vidyalaya',
        city: 'Pune',
        parent_name: 'Meena Sen',
        parent_mobile: '98765 43210',
        email: 'meena.sen@example.test',
        programme: 'foundational',
        heard_from: 'school',
        consent: true,
        website: '',
        started_at: Date.now() - 10_000,
      },
    });
    expect(sent.status).toBe(201);
    const [application] = await server.deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, sent.body.reference));
    const admitted = await call('POST', `/api/admin/applications/${application.id}/admit/`, {
      token: admin.token,
      json: { batch_id: world.batchA.id, valid_until: '2031-01-31', first_name: 'Ira', last_name: 'Sen' },
    });
    expect(admitted.status).toBe(200);
    const guardians = await call('GET', `/api/admin/students/${admitted.body.student.id}/guardians/`, {
      token: admin.token,
    });
    expect(guardians.body.guardians).toEqual([
      {
        name: 'Meena Sen',
        relation: 'parent',
        email: 'meena.sen@example.test',
        mobile: '+919876543210',
        has_account: false,
      },
    ]);
  });
});
