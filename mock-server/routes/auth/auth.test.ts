import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginResponse, refreshResponse } from '../../../shared/schemas/auth';
import { nextAccessChanges } from '../../../tests/support/access-changes';
import { startFakeSmtp } from '../../../tests/support/fake-smtp';
import { createBatch, createUser } from '../../../tests/support/fixtures';
import { latestResetLink, readOutbox } from '../../../tests/support/outbox';
import { postJson } from '../../../tests/support/post-json';
import {
  createTeacher,
  postRefresh,
  profileStatus,
  sessionIdOf,
  signInAsTeacher,
} from '../../../tests/support/teacher-session';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { rotationGraceSeconds } from '../../auth/sessions';
import { createTokenSigner } from '../../auth/tokens';
import { jobs, passwordResetTokens } from '../../db/schema';
import { jobRetry } from '../../jobs/job-queue';
import { demoAccounts, demoPassword } from '../../seed/demo-accounts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' });
});
afterAll(() => server.stop());

const login = (username: string, password: string) =>
  postJson(server.url, '/api/login/', { username, password });

describe('sign-in and password reset over HTTP', () => {
  it('lets every seeded demo account sign in with the demo password', async () => {
    for (const account of Object.values(demoAccounts)) {
      const { status, body } = await login(account.email, demoPassword);
      expect(status, account.email).toBe(200);
      expect(body.user.role).toBe(account.role);
    }
  });

  it('resets a password through the mailed link: new password works, old one and old sessions do not', async () => {
    const email = demoAccounts.rohan.email;
    const session = (await login(email, demoPassword)).body;
    const otherDevice = (await login(email, demoPassword)).body;
    const profileStatus = async (access: string) =>
      (await fetch(`${server.url}/api/profile/`, { headers: { authorization: `Bearer ${access}` } })).status;
    expect(await profileStatus(session.access)).toBe(200);

    const request = await postJson(server.url, '/api/password-reset/', {
      email,
      redirect_url: `${server.url}/reset-password`,
    });
    expect(request.status).toBe(200);
    const { uid, token } = await latestResetLink(server, email);

    const revocation = nextAccessChanges(server.deps.bus);
    const confirm = await postJson(server.url, '/api/password-reset-confirm/', {
      uid,
      token,
      password: 'rohan-new-2026',
    });
    expect(confirm.status).toBe(200);
    // The sign-in page that follows a new password starts with the account's e-mail.
    expect(confirm.body.email).toBe(email);
    // Access tokens issued before the reset are refused at once, not when their 300 s run out.
    expect(await profileStatus(session.access)).toBe(401);
    expect(await profileStatus(otherDevice.access)).toBe(401);
    expect(await revocation).toEqual([{ userId: session.user.id, kind: 'revoked' }]);

    expect((await login(email, 'rohan-new-2026')).status).toBe(200);
    expect((await login(email, demoPassword)).status).toBe(401);
    for (const stale of [session, otherDevice]) {
      const staleRefresh = await postJson(server.url, '/api/token/refresh/', { refresh: stale.refresh });
      expect(staleRefresh.status).toBe(401);
    }
  });

  it('lists the auth calls in the OpenAPI registry of the app', async () => {
    const { createApp } = await import('../../app');
    const document = createApp(server.deps).getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'test', version: '0' },
    });
    expect(Object.keys(document.paths ?? {})).toEqual(
      expect.arrayContaining([
        '/api/login/',
        '/api/token/refresh/',
        '/api/logout/',
        '/api/password-reset/',
        '/api/password-reset-confirm/',
      ]),
    );
  });
});

