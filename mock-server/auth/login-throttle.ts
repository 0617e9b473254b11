import { eq } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { users } from '../db/schema';
import { recordSecurityEvent } from '../domain/audit/audit';
import { countAttempt } from '../limits/count-attempt';

/**
 * Slows guessing without locking the owner out. Per account and address: `loginMaxFailures` tries a
 * minute, then twice that within `loginThrottleWindowSeconds`; a typo costs nothing, a guesser waits
 * longer and longer, and the same account from another address is not affected. Per address, across
 * accounts: `loginAddressMaxFailures` within the window, which stops a spray of one password over many
 * e-mails. Per account, whatever the address: `loginAccountMaxFailures` tries within
 * `loginAccountWindowSeconds`, then one try at a time with a wait that doubles after each, which
 * stops a guesser spread over many addresses; the owner's reset mail still works and clears it.
 * Successful sign-ins are refunded, so a school behind one address is limited by its failures only.
 * Addresses are limit keys (limits/address-key.ts): an IPv6 client counts by its /64.
 */

/** Why a sign-in was refused before its password was checked, and for how long. */
export type LoginRefusal = { scope: 'address' | 'account' | 'account-wide'; retryAfterSeconds: number };

const buckets = {
  address: 'login:address',
  accountMinute: 'login:account-address:minute',
  accountWindow: 'login:account-address',
  account: 'login:account',
  accountTurn: 'login:account:turn',
} as const;

/** The longest wait between two tries at one account, however many failed. */
export const maxAccountDelaySeconds = 3600;

const normalEmail = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string, address: string) => `${normalEmail(email)} ${address}`;

/** The wait after the `tries`-th try of a streak: none within the free tries, then 2 s, 4 s, 8 s... */
export function accountDelaySeconds(tries: number, freeTries: number): number {
  if (tries <= freeTries) return 0;
  return Math.min(maxAccountDelaySeconds, 2 ** Math.min(tries - freeTries, 20));
}

type ThrottleDeps = Pick<AppDeps, 'limiter' | 'config' | 'database'>;

/**
 * Counts a sign-in attempt before its password is checked, so a burst of simultaneous guesses is
 * counted whole; null when it may go ahead. `address` is the client's limit key.
 */
export async function admitLogin(
  deps: ThrottleDeps,
  email: string,
  address: string,
): Promise<LoginRefusal | null> {
  const { config } = deps;
  const window = config.loginThrottleWindowSeconds;
  const account = accountKey(email, address);
  const perAddress = await countAttempt(
    deps,
    { limit: 'sign-in', address },
    { bucket: buckets.address, key: address, limit: config.loginAddressMaxFailures, windowSeconds: window },
    {
      bucket: buckets.accountMinute,
      key: account,
      limit: config.loginMaxFailures,
      windowSeconds: Math.min(60, window),
      email: normalEmail(email),
    },
    {
      bucket: buckets.accountWindow,
      key: account,
      limit: 2 * config.loginMaxFailures,
      windowSeconds: window,
      email: normalEmail(email),
    },
  );
  if (perAddress.exceeded.length > 0) {
    const scope = perAddress.exceeded.includes(buckets.address) ? 'address' : 'account';
    return { scope, retryAfterSeconds: perAddress.retryAfterSeconds };
  }
  return admitAccountTry(deps, normalEmail(email), address);
}

/** The per-account limit, whatever the address: free tries, then one at a time with a doubling wait. */
async function admitAccountTry(
  deps: ThrottleDeps,
  email: string,
  address: string,
): Promise<LoginRefusal | null> {
  const { limiter, config } = deps;
  const freeTries = config.loginAccountMaxFailures;
  const counted = await limiter.hit({
    bucket: buckets.account,
    key: email,
    limit: freeTries,
    windowSeconds: config.loginAccountWindowSeconds,
  });
  if (counted.newlyExceeded.length > 0) {
    await recordSecurityEvent(deps.database.db, {
      action: 'security.login_failures',
      email,
      details: { failures: freeTries, address },
    });
  }
  if (counted.exceeded.length === 0) return null;
  const tries = counted.hits[buckets.account] ?? freeTries + 1;
  const turn = await limiter.claimTurn(buckets.accountTurn, email, accountDelaySeconds(tries, freeTries));
  if (turn.claimed) return null;
  // A try refused unseen guesses nothing: it does not lengthen the next wait.
  await limiter.refund(buckets.account, email);
  return { scope: 'account-wide', retryAfterSeconds: turn.retryAfterSeconds };
}

/** The attempt signed in: it was no guess, and this account's failures are forgiven. */
export async function loginSucceeded({ limiter }: ThrottleDeps, email: string, address: string) {
  await limiter.refund(buckets.address, address);
  await limiter.clear(accountKey(email, address), [buckets.accountMinute, buckets.accountWindow]);
  await forgiveAccount({ limiter }, email);
}

/** The owner proved who they are another way (a reset link): the account's waits end. */
export async function forgiveAccount({ limiter }: Pick<AppDeps, 'limiter'>, email: string) {
  await limiter.clear(normalEmail(email), [buckets.account, buckets.accountTurn]);
}

/** The same, for the account with this id (a reset link names the user, not the e-mail). */
export async function forgiveAccountOf(deps: Pick<AppDeps, 'limiter' | 'database'>, userId: number) {
  const [user] = await deps.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (user) await forgiveAccount(deps, user.email);
}
