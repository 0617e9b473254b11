import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLinks } from '../../../../shared/constants';
import {
  applicationCsvColumns,
  applicationDetail,
  applicationPage,
} from '../../../../shared/schemas/applications';
import { type ApiCall, apiClient } from '../../../../tests/api/support/api-client';
import { applicationIdOf } from '../../../../tests/support/application-id';
import {
  createTwoBatchWorld,
  createUser,
  type TestUser,
  type TwoBatchWorld,
} from '../../../../tests/support/fixtures';
import { latestResetLink } from '../../../../tests/support/outbox';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';

let server: TestServer;
let call: ApiCall;
let world: TwoBatchWorld;
let admin: TestUser;
let visitor = 1;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  call = apiClient(server.url);
  world = await createTwoBatchWorld(server.deps);
  admin = await createUser(server.deps, { role: 'admin', firstName: 'Devika', lastName: 'Rao' });
});
afterAll(() => server.stop());

const asAdmin = (method: string, path: string, json?: unknown) =>
  call(method, path, { token: admin.token, ...(json === undefined ? {} : { json }) });

/** Admits the application into the batch under these names, valid until 31 March 2031. */
const admit = (applicationId: number, batchId: number, firstName: string, lastName: string) =>
  asAdmin('POST', `/api/admin/applications/${applicationId}/admit/`, {
    batch_id: batchId,
    valid_until: '2031-03-31',
    first_name: firstName,
    last_name: lastName,
  });

/** Applies as a visitor would (from an address of its own) and answers the new application's id. */
async function applied(
  email: string,
  form: 'demo' | 'neet' = 'demo',
  studentName = 'Arjun Kumar Das',
): Promise<number> {
  const common = {
    student_name: studentName,
    city: 'Nagpur',
    email,
    consent: true,
    started_at: Date.now() - 9_000,
  };
  const json =
    form === 'demo'
      ? {
          ...common,
          form,
          class_level: 8,
          school: 'DAV Public School',
          parent_name: 'Sunita Das',
          parent_mobile: '9822012345',
          programme: 'express',
          heard_from: 'web_search',
        }
      : { ...common, form, institution: 'Govt. Girls College', mobile: '9822012345' };
  const answer = await call('POST', '/api/applications/', {
    json,
    headers: { 'x-forwarded-for': `198.51.100.${visitor++}` },
  });
  expect(answer.status).toBe(201);
  return applicationIdOf(server.deps, answer.body.reference);
}

async function auditOf(applicationId: number) {
  const page = await asAdmin('GET', '/api/admin/audit/?page_size=100');
  return page.body.items
    .filter(
      (entry: { target_type: string; target_id: number }) =>
        entry.target_type === 'application' && entry.target_id === applicationId,
    )
    .map((entry: { action: string; details: unknown }) => [entry.action, entry.details]);
}

