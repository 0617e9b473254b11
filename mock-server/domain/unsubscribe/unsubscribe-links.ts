import { z } from 'zod';
import { type NotificationKind, notificationKind } from '../../../shared/notifications';
import { type GuardianMailKind, guardianMailKind } from '../../../shared/schemas/guardians';
import { signedLinkTokens } from '../signed-link-tokens';

/**
 * The unsubscribe link at the foot of every mail the academy sends: a person's notification mail of
 * the kinds the mail was about, or a guardian's mail of one kind about one child. It works without
 * signing in and cannot be made for anyone else; it stops mail only, and never expires: an old mail
 * must still let its reader stop the next ones.
 */
export type UnsubscribeLink =
  | { for: 'notifications'; userId: number; kinds: NotificationKind[] }
  | { for: 'guardian'; studentId: number; email: string; kind: GuardianMailKind };

export type UnsubscribeLinks = {
  sign(link: UnsubscribeLink): string;
  /** Null when the token is forged, altered or names no mail this server knows. */
  verify(token: string): UnsubscribeLink | null;
};

const claims = z.union([
  z.object({ u: z.number().int(), k: z.array(notificationKind).min(1) }),
  z.object({ s: z.number().int().positive(), e: z.string().min(1), m: guardianMailKind }),
]);

/** The guardian mails' links of before there was one kind of link, signed with a key of their own. */
const guardianLinkOfBefore = z.object({
  s: z.number().int().positive(),
  e: z.string().min(1),
  k: guardianMailKind,
});

export function createUnsubscribeLinks(secret: string): UnsubscribeLinks {
  const tokens = signedLinkTokens(secret, { salt: 'notifications', info: 'unsubscribe link' }, claims);
  const tokensOfBefore = signedLinkTokens(
    secret,
    { salt: 'guardian-mail', info: 'mail off links' },
    guardianLinkOfBefore,
  );
  return {
    sign: (link) =>
      tokens.sign(
        link.for === 'notifications'
          ? { u: link.userId, k: [...link.kinds] }
          : { s: link.studentId, e: link.email.toLowerCase(), m: link.kind },
      ),
    verify(token) {
      const found = tokens.verify(token);
      if (found && 'u' in found) return { for: 'notifications', userId: found.u, kinds: found.k };
      if (found) return { for: 'guardian', studentId: found.s, email: found.e, kind: found.m };
      const before = tokensOfBefore.verify(token);
      return before && { for: 'guardian', studentId: before.s, email: before.e, kind: before.k };
    },
  };
}

/** Where a mail's reader stops it: the page its text links to, and the RFC 8058 one-click headers. */
export function unsubscribeFooter(links: UnsubscribeLinks, siteUrl: string, link: UnsubscribeLink) {
  const token = links.sign(link);
  const page = new URL('/unsubscribe', siteUrl);
  page.searchParams.set('token', token);
  const oneClick = new URL('/api/notifications/unsubscribe/', siteUrl);
  oneClick.searchParams.set('token', token);
  return {
    page: page.toString(),
    headers: {
      'List-Unsubscribe': `<${oneClick.toString()}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
