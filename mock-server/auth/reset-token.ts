import { createHash, randomBytes } from 'node:crypto';

/** The mailed secret: 256 random bits. Only its SHA-256 is stored, so the database alone cannot reset. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
