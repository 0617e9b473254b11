import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { accountLinkSettings } from '../../domain/accounts/account-links';
import type { AdminOperation } from '../../domain/audit/admin-operation';
import { publishAfterCommit } from '../../realtime/publish';

/**
 * An admin change made from the web area: audited as the signed-in admin, told to the sockets on the
 * bus, and mailing links to this site as configured (accountLinkSettings), whatever the request's headers.
 */
export function adminOperation(c: Context<AppEnv>): AdminOperation {
  const { database, mailer, config } = c.get('deps');
  return {
    db: database.db,
    actor: { userId: c.get('user').id },
    publish: (event) => publishAfterCommit(c.get('deps'), event),
    links: accountLinkSettings(config, mailer),
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
