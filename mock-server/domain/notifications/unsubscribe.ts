import { eq } from 'drizzle-orm';
import type { UnsubscribeTarget } from '../../../shared/notifications';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../errors';
import { deliveryOfKinds, stopMail } from './preferences';
import type { UnsubscribeLinks } from './unsubscribe-links';

const noSuchLink = () => notFound('This unsubscribe link is not valid.');

function requireLink(links: UnsubscribeLinks, token: string) {
  const link = links.verify(token);
  if (!link) throw noSuchLink();
  return link;
}

/** The link's person and kinds; a forged link, or one whose person was deleted, names no one. */
async function requirePerson(db: Database, links: UnsubscribeLinks, token: string) {
  const link = requireLink(links, token);
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, link.userId));
  if (!person) throw noSuchLink();
  return link;
}

/** What a mail's unsubscribe link stops, and whether it is stopped already; changes nothing. */
export async function unsubscribeLinkTarget(
  db: Database,
  links: UnsubscribeLinks,
  token: string,
): Promise<UnsubscribeTarget> {
  const { userId, kinds } = await requirePerson(db, links, token);
  const mail = await deliveryOfKinds(db, userId, kinds);
  return { kinds, done: mail.every((choice) => choice === 'off') };
}

/** Stops the mail of the kinds the link names (again: no change). A deleted person's link is 404. */
export async function unsubscribeByLink(
  db: Database,
  links: UnsubscribeLinks,
  token: string,
): Promise<UnsubscribeTarget> {
  const { userId, kinds } = await requirePerson(db, links, token);
  await stopMail(db, userId, kinds);
  return { kinds, done: true };
}
