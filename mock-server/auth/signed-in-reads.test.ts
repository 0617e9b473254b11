import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../../tests/support/fixtures';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { startSession } from './sessions';
import { signedInReader } from './signed-in-reads';
import type { TokenClaims } from './tokens';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** The database, counting the statements read through it. */
function countingSelects(db: Database) {
  const counted = { selects: 0 };
  const counting = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select') counted.selects += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: counting, counted };
}

async function claimsOfNewSession(user: { id: number; role: 'student' | 'teacher' }): Promise<TokenClaims> {
  const { deps } = server;
  const session = await startSession(deps.database.db, deps.tokens, user);
  const claims = await deps.tokens.verify(session.access, 'access');
  if (!claims) throw new Error('a fresh access token did not verify');
  return claims;
}

it('reads a crowd of first requests in a couple of statements, each answered with its own user', async () => {
  const students = await Promise.all(
    Array.from({ length: 4 }, () => createUser(server.deps, { role: 'student' })),
  );
  const crowd: TokenClaims[] = [];
  for (const student of students)
    for (let i = 0; i < 10; i += 1) crowd.push(await claimsOfNewSession({ id: student.id, role: 'student' }));
  const { db, counted } = countingSelects(server.deps.database.db);

  const answers = await Promise.all(crowd.map(signedInReader(db)));

  expect(answers.map((answer) => answer?.user.id)).toEqual(crowd.map((claims) => claims.userId));
  // The first is read alone; the 39 asked while it was out, together.
  expect(counted.selects).toBe(2);
});

it('answers no one for a revoked session, or a session named with another user', async () => {
  const [owner, other] = await Promise.all([
    createUser(server.deps, { role: 'student' }),
    createUser(server.deps, { role: 'teacher' }),
  ]);
  const live = await claimsOfNewSession({ id: owner.id, role: 'student' });
  const revoked = await claimsOfNewSession({ id: owner.id, role: 'student' });
  await server.deps.database.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.id, revoked.sessionId));
  const borrowed: TokenClaims = { ...live, userId: other.id, role: 'teacher' };

  const [liveAnswer, revokedAnswer, borrowedAnswer] = await Promise.all(
    [live, revoked, borrowed].map(signedInReader(server.deps.database.db)),
  );

  expect(liveAnswer?.user).toMatchObject({ id: owner.id, role: 'student', email: owner.email });
  expect(liveAnswer?.sessionExpiresAt).toBeGreaterThan(Date.now());
  expect(revokedAnswer).toBeNull();
  expect(borrowedAnswer).toBeNull();
});
