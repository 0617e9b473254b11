import type { AppDeps } from '../context';
import { recordSecurityEvent } from '../domain/audit/audit';
import type { HitResult, Limit } from './rate-limiter';

/** A limit of an attempt; `email` names the account it counts, when it counts one account's tries. */
export type AttemptLimit = Limit & { email?: string };

/**
 * Counts an attempt (a sign-in, an application, a mail) against its limits. The first attempt over a
 * limit in its window goes into the audit log as `security.throttled`, with what was limited, the
 * address, and the account when only account limits were crossed.
 */
export async function countAttempt(
  { limiter, database }: Pick<AppDeps, 'limiter' | 'database'>,
  attempt: { limit: string; address: string },
  ...limits: AttemptLimit[]
): Promise<HitResult> {
  const counted = await limiter.hit(...limits);
  const crossed = limits.filter((limit) => counted.newlyExceeded.includes(limit.bucket));
  if (crossed.length > 0) {
    await recordSecurityEvent(database.db, {
      action: 'security.throttled',
      email: crossed.every((limit) => limit.email) ? (crossed[0].email ?? null) : null,
      details: attempt,
    });
  }
  return counted;
}
