import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import type { AdminOperation } from '../../domain/admin-operation';
import { requestHeader } from '../../http/request-header';
import { publishAfterCommit } from '../../realtime/publish';

/**
 * An admin change made from the web area: audited as the signed-in admin, told to the sockets on the
 * bus, and mailing links to this site (PUBLIC_URL, else the admin's own origin: admins are trusted).
 */
export function adminOperation(c: Context<AppEnv>): AdminOperation {
  const { database, mailer, config } = c.get('deps');
  const siteUrl = config.publicUrl ?? requestHeader(c, 'origin') ?? new URL(c.req.url).origin;
  return {
    db: database.db,
    actor: { userId: c.get('user').id },
    publish: (event) => publishAfterCommit(c.get('deps'), event),
    links: { mailer, siteUrl, resetTtlSeconds: config.passwordResetTtlSeconds },
  };
}

/** The id a path names (`/{id}/`), as the route definitions of one record validate it. */
type RecordPath = { out: { param: { id: number } } };

/**
 * What every admin change of the record the path names takes first: the operation (adminOperation)
 * and the record's id.
 */
export function recordChange(c: Context<AppEnv, string, RecordPath>) {
  return [adminOperation(c), c.req.valid('param').id] as const;
}
