import type { TokenSigner } from './auth/tokens';
import type { Caches } from './cache/caches';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { AuthUser } from './domain/accounts/auth-user';
import type { UnsubscribeLinks } from './domain/unsubscribe/unsubscribe-links';
import type { JobRunner } from './jobs/job-runner';
import type { RateLimiter } from './limits/rate-limiter';
import type { Mailer } from './mail/mailer';
import type { EventBus } from './realtime/bus';

/** Everything a handler needs, built once at start and passed in (tests build their own). */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  tokens: TokenSigner;
  mailer: Mailer;
  jobs: JobRunner;
  /**
   * Web Push: the server's VAPID public key, which browsers subscribe with; `start` starts its
   * sender, `close` stops it.
   */
  push: { publicKey: string; start(): void; close(): Promise<void> };
  limiter: RateLimiter;
  bus: EventBus;
  caches: Caches;
  /** Signs and checks the unsubscribe links of every mail: notifications' and guardians'. */
  unsubscribeLinks: UnsubscribeLinks;
};

/**
 * What every request carries. Read it with `c.get('deps')`, `c.get('user')`: hono builds a new object
 * of all the variables on every read of `c.var`, a cost every cached read would pay.
 */
export type AppEnv = { Variables: { deps: AppDeps; user: AuthUser } };
