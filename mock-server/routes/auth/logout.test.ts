import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAccessChanges } from '../../../tests/support/access-changes';
import { postJson } from '../../../tests/support/post-json';
import {
  createTeacher,
  postRefresh,
  profileStatus,
  sessionIdOf,
  signInAsTeacher,
} from '../../../tests/support/teacher-session';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';

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