describe('abuse of sign-in and password reset, one address at a time', () => {
  let limited: TestServer;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    // A mail server that does not greet fails the send after 1 s rather than nodemailer's 10 s.
    const clientDir = mkdtempSync(path.join(tmpdir(), 'tutoring-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Tutoring</title>');
    limited = await startTestServer({
      SEED_DEMO: 'true',
      CLIENT_DIR: clientDir,
      TRUST_PROXY: '1',
      SMTP_URL: `${smtp.url}&greetingTimeout=1000`,
    });
  });
  afterAll(async () => {
    await limited.stop();
    await smtp.close();
  });
  afterEach(() => {
    vi.useRealTimers();
    smtp.mode = 'accept';
  });

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const loginFrom = (address: string, username: string, password: string) =>
    postJson(limited.url, '/api/login/', { username, password }, from(address));
  const resetFrom = (address: string, email: string) =>
    postJson(
      limited.url,
      '/api/password-reset/',
      { email, redirect_url: `${limited.url}/reset-password` },
      from(address),
    );
  const mailsTo = (email: string) => smtp.received.filter((line) => line === `RCPT TO:<${email}>`).length;

  it('stops a spray of one password over many e-mails from one address, and only that address', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await loginFrom('192.0.2.10', `student${i}@spray.test`, 'learn2026')).status).toBe(401);
    }
    const sprayer = await loginFrom('192.0.2.10', 'student30@spray.test', 'learn2026');
    expect(sprayer.status).toBe(429);
    expect(sprayer.body.detail).toMatch(/from your network.*try again in \d+ minutes/i);
    expect(Number(sprayer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await loginFrom('192.0.2.11', demoAccounts.meera.email, demoPassword)).status).toBe(200);
  }, 120_000);

  it('refuses at once the sign-ins it cannot queue for hashing, and serves pages meanwhile', async () => {
    let firstAnswered!: () => void;
    const hashing = new Promise<void>((resolve) => {
      firstAnswered = resolve;
    });
    const burst = Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        loginFrom(`10.1.0.${i}`, `nobody${i}@burst.test`, 'a-guess-for-the-burst').then((answer) => {
          firstAnswered();
          return answer;
        }),
      ),
    );
    await hashing;
    // Files are read on libuv's thread pool, where scrypt runs: at most a few hashes may hold it.
    expect((await fetch(`${limited.url}/index.html`)).status).toBe(200);
    const answers = await burst;
    for (const answer of answers) {
      expect([401, 503]).toContain(answer.status);
      if (answer.status === 503) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
  }, 60_000);

  it('mails one person at most 3 reset links an hour, answering every request alike', async () => {
    const email = demoAccounts.kabir.email;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await resetFrom(`192.0.2.${20 + i}`, email));
    await limited.deps.mailer.settled();
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0].body);
    }
    expect(mailsTo(email)).toBe(3);
  });

  it('refuses reset requests from an address beyond 20 an hour with 429 and Retry-After', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await resetFrom('192.0.2.30', `nobody${i}@flood.test`)).status).toBe(200);
    }
    const flood = await resetFrom('192.0.2.30', 'nobody20@flood.test');
    expect(flood.status).toBe(429);
    expect(flood.body.error).toBe(flood.body.detail);
    expect(flood.body.detail).toMatch(/too many password reset requests from your network/i);
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await resetFrom('192.0.2.31', 'nobody21@flood.test')).status).toBe(200);
  });

  it('answers a reset request without waiting for the mail server, and sends the mail once it answers again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = demoAccounts.meera.email;
    smtp.mode = 'silent';
    const started = performance.now();
    expect((await resetFrom('192.0.2.40', email)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    await limited.deps.mailer.settled();
    const [waiting] = await limited.deps.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'to' = ${email}`);
    expect(waiting).toMatchObject({ kind: 'mail', payload: { to: email }, attempts: 1, doneAt: null });
    expect(waiting.lastError).toMatch(/greeting/i);

    smtp.mode = 'accept';
    vi.advanceTimersByTime(jobRetry.firstDelaySeconds * 1000);
    limited.deps.mailer.poke();
    await limited.deps.mailer.settled();
    expect(mailsTo(email)).toBe(1);
  });
});

describe('POST /api/login/', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ LOGIN_MAX_FAILURES: '3', TRUST_PROXY: '1' });
    const { db } = server.deps.database;
    const batch = await createBatch(server.deps, 'Olympiad 9A');
    await createUser(server.deps, {
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
});

describe('POST /api/token/refresh/', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ REFRESH_TOKEN_TTL: '600' });
    await createTeacher(server.deps.database.db);
  });
  afterAll(() => server.stop());
  afterEach(() => vi.useRealTimers());

  const afterGrace = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (rotationGraceSeconds + 1) * 1000);
  };

  describe('POST /api/token/refresh/', () => {
    it('trades a refresh token for a new access token and the next refresh token, of the same session', async () => {
      const session = await signInAsTeacher(server);
      const { status, body } = await postRefresh(server, session.refresh);
      expect(status).toBe(200);
      const answer = refreshResponse.parse(body);
      expect(answer.refresh).toBeDefined();
      expect(answer.refresh).not.toBe(session.refresh);
      const claims = await server.deps.tokens.verify(answer.access, 'access');
      expect(claims).toMatchObject({ role: 'teacher', kind: 'access' });
      expect(claims?.sessionId).toBe(await sessionIdOf(server, session.refresh, 'refresh'));
      expect(await sessionIdOf(server, answer.refresh ?? '', 'refresh')).toBe(claims?.sessionId);
      expect(await profileStatus(server, answer.access)).toBe(200);
      expect((await postRefresh(server, answer.refresh ?? '')).status).toBe(200);
    });

    it('does not extend the session: the next refresh token ends when the first one does', async () => {
      const session = await signInAsTeacher(server);
      const first = await server.deps.tokens.verify(session.refresh, 'refresh');
      const { body } = await postRefresh(server, session.refresh);
      const next = await server.deps.tokens.verify(body.refresh, 'refresh');
      expect(next?.expiresAt).toEqual(first?.expiresAt);
    });

    it('ends the whole session when a rotated refresh token comes back: thief and holder alike', async () => {
      const session = await signInAsTeacher(server);
      const sessionId = await sessionIdOf(server, session.refresh, 'refresh');
      const holder = (await postRefresh(server, session.refresh)).body;
      afterGrace();
      const revocation = nextAccessChanges(server.deps.bus);

      const replay = await postRefresh(server, session.refresh);
      expect(replay.status).toBe(401);
      expect(replay.body.detail).toBeTruthy();
      expect((await postRefresh(server, holder.refresh)).status).toBe(401);
      expect(await profileStatus(server, holder.access)).toBe(401);
      expect(await profileStatus(server, session.access)).toBe(401);
      expect(await revocation).toEqual([{ userId: expect.any(Number), kind: 'revoked', sessionId }]);
      // Other sign-ins of the same user are not touched.
      const other = await signInAsTeacher(server);
      expect(await profileStatus(server, other.access)).toBe(200);
    });

    it('gives a second tab refreshing with the just-rotated token an access token, and keeps the session', async () => {
      const session = await signInAsTeacher(server);
      const firstTab = (await postRefresh(server, session.refresh)).body;
      const secondTab = await postRefresh(server, session.refresh);
      expect(secondTab.status).toBe(200);
      expect(secondTab.body.refresh).toBeUndefined();
      expect(await profileStatus(server, secondTab.body.access)).toBe(200);
      expect((await postRefresh(server, firstTab.refresh)).status).toBe(200);
    });

    it('rotates once when two refreshes with one token arrive together', async () => {
      const session = await signInAsTeacher(server);
      const answers = await Promise.all([
        postRefresh(server, session.refresh),
        postRefresh(server, session.refresh),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const rotated = answers.filter((answer) => answer.body.refresh !== undefined);
      expect(rotated).toHaveLength(1);
      expect((await postRefresh(server, rotated[0].body.refresh)).status).toBe(200);
    });

    it('refuses an access token in place of a refresh token', async () => {
      expect((await postRefresh(server, (await signInAsTeacher(server)).access)).status).toBe(401);
    });

    it('refuses a refresh token signed with another secret', async () => {
      const forger = createTokenSigner('not-the-server-secret-but-long-enough!!', {
        access: 60,
        refresh: 600,
      });
      const forged = await forger.sign('refresh', { userId: 1, role: 'teacher', sessionId: randomUUID() });
      const { status, body } = await postRefresh(server, forged.token);
      expect(status).toBe(401);
      expect(body.detail).toBeTruthy();
    });

    it('refuses a correctly signed refresh token the server never issued', async () => {
      const session = await signInAsTeacher(server);
      const sessionId = (await sessionIdOf(server, session.refresh, 'refresh')) ?? '';
      const unrecorded = await server.deps.tokens.sign('refresh', { userId: 1, role: 'teacher', sessionId });
      expect((await postRefresh(server, unrecorded.token)).status).toBe(401);
      const noSession = await server.deps.tokens.sign('refresh', {
        userId: 1,
        role: 'teacher',
        sessionId: randomUUID(),
      });
      expect((await postRefresh(server, noSession.token)).status).toBe(401);
    });

    it('refuses a refresh token once it has expired', async () => {
      const session = await signInAsTeacher(server);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 601_000);
      expect((await postRefresh(server, session.refresh)).status).toBe(401);
    });
  });
});

describe('POST /api/logout/', () => {
  let server: TestServer;
  let userId: number;

  beforeAll(async () => {
    server = await startTestServer();
    userId = (await createTeacher(server.deps.database.db)).id;
  });
  afterAll(() => server.stop());

  const logout = (body: unknown, access?: string) =>
    postJson(server.url, '/api/logout/', body, access ? { authorization: `Bearer ${access}` } : {});

  describe('POST /api/logout/', () => {
    it('ends the session of the refresh token at once: its refresh and access tokens stop working', async () => {
      const session = await signInAsTeacher(server);
      const revocation = nextAccessChanges(server.deps.bus);
      const { status, body } = await logout({ refresh: session.refresh });
      expect(status).toBe(200);
      expect(body.detail).toBeTruthy();
      expect((await postRefresh(server, session.refresh)).status).toBe(401);
      expect(await profileStatus(server, session.access)).toBe(401);
      expect(await revocation).toEqual([
        { userId, kind: 'revoked', sessionId: await sessionIdOf(server, session.access, 'access') },
      ]);
    });

    it('leaves the other sessions of the same user signed in', async () => {
      const phone = await signInAsTeacher(server);
      const laptop = await signInAsTeacher(server);
      expect((await logout({ refresh: phone.refresh })).status).toBe(200);
      expect(await profileStatus(server, laptop.access)).toBe(200);
      expect((await postRefresh(server, laptop.refresh)).status).toBe(200);
    });

    it('ends the session of a bearer access token sent with an empty body', async () => {
      const session = await signInAsTeacher(server);
      expect((await logout({}, session.access)).status).toBe(200);
      expect(await profileStatus(server, session.access)).toBe(401);
      expect((await postRefresh(server, session.refresh)).status).toBe(401);
    });

    it('answers success again for a session already ended, or a token it cannot read', async () => {
      const session = await signInAsTeacher(server);
      expect((await logout({ refresh: session.refresh }, session.access)).status).toBe(200);
      expect((await logout({ refresh: session.refresh }, session.access)).status).toBe(200);
      expect((await logout({ refresh: 'not-a-token' })).status).toBe(200);
      expect((await logout({}, 'not-a-token')).status).toBe(200);
    });

    it('refuses a malformed body, or one that names no session, with 400 and the JSON error shape', async () => {
      for (const body of [{}, { refresh: '' }, { refresh: 42 }, [], 'refresh']) {
        const answer = await logout(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.detail, JSON.stringify(body)).toBeTruthy();
      }
      const notJson = await fetch(`${server.url}/api/logout/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"refresh":',
      });
      expect(notJson.status).toBe(400);
    });
  });
});

