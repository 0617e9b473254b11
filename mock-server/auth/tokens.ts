import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { type Role, roles } from '../../shared/schemas/auth';

const isRole = (value: unknown): value is Role => roles.includes(value as Role);

export type TokenKind = 'access' | 'refresh';

/** Who a token speaks for: the user, their role, and the sign-in (session) it belongs to. */
export type TokenSubject = { userId: number; role: Role; sessionId: string };

export type TokenClaims = TokenSubject & { kind: TokenKind; jti: string; expiresAt: Date };

export type TokenSigner = {
  /** A token living its kind's lifetime, or until `notAfter` when that comes first (the session's end). */
  sign(
    kind: TokenKind,
    subject: TokenSubject,
    notAfter?: Date,
  ): Promise<{ token: string; jti: string; expiresAt: Date }>;
  /** Null when the token is forged, expired, malformed or of the other kind. */
  verify(token: string, kind: TokenKind): Promise<TokenClaims | null>;
};

/** HS256 wants a key at least as long as its 256-bit hash; a shorter one can be guessed offline. */
export const minimumSecretBytes = 32;

export function createTokenSigner(secret: string, ttlSeconds: Record<TokenKind, number>): TokenSigner {
  // Imported into WebCrypto once: given the raw bytes, jose imports them again on every call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(kind, { userId, role, sessionId }, notAfter) {
      const jti = randomUUID();
      const lifetimeEnd = Date.now() + ttlSeconds[kind] * 1000;
      const expiresAt = new Date(Math.min(lifetimeEnd, notAfter?.getTime() ?? lifetimeEnd));
      const token = await new SignJWT({ role, kind, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
      return { token, jti, expiresAt };
    },
    async verify(token, kind) {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (payload.kind !== kind || !payload.sub || !payload.jti || !payload.exp) return null;
        if (!isRole(payload.role)) return null;
        if (typeof payload.sid !== 'string' || payload.sid === '') return null;
        return {
          userId: Number(payload.sub),
          role: payload.role,
          sessionId: payload.sid,
          kind,
          jti: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
