import { hasActiveSubscription } from '../../domain/access/access';
import {
  feedEntries,
  feedOwner,
  feedPath,
  feedSecretOf,
  resetFeedSecret,
} from '../../domain/calendar/calendar-feeds';
import { renderCalendar } from '../../domain/calendar/calendar-ics';
import { notFound } from '../../domain/errors';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './calendar.routes';

export const calendarFeed: AppRouteHandler<typeof routes.calendarFeed> = async (c) =>
  c.json({ path: feedPath(await feedSecretOf(c.get('deps').database.db, c.get('user').id)) }, 200);

export const resetCalendarFeed: AppRouteHandler<typeof routes.resetCalendarFeed> = async (c) =>
  c.json({ path: feedPath(await resetFeedSecret(c.get('deps').database.db, c.get('user').id)) }, 200);

/** A reset secret, or a student whose subscription lapsed, finds nothing: the feed is 404 either way. */
export const calendarFeedFile: AppRouteHandler<typeof routes.calendarFeedFile> = async (c) => {
  const { db } = c.get('deps').database;
  const secret = c.req.valid('param').file.replace(/\.ics$/, '');
  const owner = await feedOwner(db, secret);
  if (!owner || !hasActiveSubscription(owner)) throw notFound('No such calendar feed.');
  const text = renderCalendar(await feedEntries(db, owner), `${owner.firstName} ${owner.lastName}`.trim());
  return c.body(text, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': 'inline; filename="classes.ics"',
    // Personal data behind a secret URL: no shared cache may keep it.
    'cache-control': 'private, max-age=300',
  });
};
