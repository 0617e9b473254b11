import type { Database } from '../../mock-server/db/client';
import { createAccount } from '../../mock-server/domain/accounts/accounts';
import { commandLineOperation } from './command-line-operation';
import { postJson } from './post-json';
import type { TestServer } from './test-server';

/** The teacher the sign-in and session tests sign in as. */
export const teacherCredentials = { username: 'teacher@demo.school', password: 'learn2026' } as const;

/** Creates the teacher; answers their id. */
export function createTeacher(db: Database): Promise<{ id: number }> {
  return createAccount(commandLineOperation(db), {
    role: 'teacher',
    email: teacherCredentials.username,
    password: teacherCredentials.password,
    firstName: 'Anita',
    lastName: 'Rao',
  }).then((id) => ({ id }));
}

/** A new session of the teacher: its access and refresh tokens. */
export async function signInAsTeacher(server: TestServer): Promise<{ access: string; refresh: string }> {
  return (await postJson(server.url, '/api/login/', teacherCredentials)).body;
}

export function postRefresh(server: TestServer, refresh: string) {
  return postJson(server.url, '/api/token/refresh/', { refresh });
}

/** The status GET /api/profile/ answers an access token with: 200 while its session lasts. */
export async function profileStatus(server: TestServer, access: string) {
  return (await fetch(`${server.url}/api/profile/`, { headers: { authorization: `Bearer ${access}` } }))
    .status;
}

/** The session a token of the server's belongs to, if the token is still valid. */
export async function sessionIdOf(server: TestServer, token: string, kind: 'access' | 'refresh') {
  return (await server.deps.tokens.verify(token, kind))?.sessionId;
}
