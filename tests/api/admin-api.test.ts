import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../mock-server/db/schema';
import { accountLinks } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { channels, socketCloseCodes } from '../../shared/socket';
import { createTwoBatchWorld, createUser, type TestUser, type TwoBatchWorld } from '../support/fixtures';
import { latestResetLink } from '../support/outbox';
import { startTestServer, type TestServer } from '../support/test-server';
import { type ApiCall, apiClient } from './support/api-client';
import { openChannel } from './support/channel-client';

let server: TestServer;
let call: ApiCall;
let world: TwoBatchWorld;
let admin: TestUser;
const asAdmin = (method: string, path: string, json?: unknown) =>
  call(method, path, { token: admin.token, ...(json === undefined ? {} : { json }) });

beforeAll(async () => {
  server = await startTestServer();
  call = apiClient(server.url);
  world = await createTwoBatchWorld(server.deps);
  admin = await createUser(server.deps, { role: 'admin', firstName: 'Devika' });
});
afterAll(() => server.stop());

const login = (username: string, password: string) =>
  call('POST', '/api/login/', { json: { username, password } });

async function auditActions(targetId: number) {
  const page = await asAdmin('GET', `/api/admin/audit/?actor_id=${admin.id}&page_size=100`);
  return page.body.items
    .filter((entry: { target_id: number | null }) => entry.target_id === targetId)
    .map((entry: { action: string }) => entry.action);
}

describe('admin batches', () => {
  it('creates, renames and archives a batch; an archived batch gets no new class but stays readable', async () => {
    const created = await asAdmin('POST', '/api/admin/batches/', { name: 'Olympiad 11C' });
    expect(created.status).toBe(201);
    expect((await asAdmin('POST', '/api/admin/batches/', { name: 'olympiad 11c' })).status).toBe(409);
    const id = created.body.id;
    const renamed = await asAdmin('PATCH', `/api/admin/batches/${id}/`, { name: 'Olympiad 11D' });
    expect(renamed.body).toMatchObject({ name: 'Olympiad 11D', archived_at: null });
    const archived = await asAdmin('PATCH', `/api/admin/batches/${world.batchB.id}/`, { archived: true });
    expect(archived.body.archived_at).not.toBeNull();
    const newClass = await call('POST', '/api/classes/', {
      token: world.teacherB.token,
      json: { topic: 'Optics', batch_id: world.batchB.id, start_time: '2030-01-05T10:00:00Z' },
    });
    expect(newClass.status).toBe(409);
    expect(newClass.body.detail).toMatch(/archived/);
    expect((await call('GET', '/api/classes/', { token: world.teacherB.token })).status).toBe(200);
    await asAdmin('PATCH', `/api/admin/batches/${world.batchB.id}/`, { archived: false });
    expect(await auditActions(id)).toEqual(['batch.rename', 'batch.create']);
    expect(await auditActions(world.batchB.id)).toEqual(['batch.unarchive', 'batch.archive']);
  });
});

