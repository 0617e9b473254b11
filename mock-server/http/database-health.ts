import type { Database } from '../db/client';

/**
 * Whether the database answers, for GET /healthz: checks asked while one is under way share it, so
 * a burst of probes (a load balancer's, several at once) costs one `select 1`, not one each. On
 * PGlite, whose one connection runs a statement at a time, each probe used to queue behind the others.
 */
export function databaseHealth(db: Database): () => Promise<void> {
  let checking: Promise<void> | null = null;
  return () => {
    checking ??= db
      .execute('select 1')
      .then(() => undefined)
      .finally(() => {
        checking = null;
      });
    return checking;
  };
}
