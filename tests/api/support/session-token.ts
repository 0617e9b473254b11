import { SignJWT } from 'jose';
import type { Role } from '../../../shared/schemas/auth';
import { testJwtSecret } from '../../support/test-server';

/** An access token of one sign-in session (claim `sid`), signed as the test servers sign. */
export async function sessionAccessToken(userId: number, role: Role, sessionId: string): Promise<string> {
  return new SignJWT({ role, kind: 'access', sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(testJwtSecret));
}