describe('admin students', () => {
  it('invites a new student: the mailed link sets the password once, then they sign in', async () => {
    const created = await asAdmin('POST', '/api/admin/students/', {
      email: 'nila@example.test',
      first_name: 'Nila',
      last_name: 'Bose',
      batch_id: world.batchA.id,
      valid_until: '2030-12-31',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'active', batch: { id: world.batchA.id } });
    expect((await login('nila@example.test', 'anything-at-all-1')).status).toBe(401);

    const link = await latestResetLink(server, 'nila@example.test');
    expect(link.url.pathname).toBe(accountLinks.setPasswordPath);
    const confirm = { uid: link.uid, token: link.token, password: 'nila-chooses-2030' };
    expect((await call('POST', '/api/password-reset-confirm/', { json: confirm })).status).toBe(200);
    expect((await call('POST', '/api/password-reset-confirm/', { json: confirm })).status).toBe(400);
    const signedIn = await login('nila@example.test', 'nila-chooses-2030');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ role: 'student', valid_until: '2030-12-31' });
    expect(await auditActions(created.body.id)).toEqual(['student.create']);
  });

  it('searches by name or e-mail, filters by batch and status, and pages on the server', async () => {
    const byName = await asAdmin('GET', '/api/admin/students/?q=asha');
    expect(byName.body.items.map((s: { id: number }) => s.id)).toContain(world.studentA.id);
    const lapsed = await asAdmin('GET', `/api/admin/students/?status=lapsed&batch_id=${world.batchA.id}`);
    expect(lapsed.body.items.map((s: { id: number }) => s.id)).toEqual([world.lapsed.id]);
    const firstPage = await asAdmin('GET', '/api/admin/students/?page=1&page_size=2');
    expect(firstPage.body.items).toHaveLength(2);
    expect(firstPage.body.total).toBeGreaterThan(2);
    const bad = await asAdmin('GET', '/api/admin/students/?page_size=1000');
    expect(bad.status).toBe(400);
  });

  it('renews a lapsed student: their session is let in without a new sign-in', async () => {
    const student = await createUser(server.deps, {
      role: 'student',
      batchId: world.batchA.id,
      validForDays: -3,
    });
    expect((await call('GET', '/api/student/batches/', { token: student.token })).status).toBe(403);
    const renewed = await asAdmin('POST', `/api/admin/students/${student.id}/renew/`, {
      valid_until: '2031-01-31',
    });
    expect(renewed.body).toMatchObject({ status: 'active', valid_until: '2031-01-31' });
    expect((await call('GET', '/api/student/batches/', { token: student.token })).status).toBe(200);
  });

  it("moves a student: the old batch's socket closes, the new batch's data is read next", async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const channel = await openChannel(server.url, channels.studentBatch(world.batchA.id), student.token);
    const moved = await asAdmin('POST', `/api/admin/students/${student.id}/move/`, {
      batch_id: world.batchB.id,
    });
    expect(moved.body.batch).toEqual({ id: world.batchB.id, name: world.batchB.name });
    expect((await channel.closedWithin(10_000))?.code).toBe(socketCloseCodes.forbidden);
    const batches = await call('GET', '/api/student/batches/', { token: student.token });
    expect(batches.body).toEqual([{ id: world.batchB.id, name: world.batchB.name }]);
    expect(await auditActions(student.id)).toEqual(['student.move']);
  }, 30_000);

  it('imports a CSV whole or not at all, naming each bad row', async () => {
    const header = 'email,first_name,last_name,batch,valid_until,parent_name,mobile_number';
    const bad = [
      header,
      `ok1@example.test,Ok,One,${world.batchA.name},2030-01-01,,`,
      'not-an-email,No,Mail,,,,',
      `ok1@example.test,Twice,Listed,${world.batchA.name},,,`,
      `${world.studentA.email},Taken,Mail,No Such Batch,,,`,
    ].join('\n');
    const refused = await asAdmin('POST', '/api/admin/students/import/', { csv: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.rows.map((row: { row: number }) => row.row)).toEqual([2, 3, 4]);
    expect(refused.body.rows[2].errors).toEqual([
      `An account with the e-mail ${world.studentA.email} already exists.`,
      'No batch is named "No Such Batch".',
    ]);
    expect(refused.body.rows[0].errors).toEqual(['email is not an e-mail address.']);
    expect((await asAdmin('GET', '/api/admin/students/?q=ok1@example.test')).body.total).toBe(0);

    const good = [
      header,
      `ok1@example.test,Ok,One,${world.batchA.name},2030-01-01,,`,
      '"ok2@example.test","Ok, Two",Two,,,,',
    ].join('\r\n');
    const imported = await asAdmin('POST', '/api/admin/students/import/', { csv: good });
    expect(imported.status).toBe(201);
    expect(imported.body.created).toBe(2);
    expect(imported.body.students[1]).toMatchObject({ first_name: 'Ok, Two', status: 'lapsed' });
    await latestResetLink(server, 'ok2@example.test');

    const exported = await fetch(`${server.url}/api/admin/students/export/?q=ok`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await exported.text()).trim().split('\r\n');
    expect(lines[0]).toBe(`${header},status`);
    expect(lines.slice(1)).toEqual([
      `ok1@example.test,Ok,One,${world.batchA.name},2030-01-01,,,active`,
      'ok2@example.test,"Ok, Two",Two,,,,,lapsed',
    ]);
  });

  it('writes the audit entry in the transaction of the change: a failed entry leaves no change', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const { db } = server.deps.database;
    await db.execute(
      sql`alter table audit_log add constraint audit_refused check (action <> 'student.renew') not valid`,
    );
    try {
      const refused = await asAdmin('POST', `/api/admin/students/${student.id}/renew/`, {
        valid_until: '2035-01-01',
      });
      expect(refused.status).toBe(500);
    } finally {
      await db.execute(sql`alter table audit_log drop constraint audit_refused`);
    }
    const after = await asAdmin('GET', `/api/admin/students/${student.id}/`);
    expect(after.body.valid_until).not.toBe('2035-01-01');
    const rows = await db.select().from(auditLog).where(sql`${auditLog.targetId} = ${student.id}`);
    expect(rows).toEqual([]);
  });
});