describe('password reset', () => {
  let server: TestServer;
  const redirectUrl = 'http://localhost:5173/reset-password';

  beforeAll(async () => {
    server = await startTestServer({ PASSWORD_RESET_TTL: '3600' });
    for (const email of ['meera@demo.school', 'kabir@demo.school']) {
      await createUser(server.deps, {
        role: 'student',
        email,
        password: 'learn2026',
        firstName: email.slice(0, 5),
        lastName: 'Demo',
      });
    }
  });
  afterAll(() => server.stop());
  afterEach(() => vi.useRealTimers());

  const requestReset = (email: string, redirect_url = redirectUrl) =>
    postJson(server.url, '/api/password-reset/', { email, redirect_url });
  const confirmReset = (body: { uid: string; token: string; password: string }) =>
    postJson(server.url, '/api/password-reset-confirm/', body);

  describe('POST /api/password-reset/', () => {
    it('mails a link to the redirect_url with uid and token, keeping only a hash of the token', async () => {
      const { status } = await requestReset('MEERA@demo.school');
      expect(status).toBe(200);
      const { url, uid, token } = await latestResetLink(server, 'meera@demo.school');
      expect(`${url.origin}${url.pathname}`).toBe(redirectUrl);
      expect(uid).toMatch(/^\d+$/);
      expect(token.length).toBeGreaterThanOrEqual(40);
      const stored = await server.deps.database.db.select().from(passwordResetTokens);
      expect(stored.some((row) => row.tokenHash === token)).toBe(false);
      expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    });

    it('gives the same answer for an unknown e-mail, and mails nothing', async () => {
      const mailsBefore = (await readOutbox(server)).length;
      const known = await requestReset('kabir@demo.school');
      const unknown = await requestReset('nobody@demo.school');
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      const mails = await readOutbox(server);
      expect(mails).toHaveLength(mailsBefore + 1);
      expect(mails.some((mail) => mail.to === 'nobody@demo.school')).toBe(false);
    });

    it('refuses a link to another site, with detail and error', async () => {
      const { status, body } = await requestReset('kabir@demo.school', 'https://evil.example/steal');
      expect(status).toBe(400);
      expect(body.error).toBe(body.detail);
      expect(body.detail).toMatch(/redirect_url/);
    });

    it('refuses a missing e-mail with the message the form shows', async () => {
      const { status, body } = await postJson(server.url, '/api/password-reset/', {
        redirect_url: redirectUrl,
      });
      expect(status).toBe(400);
      expect(body.error).toBe('Please enter your email.');
    });
  });

  describe('POST /api/password-reset-confirm/', () => {
    it('refuses a weak password with a clear message in detail and error, leaving the link usable', async () => {
      await requestReset('kabir@demo.school');
      const link = await latestResetLink(server, 'kabir@demo.school');
      const weak = await confirmReset({ uid: link.uid, token: link.token, password: 'short1' });
      expect(weak.status).toBe(400);
      expect(weak.body.error).toMatch(/password is too weak/i);
      expect(weak.body.detail).toBe(weak.body.error);
      expect(
        (await confirmReset({ uid: link.uid, token: link.token, password: 'brand-new-2026' })).status,
      ).toBe(200);
    });

    it('accepts a link once only', async () => {
      await requestReset('meera@demo.school');
      const link = await latestResetLink(server, 'meera@demo.school');
      expect(
        (await confirmReset({ uid: link.uid, token: link.token, password: 'first-choice-1' })).status,
      ).toBe(200);
      const again = await confirmReset({ uid: link.uid, token: link.token, password: 'second-choice-2' });
      expect(again.status).toBe(400);
      expect(again.body.error).toMatch(/already been used/i);
    });

    it('refuses a link after it expires', async () => {
      await requestReset('meera@demo.school');
      const link = await latestResetLink(server, 'meera@demo.school');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 3601_000);
      const late = await confirmReset({ uid: link.uid, token: link.token, password: 'too-late-2026' });
      expect(late.status).toBe(400);
      expect(late.body.error).toMatch(/expired/i);
    });

    it('refuses an unknown token, or a token with another uid', async () => {
      await requestReset('kabir@demo.school');
      const link = await latestResetLink(server, 'kabir@demo.school');
      const wrongToken = await confirmReset({ uid: link.uid, token: 'made-up', password: 'another-pass-1' });
      const wrongUid = await confirmReset({
        uid: String(Number(link.uid) + 1),
        token: link.token,
        password: 'another-pass-1',
      });
      for (const answer of [wrongToken, wrongUid]) {
        expect(answer.status).toBe(400);
        expect(answer.body.error).toBe('Invalid or expired reset link.');
      }
    });
  });
});

