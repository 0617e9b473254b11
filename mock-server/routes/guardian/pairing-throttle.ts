import type { Context } from 'hono';
import { pairingRefusals } from '../../../shared/schemas/guardians';
import type { AppEnv } from '../../context';
import { isWrongPairingCode } from '../../domain/guardians/guardian-accounts';
import { clientLimitKey } from '../../limits/address-key';
import { type AttemptLimit, countAttempt } from '../../limits/count-attempt';
import { describeWait, tooManyRequests } from '../../limits/retry-after';

/** Wrong pairing codes allowed before a wait: per address, and per guardian account from anywhere. */
export const pairingLimits = {
  address: { bucket: 'pairing:address', limit: 10, windowSeconds: 900 },
  account: { bucket: 'pairing:account', limit: 10, windowSeconds: 3600 },
};

/**
 * Runs a use of a pairing code under the guess throttle. Each try is counted first, so a burst is
 * counted whole, and given back unless the code was wrong: only wrong codes use up the allowance, and
 * past it every try waits, right or wrong, which is what stops codes being guessed.
 */
export async function throttledPairing<T>(
  c: Context<AppEnv>,
  guardian: { id: number; email: string } | null,
  use: () => Promise<T>,
): Promise<T> {
  const deps = c.get('deps');
  const address = clientLimitKey(c, deps.config.trustProxyHops);
  const limits: AttemptLimit[] = [{ ...pairingLimits.address, key: address }];
  if (guardian)
    limits.push({ ...pairingLimits.account, key: String(guardian.id), email: guardian.email.toLowerCase() });
  const counted = await countAttempt(deps, { limit: 'pairing codes', address }, ...limits);
  if (counted.exceeded.length > 0)
    throw tooManyRequests(
      c,
      counted.retryAfterSeconds,
      pairingRefusals.throttled(describeWait(counted.retryAfterSeconds)),
    );
  const refund = async () => {
    for (const limit of limits) await deps.limiter.refund(limit.bucket, limit.key);
  };
  try {
    const result = await use();
    await refund();
    return result;
  } catch (error) {
    if (!isWrongPairingCode(error)) await refund();
    throw error;
  }
}
