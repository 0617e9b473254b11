import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextAccessChanges } from '../../../tests/support/access-changes';
import { startFakeSmtp } from '../../../tests/support/fake-smtp';
import { latestResetLink } from '../../../tests/support/outbox';
import { postJson } from '../../../tests/support/post-json';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { mailQueue } from '../../db/schema';
import { mailRetry } from '../../mail/mail-queue';
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
  });

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
      .from(mailQueue)
      .where(eq(mailQueue.recipient, email));
    expect(waiting).toMatchObject({ recipient: email, attempts: 1, sentAt: null });
    expect(waiting.lastError).toMatch(/greeting/i);

    smtp.mode = 'accept';
    vi.advanceTimersByTime(mailRetry.firstDelaySeconds * 1000);
    limited.deps.mailer.poke();
    await limited.deps.mailer.settled();
    expect(mailsTo(email)).toBe(1);
  });
});
