import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '../../mock-server/seed/demo-accounts';
import { latestResetLink } from '../support/outbox';
import { postJson } from '../support/post-json';
import { startTestServer, type TestServer } from '../support/test-server';

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

    const request = await postJson(server.url, '/api/password-reset/', {
      email,
      redirect_url: `${server.url}/reset-password`,
    });
    expect(request.status).toBe(200);
    const { uid, token } = await latestResetLink(server, email);

    const confirm = await postJson(server.url, '/api/password-reset-confirm/', {
      uid,
      token,
      password: 'rohan-new-2026',
    });
    expect(confirm.status).toBe(200);

    expect((await login(email, 'rohan-new-2026')).status).toBe(200);
    expect((await login(email, demoPassword)).status).toBe(401);
    const staleRefresh = await postJson(server.url, '/api/token/refresh/', { refresh: session.refresh });
    expect(staleRefresh.status).toBe(401);
  });

  it('lists the auth calls in the OpenAPI registry of the app', async () => {
    const { createApp } = await import('../../mock-server/app');
    const document = createApp(server.deps).getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'test', version: '0' },
    });
    expect(Object.keys(document.paths ?? {})).toEqual(
      expect.arrayContaining([
        '/api/login/',
        '/api/token/refresh/',
        '/api/password-reset/',
        '/api/password-reset-confirm/',
      ]),
    );
  });
});
