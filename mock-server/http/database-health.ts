import type { Database } from '../db/client';

/**
 * How long a database that answered counts as up. A flood of probes (a load balancer's, several at
 * once) then costs ten statements a second, not one each: on PGlite a `select 1` runs to its end on
 * the server's only thread before the next probe is even read, so probes never overlap to share one
 * and could keep the server busy on their own. An outage shows within this.
 */
export const healthyForMs = 100;

/**
 * Whether the database answers, for GET /healthz: from a check that succeeded less than
 * `healthyForMs` ago, or else a new one that every probe asked meanwhile shares. A failure is never
 * kept: the next probe asks again.
 */
export function databaseHealth(
  db: Database,
  now: () => number = () => performance.now(),
): () => Promise<void> {
  let checking: Promise<void> | null = null;
  let answeredAt = Number.NEGATIVE_INFINITY;
  return () => {
    if (now() - answeredAt < healthyForMs) return Promise.resolve();
    checking ??= db
      .execute('select 1')
      .then(() => {
        answeredAt = now();
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  };
}
