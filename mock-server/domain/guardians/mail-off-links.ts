import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The signed token of a guardian mail's "turn this off" link: it names the student, the guardian's
 * e-mail and the kind of mail, so it works without signing in and cannot be made for anyone else.
 */
export type GuardianMailKind = 'weekly' | 'absence';

const claims = z.object({
  s: z.number().int().positive(),
  e: z.string().min(1),
  k: z.enum(['weekly', 'absence']),
});

export type MailOffClaims = { studentId: number; email: string; kind: GuardianMailKind };

export type MailOffSigner = {
  sign(claims: MailOffClaims): string;
  /** Null when the token was not made with this server's secret, or is malformed. */
  verify(token: string): MailOffClaims | null;
};

export function createMailOffSigner(secret: string): MailOffSigner {
  // A key of its own: a token of this kind can never pass for a session token or a sealed mail.
  const key = Buffer.from(hkdfSync('sha256', secret, 'guardian-mail', 'mail off links', 32));
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign({ studentId, email, kind }) {
      const body = Buffer.from(JSON.stringify({ s: studentId, e: email.toLowerCase(), k: kind })).toString(
        'base64url',
      );
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify(token) {
      const [body, signature, ...rest] = token.split('.');
      if (!body || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const parsed = claims.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
        return parsed.success
          ? { studentId: parsed.data.s, email: parsed.data.e, kind: parsed.data.k }
          : null;
      } catch {
        return null;
      }
    },
  };
}
