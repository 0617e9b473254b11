import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens';

const signer = createTokenSigner('a-secret-long-enough-for-hs256-signing', { access: 300, refresh: 86_400 });
const sessionId = 'b1f7c2de-session';

describe('token signer', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own token of the asked kind', async () => {
    const { token, jti } = await signer.sign('access', { userId: 7, role: 'teacher', sessionId });
    expect(await signer.verify(token, 'access')).toMatchObject({
      userId: 7,
      role: 'teacher',
      sessionId,
      kind: 'access',
      jti,
    });
  });

  it("ends a token's lifetime at the session's end when that comes first", async () => {
    const sessionEnd = new Date(Date.now() + 60_000);
    const { token, expiresAt } = await signer.sign(
      'refresh',
      { userId: 7, role: 'student', sessionId },
      sessionEnd,
    );
    expect(expiresAt).toEqual(sessionEnd);
    expect((await signer.verify(token, 'refresh'))?.expiresAt.getTime()).toBe(
      Math.floor(sessionEnd.getTime() / 1000) * 1000,
    );
  });

  it('refuses a token of the other kind', async () => {
    const { token } = await signer.sign('refresh', { userId: 7, role: 'student', sessionId });
    expect(await signer.verify(token, 'access')).toBeNull();
  });

  it('refuses a token that names no session (as signed before sessions existed)', async () => {
    const withoutSession = await new SignJWT({ role: 'student', kind: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setJti('an-id')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-secret-long-enough-for-hs256-signing'));
    expect(await signer.verify(withoutSession, 'access')).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const other = createTokenSigner('another-secret-long-enough-for-hs256!!', {
      access: 300,
      refresh: 86_400,
    });
    const { token } = await other.sign('access', { userId: 7, role: 'student', sessionId });
    expect(await signer.verify(token, 'access')).toBeNull();
  });

  it('refuses a token whose payload was altered', async () => {
    const { token } = await signer.sign('access', { userId: 7, role: 'student', sessionId });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'teacher' })).toString('base64url');
    expect(await signer.verify(`${header}.${forged}.${signature}`, 'access')).toBeNull();
    expect(await signer.verify('not-a-token', 'access')).toBeNull();
  });

  it('refuses an access token once its lifetime is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = await signer.sign('access', { userId: 7, role: 'student', sessionId });
    vi.setSystemTime(Date.now() + 299_000);
    expect(await signer.verify(token, 'access')).not.toBeNull();
    vi.setSystemTime(Date.now() + 2_000);
    expect(await signer.verify(token, 'access')).toBeNull();
  });
});