describe('where a reset link leads', () => {
  /** POSTs over a raw socket, so the Host header says what an attacker wants it to. */
  function postWithHost(server: TestServer, host: string, path: string, body: unknown) {
    return new Promise<{ status: number; body: { detail?: string } }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const call = request(
        {
          host: '127.0.0.1',
          port: server.port,
          path,
          method: 'POST',
          headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      call.on('error', reject);
      call.end(payload);
    });
  }

  async function startWithUser(env: Record<string, string> = {}) {
    const server = await startTestServer(env);
    await createTeacher(server.deps.database.db);
    return server;
  }

  const requestReset = (server: TestServer, redirect_url: string) =>
    postJson(server.url, '/api/password-reset/', { email: 'teacher@demo.school', redirect_url });

  describe('reset link origin without PUBLIC_URL', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startWithUser();
    });
    afterAll(() => server.stop());

    it("refuses a link to the request's own origin when the Host header names another site", async () => {
      const answer = await postWithHost(server, 'evil.example', '/api/password-reset/', {
        email: 'teacher@demo.school',
        redirect_url: 'http://evil.example/steal',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toMatch(/redirect_url/);
    });

    it('accepts loopback origins only: localhost, 127.0.0.0/8 and [::1]', async () => {
      for (const url of [
        'http://localhost:5173/reset-password',
        'http://127.0.0.1:8000/reset-password',
        'http://127.1.2.3/reset-password',
        'http://[::1]:5173/reset-password',
      ]) {
        expect((await requestReset(server, url)).status, url).toBe(200);
      }
      for (const url of [
        'http://192.168.1.10:8000/reset-password',
        'http://localhost.evil.example/reset-password',
        'http://127.0.0.1.evil.example/reset-password',
      ]) {
        expect((await requestReset(server, url)).status, url).toBe(400);
      }
    });
  });

  describe('reset link origin with PUBLIC_URL', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startWithUser({ PUBLIC_URL: 'https://tutoring.example' });
    });
    afterAll(() => server.stop());

    it("accepts PUBLIC_URL's origin and nothing else, loopback included", async () => {
      expect((await requestReset(server, 'https://tutoring.example/reset-password')).status).toBe(200);
      expect((await requestReset(server, 'http://tutoring.example/reset-password')).status).toBe(400);
      expect((await requestReset(server, 'http://localhost:5173/reset-password')).status).toBe(400);
      const spoofed = await postWithHost(server, 'evil.example', '/api/password-reset/', {
        email: 'teacher@demo.school',
        redirect_url: 'http://evil.example/steal',
      });
      expect(spoofed.status).toBe(400);
    });
  });
});
