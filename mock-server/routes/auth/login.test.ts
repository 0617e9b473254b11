import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginResponse } from '../../../shared/schemas/auth';
import { commandLineOperation } from '../../../tests/support/command-line-operation';
import { postJson } from '../../../tests/support/post-json';
import { createTeacher } from '../../../tests/support/teacher-session';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { createAccount } from '../../domain/accounts';
import { createBatch } from '../../domain/batches';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES: '3', TRUST_PROXY: '1' });
  const { db } = server.deps.database;
  const batch = await createBatch(commandLineOperation(db), 'Olympiad 9A');
  await createAccount(commandLineOperation(db), {
    role: 'student',
    email: 'Asha@Demo.School',
    password: 'learn2026',
    firstName: 'Asha',
    lastName: 'Verma',
    batchId: batch.id,
    validUntil: '2030-01-31',
  });
  await createTeacher(db);
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

  it('refuses a password longer than 128 characters with 400, before hashing it', async () => {
    const { status, body } = await login('asha@demo.school', 'a'.repeat(129));
    expect(status).toBe(400);
    expect(body.detail).toMatch(/at most 128 characters/);
  });
});

describe('sign-in throttling', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const loginFrom = (address: string, username: string, password: string) =>
    postJson(server.url, '/api/login/', { username, password }, from(address));
  afterEach(() => vi.useRealTimers());

  it('makes a guesser wait after 3 failures from one address, while the owner signs in from another at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 3; i++) {
      expect((await loginFrom('198.51.100.1', 'teacher@demo.school', `wrong${i}`)).status).toBe(401);
    }
    const guesser = await loginFrom('198.51.100.1', 'teacher@demo.school', 'learn2026');
    expect(guesser.status).toBe(429);
    expect(guesser.body.detail).toMatch(
      /too many failed sign-in attempts for this e-mail.*try again in (\d+ seconds|1 minute)\./i,
    );
    expect(Number(guesser.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(guesser.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    expect((await loginFrom('203.0.113.9', 'teacher@demo.school', 'learn2026')).status).toBe(200);
    // A slowdown, not a lockout: once the minute is over the right password works from there too.
    vi.advanceTimersByTime(60_000);
    expect((await loginFrom('198.51.100.1', 'teacher@demo.school', 'learn2026')).status).toBe(200);
  });

  it('counts a burst of simultaneous guesses whole', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => loginFrom('198.51.100.2', 'asha@demo.school', `burst${i}`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });
});
