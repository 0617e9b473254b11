import { z } from 'zod';
import { signedLinkTokens } from '../signed-link-tokens';

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
  const tokens = signedLinkTokens(secret, { salt: 'guardian-mail', info: 'mail off links' }, claims);
  return {
    sign: ({ studentId, email, kind }) => tokens.sign({ s: studentId, e: email.toLowerCase(), k: kind }),
    verify(token) {
      const found = tokens.verify(token);
      return found && { studentId: found.s, email: found.e, kind: found.k };
    },
  };
}
