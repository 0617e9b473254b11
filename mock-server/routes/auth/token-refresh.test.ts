import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshResponse } from '../../../shared/schemas/auth';
import { nextAccessChanges } from '../../../tests/support/access-changes';
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
    const forger = createTokenSigner('not-the-server-secret-but-long-enough!!', { access: 60, refresh: 600 });
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