describe('deactivation', () => {
  it("closes the teacher's socket, refuses their next call and refresh, and tells them at sign-in", async () => {
    const teacher = await createUser(server.deps, { role: 'teacher', teaches: [world.batchA.id] });
    const channel = await openChannel(server.url, channels.teacherHomework(), teacher.token);
    const done = await asAdmin('POST', `/api/admin/teachers/${teacher.id}/deactivate/`);
    expect(done.body.status).toBe('deactivated');
    expect((await channel.closedWithin(10_000))?.code).toBe(socketCloseCodes.badToken);
    expect((await call('GET', '/api/classes/', { token: teacher.token })).status).toBe(401);

    const invited = await asAdmin('POST', '/api/admin/teachers/', {
      email: 'tara@example.test',
      first_name: 'Tara',
      last_name: 'Nair',
      batch_ids: [world.batchA.id],
    });
    const link = await latestResetLink(server, 'tara@example.test');
    await call('POST', '/api/password-reset-confirm/', {
      json: { uid: link.uid, token: link.token, password: 'tara-teaches-2030' },
    });
    const session = await login('tara@example.test', 'tara-teaches-2030');
    expect(session.status).toBe(200);
    await asAdmin('POST', `/api/admin/teachers/${invited.body.id}/deactivate/`);
    expect(
      (await call('POST', '/api/token/refresh/', { json: { refresh: session.body.refresh } })).status,
    ).toBe(401);
    const refusedLogin = await login('tara@example.test', 'tara-teaches-2030');
    expect(refusedLogin.status).toBe(403);
    expect(refusedLogin.body.detail).toBe(messages.auth.accountDeactivated);
    expect((await login('tara@example.test', 'a-wrong-password-1')).status).toBe(401);

    await asAdmin('POST', `/api/admin/teachers/${invited.body.id}/reactivate/`);
    expect((await login('tara@example.test', 'tara-teaches-2030')).status).toBe(200);
    expect(await auditActions(invited.body.id)).toEqual([
      'user.reactivate',
      'user.deactivate',
      'teacher.create',
    ]);
  }, 30_000);
});

describe('audit log', () => {
  it('lists newest first, filters by actor, and names the command line as a null actor', async () => {
    const page = await asAdmin('GET', '/api/admin/audit/?page_size=5');
    expect(page.status).toBe(200);
    const times = page.body.items.map((entry: { at: string }) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.body.actors.map((actor: { id: number }) => actor.id)).toContain(admin.id);
    expect(page.body.items[0].actor).toMatchObject({ id: admin.id, first_name: 'Devika' });
    const cli = await asAdmin('GET', '/api/admin/audit/?actor=cli');
    expect(cli.body.items.every((entry: { actor: unknown }) => entry.actor === null)).toBe(true);
  });

  it('names the students and batches an entry refers to, not their ids', async () => {
    const created = await asAdmin('POST', '/api/admin/students/', {
      email: 'named@example.test',
      first_name: 'Tara',
      last_name: 'Iyer',
      batch_id: world.batchA.id,
      valid_until: '2030-12-31',
    });
    expect(created.status).toBe(201);
    const csv = [
      'email,first_name,last_name,batch,valid_until,parent_name,mobile_number',
      `imported@example.test,Ravi,Shah,${world.batchA.name},2030-12-31,,`,
    ].join('\r\n');
    const imported = await asAdmin('POST', '/api/admin/students/import/', { csv });
    expect(imported.status).toBe(201);
    const page = await asAdmin('GET', '/api/admin/audit/?page_size=100');
    const entryFor = (action: string, targetId: number | null) =>
      page.body.items.find(
        (entry: { action: string; target_id: number | null }) =>
          entry.action === action && (targetId === null || entry.target_id === targetId),
      );
    const batch = { id: world.batchA.id, name: world.batchA.name };
    expect(entryFor('student.create', created.body.id).details).toMatchObject({ batch });
    expect(entryFor('student.create', created.body.id).details).not.toHaveProperty('batch_id');
    const importEntry = page.body.items.find(
      (entry: { action: string; details: { students?: unknown[] } }) =>
        entry.action === 'student.import' && entry.details.students?.length === 1,
    );
    expect(importEntry.details.students).toEqual([{ id: expect.any(Number), name: 'Ravi Shah' }]);
  });
});
