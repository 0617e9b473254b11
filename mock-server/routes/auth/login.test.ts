import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '../../../shared/schemas/auth';
import { postJson } from '../../../tests/support/post-json';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { createBatch } from '../../admin/batches';
import { createUser } from '../../admin/create-user';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES: '3' });
  const { db } = server.deps.database;
  await createBatch(db, 'Olympiad 9A');
  await createUser(db, {
    role: 'student',
    email: 'Asha@Demo.School',
    password: 'learn2026',
    firstName: 'Asha',
    lastName: 'Verma',
    batch: 'Olympiad 9A',
    validUntil: '2030-01-31',
  });
  await createUser(db, {
    role: 'teacher',
    email: 'teacher@demo.school',
    password: 'learn2026',
    firstName: 'Anita',
    lastName: 'Rao',
  });
});
afterAll(() => server.stop());

const login = (username: string, password: string) =>
  postJson(server.url, '/api/login/', { username, password });

describe('POST /api/login/', () => {
  it('answers tokens and the user, with role and valid_until, for the right password', async () => {
    const { status, body } = await login('asha@demo.school', 'learn2026');
    expect(status).toBe(200);
    expect(loginResponse.parse(body).user).toMatchObject({
      email: 'Asha@Demo.School',
      role: 'student',
      first_name: 'Asha',
      last_name: 'Verma',
      valid_until: '2030-01-31',
    });
  });

  it('matches the e-mail whatever its case', async () => {
    expect((await login('  ASHA@demo.SCHOOL ', 'learn2026')).status).toBe(200);
  });

  it('gives a teacher no valid_until', async () => {
    const { body } = await login('teacher@demo.school', 'learn2026');
    expect(body.user).toMatchObject({ role: 'teacher', valid_until: null });
  });

  it('answers 401 with a detail for a wrong password or an unknown e-mail, alike', async () => {
    const wrongPassword = await login('teacher@demo.school', 'learn2027');
    const unknown = await login('nobody@demo.school', 'learn2026');
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body.detail).toBe(unknown.body.detail);
  });

  it('answers 400 naming the missing field', async () => {
    const { status, body } = await postJson(server.url, '/api/login/', { username: 'asha@demo.school' });
    expect(status).toBe(400);
    expect(body.detail).toMatch(/password/i);
  });

  it('refuses further tries for an e-mail after repeated failures, even with the right password', async () => {
    await createUser(server.deps.database.db, {
      role: 'teacher',
      email: 'ravi@demo.school',
      password: 'learn2026',
      firstName: 'Ravi',
      lastName: 'Nair',
    });
    for (let i = 0; i < 3; i++) expect((await login('ravi@demo.school', `wrong${i}`)).status).toBe(401);
    const blocked = await login('ravi@demo.school', 'learn2026');
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/too many failed sign-in attempts.*try again in \d+ minutes?/i);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login('asha@demo.school', 'learn2026')).status).toBe(200);
  });
});
