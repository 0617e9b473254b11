import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { type NotificationKind, notificationKind } from '../../../shared/notifications';

/**
 * The one-click unsubscribe link of a notification mail: it names a person and the kinds the mail was
 * about, signed with a key derived from the server's signing secret, so it works without signing in
 * and cannot be made for anyone else. It stops mail only, and never expires: an old mail must still
 * let its reader stop the next ones.
 */
export type UnsubscribeLinks = {
  sign(userId: number, kinds: readonly NotificationKind[]): string;
  /** Null when the token is forged, altered or names no kind this server knows. */
  verify(token: string): { userId: number; kinds: NotificationKind[] } | null;
};

export function createUnsubscribeLinks(secret: string): UnsubscribeLinks {
  const key = Buffer.from(hkdfSync('sha256', secret, 'notifications', 'unsubscribe link', 32));
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign(userId, kinds) {
      const body = Buffer.from(JSON.stringify({ u: userId, k: [...kinds] })).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify(token) {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const { u, k } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
          u: unknown;
          k: unknown;
        };
        if (!Number.isSafeInteger(u) || !Array.isArray(k) || k.length === 0) return null;
        const kinds = k.map((kind) => notificationKind.parse(kind));
        return { userId: u as number, kinds };
      } catch {
        return null;
      }
    },
  };
}
