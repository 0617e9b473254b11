import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { accountLinkSettings } from '../../domain/accounts/account-links';
import type { AdminOperation } from '../../domain/audit/admin-operation';

/**
 * An admin change made from the web area: audited as the signed-in admin, and mailing links to this
 * site as configured (accountLinkSettings), whatever the request's headers.
 */
export function webAdminOperation(c: Context<AppEnv>): AdminOperation {
  const { database, mailer, config } = c.get('deps');
  return { db: database.db, actor: { userId: c.get('user').id }, links: accountLinkSettings(config, mailer) };
}
