import { eq } from 'drizzle-orm';
import type { UnsubscribeTarget } from '../../../shared/notifications';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../errors';
import { guardianMailOn, stopGuardianMail } from '../guardians/guardian-mail';
import { deliveryOfKinds, stopMail } from '../notifications/preferences';
import type { UnsubscribeLink, UnsubscribeLinks } from './unsubscribe-links';

const noSuchLink = () => notFound('This unsubscribe link is not valid.');

/**
 * The rule of every unsubscribe link: its signature holds and whom it names is still known (the
 * person, or the guardian on the child's record); otherwise it is not valid. Answers whether the mail
 * it names is still sent.
 */
async function requireLink(db: Database, links: UnsubscribeLinks, token: string) {
  const link = links.verify(token);
  if (!link) throw noSuchLink();
  const stillSent = await mailStillSent(db, link);
  if (stillSent === null) throw noSuchLink();
  return { link, stillSent };
}

async function mailStillSent(db: Database, link: UnsubscribeLink): Promise<boolean | null> {
  if (link.for === 'guardian') return guardianMailOn(db, link.studentId, link.email, link.kind);
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, link.userId));
  if (!person) return null;
  return (await deliveryOfKinds(db, link.userId, link.kinds)).some((choice) => choice !== 'off');
}

const targetOf = (link: UnsubscribeLink, done: boolean): UnsubscribeTarget => ({
  mail:
    link.for === 'notifications' ? { for: link.for, kinds: link.kinds } : { for: link.for, kind: link.kind },
  done,
});

/** What a mail's unsubscribe link stops, and whether it is stopped already; changes nothing. */
export async function unsubscribeLinkTarget(
  db: Database,
  links: UnsubscribeLinks,
  token: string,
): Promise<UnsubscribeTarget> {
  const { link, stillSent } = await requireLink(db, links, token);
  return targetOf(link, !stillSent);
}

/** Stops the mail the link names (again: no change). */
export async function unsubscribeByLink(
  db: Database,
  links: UnsubscribeLinks,
  token: string,
): Promise<UnsubscribeTarget> {
  const { link } = await requireLink(db, links, token);
  if (link.for === 'notifications') await stopMail(db, link.userId, link.kinds);
  else await stopGuardianMail(db, link.studentId, link.email, link.kind);
  return targetOf(link, true);
}
