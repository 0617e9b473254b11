import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commandLineOperation } from '../../../tests/support/command-line-operation';
import { latestResetLink, readOutbox } from '../../../tests/support/outbox';
import { postJson } from '../../../tests/support/post-json';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { passwordResetTokens } from '../../db/schema';
import { createAccount } from '../../domain/accounts';

let server: TestServer;
const redirectUrl = 'http://localhost:5173/reset-password';

beforeAll(async () => {
  server = await startTestServer({ PASSWORD_RESET_TTL: '3600' });
  for (const email of ['meera@demo.school', 'kabir@demo.school']) {
    await createAccount(commandLineOperation(server.deps.database.db), {
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
