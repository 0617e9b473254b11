import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postJson } from '../../../tests/support/post-json';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { createUser } from '../../admin/create-user';
import { createTokenSigner } from '../../auth/tokens';

let server: TestServer;
let tokens: { access: string; refresh: string };

beforeAll(async () => {
  server = await startTestServer({ REFRESH_TOKEN_TTL: '600' });
  await createUser(server.deps.database.db, {
    role: 'teacher',
    email: 'teacher@demo.school',
    password: 'learn2026',
    firstName: 'Anita',
    lastName: 'Rao',
  });
  tokens = (
    await postJson(server.url, '/api/login/', { username: 'teacher@demo.school', password: 'learn2026' })
  ).body;
});
afterAll(() => server.stop());
afterEach(() => vi.useRealTimers());

const refresh = (token: string) => postJson(server.url, '/api/token/refresh/', { refresh: token });

describe('POST /api/token/refresh/', () => {
  it('trades a valid refresh token for a new access token', async () => {
    const { status, body } = await refresh(tokens.refresh);
    expect(status).toBe(200);
    const claims = await server.deps.tokens.verify(body.access, 'access');
    expect(claims).toMatchObject({ role: 'teacher', kind: 'access' });
  });

  it('refuses an access token in place of a refresh token', async () => {
    expect((await refresh(tokens.access)).status).toBe(401);
  });

  it('refuses a refresh token signed with another secret', async () => {
    const forger = createTokenSigner('not-the-server-secret-but-long-enough!!', { access: 60, refresh: 600 });
    const forged = await forger.sign('refresh', 1, 'teacher');
    const { status, body } = await refresh(forged.token);
    expect(status).toBe(401);
    expect(body.detail).toBeTruthy();
  });

  it('refuses a correctly signed refresh token the server never issued', async () => {
    const unrecorded = await server.deps.tokens.sign('refresh', 1, 'teacher');
    expect((await refresh(unrecorded.token)).status).toBe(401);
  });

  it('refuses a refresh token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 601_000);
    expect((await refresh(tokens.refresh)).status).toBe(401);
  });
});
