import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs } from '../../mock-server/db/schema';
import { academyName } from '../../shared/brand';
import { accountLinks } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { createTwoBatchWorld, createUser, type TestUser, type TwoBatchWorld } from '../support/fixtures';
import { latestResetLink, readOutbox } from '../support/outbox';
import { startTestServer, type TestServer } from '../support/test-server';
import { apiClient } from './support/api-client';

let server: TestServer;
let world: TwoBatchWorld;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  world = await createTwoBatchWorld(server.deps);
  admin = await createUser(server.deps, { role: 'admin' });
});
afterAll(() => server.stop());

/** Headers an attacker controls: fetch would not let a test set Host, node:http does. */
const hostile = { origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-host': 'evil.example' };

/** A POST with a JSON body and the hostile Origin and Host headers; answers the status. */
function postFromHostileOrigin(
  path: string,
  json: unknown,
  token?: string,
  base = server.url,
): Promise<number> {
  const url = new URL(path, base);
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        method: 'POST',
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: {
          ...hostile,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Every mailed link leads to the configured site: no PUBLIC_URL here, so this machine's loopback. */
async function expectLinkToOwnSite(email: string, path: string) {
  const { url } = await latestResetLink(server, email);
  expect(url.hostname).toBe('localhost');
  expect(url.pathname).toBe(path);
  expect(url.toString()).not.toContain('evil');
}

describe('links mailed while the request names another origin', () => {
  it("an admin's reset link", async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const path = `/api/admin/students/${student.id}/password-reset/`;
    expect(await postFromHostileOrigin(path, {}, admin.token)).toBe(200);
    await expectLinkToOwnSite(student.email, accountLinks.resetPasswordPath);
  });

  it('an invitation of a new student and of a new teacher', async () => {
    const student = { email: 'invited-student@example.test', first_name: 'Ira', last_name: 'Sen' };
    expect(await postFromHostileOrigin('/api/admin/students/', student, admin.token)).toBe(201);
    await expectLinkToOwnSite(student.email, accountLinks.setPasswordPath);
    const teacher = { email: 'invited-teacher@example.test', first_name: 'Tanu', last_name: 'Roy' };
    expect(await postFromHostileOrigin('/api/admin/teachers/', teacher, admin.token)).toBe(201);
    await expectLinkToOwnSite(teacher.email, accountLinks.setPasswordPath);
  });

  it('the invitation of an admitted applicant', async () => {
    const [application] = await server.deps.database.db
      .insert(applications)
      .values({
        reference: 'APL-2030-LINKS',
        programme: 'foundational',
        studentName: 'Arjun Das',
        classLevel: 9,
        city: 'Nagpur',
        mobile: '+919812345678',
        email: 'admitted@example.test',
      })
      .returning({ id: applications.id });
    const admit = {
      batch_id: world.batchA.id,
      valid_until: '2031-03-31',
      first_name: 'Arjun',
      last_name: 'Das',
    };
    expect(
      await postFromHostileOrigin(`/api/admin/applications/${application.id}/admit/`, admit, admin.token),
    ).toBe(200);
    await expectLinkToOwnSite('admitted@example.test', accountLinks.setPasswordPath);
  });

  it('a reset link the user asked for', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const ask = { email: student.email, redirect_url: 'http://localhost:5173/reset-password' };
    expect(await postFromHostileOrigin('/api/password-reset/', ask)).toBe(200);
    const { url } = await latestResetLink(server, student.email);
    expect(url.origin).toBe('http://localhost:5173');
    expect(url.toString()).not.toContain('evil');
  });
});

describe('the invitation', () => {
  it('names the academy, and its reused link says it was an invitation', async () => {
    const invite = { email: 'branded@example.test', first_name: 'Mira', last_name: 'Nair' };
    expect(await postFromHostileOrigin('/api/admin/students/', invite, admin.token)).toBe(201);
    const mail = (await readOutbox(server)).filter((sent) => sent.to === invite.email).at(-1);
    expect(mail?.subject).toBe(`Your ${academyName} account is ready`);
    expect(mail?.text).toContain(academyName);
    expect(`${mail?.subject}\n${mail?.text}`).not.toContain('Tutoring Service');

    const { uid, token } = await latestResetLink(server, invite.email);
    const confirm = () =>
      apiClient(server.url)('POST', '/api/password-reset-confirm/', {
        json: { uid, token, password: 'mira-chooses-2031' },
      });
    expect((await confirm()).status).toBe(200);
    const reused = await confirm();
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toBe(messages.auth.invitationLinkUsed);
  });
});

describe('the queued job of a link mail (last: it stops the job runner)', () => {
  it('holds no link or token while the mail waits, and is committed with the change', async () => {
    // A stopped runner leaves the queued mail in its row, as an outage of the mail server would.
    await server.deps.mailer.settled();
    await server.deps.jobs.stop();
    const invite = { email: 'sealed@example.test', first_name: 'Ira', last_name: 'Sen' };
    expect(await postFromHostileOrigin('/api/admin/students/', invite, admin.token)).toBe(201);
    const rows = await server.deps.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'to' = ${invite.email}`);
    expect(rows).toHaveLength(1);
    expect(rows[0].doneAt).toBeNull();
    expect(JSON.stringify(rows[0])).not.toMatch(/token=|uid=|set-password|https?:/);
  });
});
