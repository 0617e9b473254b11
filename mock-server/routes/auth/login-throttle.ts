/**
 * Counts failed logins per e-mail in memory: after `maxFailures` within the window further tries are
 * refused until the oldest failure leaves it. Per process, which suits one embedded server; behind a
 * load balancer each server counts on its own.
 */
export type LoginThrottle = {
  /** Seconds to wait before another try, or 0 when a try is allowed. */
  retryAfterSeconds(email: string): number;
  recordFailure(email: string): void;
  recordSuccess(email: string): void;
};

const sweepAbove = 10_000;

export function createLoginThrottle(options: { maxFailures: number; windowSeconds: number }): LoginThrottle {
  const windowMs = options.windowSeconds * 1000;
  const failuresByEmail = new Map<string, number[]>();
  const key = (email: string) => email.trim().toLowerCase();

  const recentFailures = (email: string, now: number) => {
    const recent = (failuresByEmail.get(key(email)) ?? []).filter((at) => now - at < windowMs);
    if (recent.length === 0) failuresByEmail.delete(key(email));
    else failuresByEmail.set(key(email), recent);
    return recent;
  };

  return {
    retryAfterSeconds(email) {
      const now = Date.now();
      const recent = recentFailures(email, now);
      if (recent.length < options.maxFailures) return 0;
      return Math.max(1, Math.ceil((recent[recent.length - options.maxFailures] + windowMs - now) / 1000));
    },
    recordFailure(email) {
      const now = Date.now();
      // Failures for e-mails never tried again would otherwise stay in memory for good.
      if (failuresByEmail.size >= sweepAbove)
        for (const known of [...failuresByEmail.keys()]) recentFailures(known, now);
      failuresByEmail.set(key(email), [...recentFailures(email, now), now]);
    },
    recordSuccess(email) {
      failuresByEmail.delete(key(email));
    },
  };
}