describe('the admin inbox of applications', () => {
  it('lists newest first, filters by programme, status and day, and pages with the total', async () => {
    const first = await applied('list-1@example.test');
    const second = await applied('list-2@example.test', 'neet');
    const third = await applied('list-3@example.test');
    const all = applicationPage.parse((await asAdmin('GET', '/api/admin/applications/?page_size=2')).body);
    expect(all.items.map((item) => item.id)).toEqual([third, second]);
    expect(all.total).toBeGreaterThanOrEqual(3);

    const neet = applicationPage.parse(
      (await asAdmin('GET', '/api/admin/applications/?programme=neet')).body,
    );
    expect(neet.items.map((item) => item.id)).toContain(second);
    expect(neet.items.every((item) => item.programme === 'neet' && item.class_level === 12)).toBe(true);

    await asAdmin('PATCH', `/api/admin/applications/${first}/`, { status: 'contacted' });
    const contacted = await asAdmin('GET', '/api/admin/applications/?status=contacted');
    expect(contacted.body.items.map((item: { id: number }) => item.id)).toEqual([first]);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await asAdmin('GET', `/api/admin/applications/?from=${today}&to=${today}`)).body.total).toBe(
      all.total,
    );
    expect((await asAdmin('GET', `/api/admin/applications/?from=${tomorrow}`)).body.total).toBe(0);
    const bad = await asAdmin('GET', '/api/admin/applications/?status=maybe&from=yesterday');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['from', 'status']);
  });

  it('moves the status, keeps signed notes, and audits both', async () => {
    const id = await applied('notes@example.test');
    const moved = await asAdmin('PATCH', `/api/admin/applications/${id}/`, { status: 'demo_week' });
    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('demo_week');
    expect((await asAdmin('PATCH', `/api/admin/applications/${id}/`, { status: 'admitted' })).status).toBe(
      400,
    );

    const noted = await asAdmin('POST', `/api/admin/applications/${id}/notes/`, {
      text: '  Called the mother; demo on Monday.  ',
    });
    expect(noted.status).toBe(201);
    const detail = applicationDetail.parse(noted.body);
    expect(detail.notes).toEqual([
      expect.objectContaining({
        text: 'Called the mother; demo on Monday.',
        author: expect.objectContaining({ id: admin.id }),
      }),
    ]);
    expect(detail).toMatchObject({
      school: 'DAV Public School',
      parent_name: 'Sunita Das',
      heard_from: 'web_search',
    });
    expect((await asAdmin('POST', `/api/admin/applications/${id}/notes/`, { text: '   ' })).status).toBe(400);
    expect(await auditOf(id)).toEqual([
      ['application.note', {}],
      ['application.status', { from: 'new', to: 'demo_week' }],
    ]);
  });

  it('admits into a batch: the invitation link sets a password and the new student signs in to their batch', async () => {
    const id = await applied('arjun@example.test');
    const admitted = await admit(id, world.batchA.id, 'Arjun Kumar', 'Das');
    expect(admitted.status).toBe(200);
    expect(admitted.body).toMatchObject({
      status: 'admitted',
      student: { email: 'arjun@example.test', first_name: 'Arjun Kumar' },
    });

    const link = await latestResetLink(server, 'arjun@example.test');
    expect(link.url.pathname).toBe(accountLinks.setPasswordPath);
    const confirm = { uid: link.uid, token: link.token, password: 'arjun-chooses-2031' };
    expect((await call('POST', '/api/password-reset-confirm/', { json: confirm })).status).toBe(200);
    const signedIn = await call('POST', '/api/login/', {
      json: { username: 'arjun@example.test', password: 'arjun-chooses-2031' },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ role: 'student', valid_until: '2031-03-31' });

    const again = await admit(id, world.batchA.id, 'Arjun', 'Das');
    expect(again.status).toBe(409);
    expect((await asAdmin('PATCH', `/api/admin/applications/${id}/`, { status: 'new' })).status).toBe(409);
    expect((await auditOf(id))[0]).toEqual([
      'application.admit',
      {
        student: { id: admitted.body.student.id, name: expect.stringMatching(/^Arjun .*Das$/) },
        batch: { id: world.batchA.id, name: world.batchA.name },
        valid_until: '2031-03-31',
      },
    ]);
  });

  it('refuses to admit an e-mail that already has an account, or into an archived batch, and makes nothing', async () => {
    const taken = await applied(world.studentA.email);
    const refused = await admit(taken, world.batchA.id, 'A', 'B');
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('already exists');

    const archivedBatch = await asAdmin('POST', '/api/admin/batches/', { name: 'Closed 2029' });
    await asAdmin('PATCH', `/api/admin/batches/${archivedBatch.body.id}/`, { archived: true });
    const id = await applied('late@example.test');
    const archived = await admit(id, archivedBatch.body.id, 'Late', 'Comer');
    expect(archived.status).toBe(409);
    expect((await asAdmin('GET', `/api/admin/applications/${id}/`)).body).toMatchObject({
      status: 'new',
      student: null,
    });
    expect((await asAdmin('GET', '/api/admin/applications/999999/')).status).toBe(404);
  });

  it('exports the filtered applications as CSV, with no cell a spreadsheet would run', async () => {
    await applied('csv@example.test', 'neet', '=HYPERLINK("http://evil.test")');
    const answer = await call('GET', '/api/admin/applications/export/?programme=neet', {
      token: admin.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const lines = String(answer.body).trim().split(/\r\n/);
    expect(lines[0]).toBe(applicationCsvColumns.join(','));
    expect(lines.slice(1).every((line) => line.includes(',neet,'))).toBe(true);
    expect(answer.body).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
  });

  it('is the admin’s alone', async () => {
    const id = await applied('private@example.test');
    for (const token of [undefined, world.studentA.token, world.teacherA.token]) {
      const expected = token ? 403 : 401;
      expect((await call('GET', '/api/admin/applications/', { token })).status).toBe(expected);
      expect((await call('GET', `/api/admin/applications/${id}/`, { token })).status).toBe(expected);
      expect(
        (await call('PATCH', `/api/admin/applications/${id}/`, { token, json: { status: 'contacted' } }))
          .status,
      ).toBe(expected);
    }
    expect((await asAdmin('GET', '/api/admin/overview/')).body.new_applications).toBeGreaterThanOrEqual(1);
  });
});
