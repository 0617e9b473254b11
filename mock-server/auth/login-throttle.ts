import type { AppDeps } from '../context';

/**
 * Slows guessing without locking the owner out. Per account and address: `loginMaxFailures` tries a
 * minute, then twice that within `loginThrottleWindowSeconds`; a typo costs nothing, a guesser waits
 * longer and longer, and the same account from another address is not affected. Per address, across
 * accounts: `loginAddressMaxFailures` within the window, which stops a spray of one password over many
 * e-mails. Successful sign-ins are refunded, so a school behind one address is limited by its
 * failures only.
 */

/** Why a sign-in was refused before its password was checked, and for how long. */
export type LoginRefusal = { scope: 'address' | 'account'; retryAfterSeconds: number };

const buckets = {
  address: 'login:address',
  accountMinute: 'login:account-address:minute',
  accountWindow: 'login:account-address',
} as const;

const accountKey = (email: string, address: string) => `${email.trim().toLowerCase()} ${address}`;

type ThrottleDeps = Pick<AppDeps, 'limiter' | 'config'>;

/**
 * Counts a sign-in attempt before its password is checked, so a burst of simultaneous guesses is
 * counted whole; null when it may go ahead.
 */
export async function admitLogin(
  { limiter, config }: ThrottleDeps,
  email: string,
  address: string,
): Promise<LoginRefusal | null> {
  const window = config.loginThrottleWindowSeconds;
  const account = accountKey(email, address);
  const { exceeded, retryAfterSeconds } = await limiter.hit(
    { bucket: buckets.address, key: address, limit: config.loginAddressMaxFailures, windowSeconds: window },
    {
      bucket: buckets.accountMinute,
      key: account,
      limit: config.loginMaxFailures,
      windowSeconds: Math.min(60, window),
    },
    {
      bucket: buckets.accountWindow,
      key: account,
      limit: 2 * config.loginMaxFailures,
      windowSeconds: window,
    },
  );
  if (exceeded.length === 0) return null;
  return { scope: exceeded.includes(buckets.address) ? 'address' : 'account', retryAfterSeconds };
}

/** The attempt signed in: it was no guess, and this account's failures from this address are forgiven. */
export async function loginSucceeded({ limiter }: ThrottleDeps, email: string, address: string) {
  await limiter.refund(buckets.address, address);
  await limiter.clear(accountKey(email, address), [buckets.accountMinute, buckets.accountWindow]);
}
