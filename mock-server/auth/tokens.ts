import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../shared/schemas/auth';

export type TokenKind = 'access' | 'refresh';
export type TokenClaims = {
  userId: number;
  role: Role;
  kind: TokenKind;
  jti: string;
  expiresAt: Date;
  /** The sign-in session (claim `sid`) the token belongs to, when it names one. */
  sessionId?: string;
};

export type TokenSigner = {
  sign(kind: TokenKind, userId: number, role: Role): Promise<{ token: string; jti: string; expiresAt: Date }>;
  /** Null when the token is forged, expired, malformed or of the other kind. */
  verify(token: string, kind: TokenKind): Promise<TokenClaims | null>;
};

export function createTokenSigner(secret: string, ttlSeconds: Record<TokenKind, number>): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(kind, userId, role) {
      const jti = randomUUID();
      const expiresAt = new Date(Date.now() + ttlSeconds[kind] * 1000);
      const token = await new SignJWT({ role, kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, jti, expiresAt };
    },
    async verify(token, kind) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.kind !== kind || !payload.sub || !payload.jti || !payload.exp) return null;
        if (payload.role !== 'student' && payload.role !== 'teacher') return null;
        return {
          userId: Number(payload.sub),
          role: payload.role,
          kind,
          jti: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
          ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
