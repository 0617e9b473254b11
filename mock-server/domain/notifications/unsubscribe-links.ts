import { z } from 'zod';
import { type NotificationKind, notificationKind } from '../../../shared/notifications';
import { signedLinkTokens } from '../signed-link-tokens';

/**
 * The one-click unsubscribe link of a notification mail: it names a person and the kinds the mail was
 * about, so it works without signing in and cannot be made for anyone else. It stops mail only, and
 * never expires: an old mail must still let its reader stop the next ones.
 */
export type UnsubscribeLinks = {
  sign(userId: number, kinds: readonly NotificationKind[]): string;
  /** Null when the token is forged, altered or names no kind this server knows. */
  verify(token: string): { userId: number; kinds: NotificationKind[] } | null;
};

const claims = z.object({ u: z.number().int(), k: z.array(notificationKind).min(1) });

export function createUnsubscribeLinks(secret: string): UnsubscribeLinks {
  const tokens = signedLinkTokens(secret, { salt: 'notifications', info: 'unsubscribe link' }, claims);
  return {
    sign: (userId, kinds) => tokens.sign({ u: userId, k: [...kinds] }),
    verify(token) {
      const found = tokens.verify(token);
      return found && { userId: found.u, kinds: found.k };
    },
  };
}
