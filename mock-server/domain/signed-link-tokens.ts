import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/** Where a kind of mailed link is used; its key is derived from the secret with these names. */
export type LinkPurpose = { salt: string; info: string };

export type SignedLinkTokens<Claims> = {
  sign(claims: Claims): string;
  /** Null when the token was not made with this server's secret for this purpose, or is malformed. */
  verify(token: string): Claims | null;
};

/**
 * The token a mailed link carries (unsubscribe, mail off): its claims in base64url JSON and an HMAC
 * with a key of the link's own purpose, derived from the server's signing secret. It works without
 * signing in, cannot be made for anyone else, and never passes for a token of another purpose.
 */
export function signedLinkTokens<Claims>(
  secret: string,
  purpose: LinkPurpose,
  claims: z.ZodType<Claims>,
): SignedLinkTokens<Claims> {
  const key = Buffer.from(hkdfSync('sha256', secret, purpose.salt, purpose.info, 32));
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign(value) {
      const body = Buffer.from(JSON.stringify(value)).toString('base64url');
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
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
