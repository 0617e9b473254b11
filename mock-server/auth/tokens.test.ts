import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens';

const signer = createTokenSigner('a-secret-long-enough-for-hs256-signing', { access: 300, refresh: 86_400 });

describe('token signer', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own token of the asked kind', async () => {
    const { token, jti } = await signer.sign('access', 7, 'teacher');
    expect(await signer.verify(token, 'access')).toMatchObject({
      userId: 7,
      role: 'teacher',
      kind: 'access',
      jti,
    });
  });

  it('refuses a token of the other kind', async () => {
    const { token } = await signer.sign('refresh', 7, 'student');
    expect(await signer.verify(token, 'access')).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const other = createTokenSigner('another-secret-long-enough-for-hs256!!', {
      access: 300,
      refresh: 86_400,
    });
    const { token } = await other.sign('access', 7, 'student');
    expect(await signer.verify(token, 'access')).toBeNull();
  });

  it('refuses a token whose payload was altered', async () => {
    const { token } = await signer.sign('access', 7, 'student');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'teacher' })).toString('base64url');
    expect(await signer.verify(`${header}.${forged}.${signature}`, 'access')).toBeNull();
    expect(await signer.verify('not-a-token', 'access')).toBeNull();
  });

  it('refuses an access token once its lifetime is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = await signer.sign('access', 7, 'student');
    vi.setSystemTime(Date.now() + 299_000);
    expect(await signer.verify(token, 'access')).not.toBeNull();
    vi.setSystemTime(Date.now() + 2_000);
    expect(await signer.verify(token, 'access')).toBeNull();
  });
});
