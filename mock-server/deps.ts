import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTokenSigner } from './auth/tokens';
import { type Config, checkJwtSecret } from './config';
import type { AppDeps } from './context';
import { openDatabase } from './db/client';
import { createRateLimiter } from './limits/rate-limiter';
import type { MailTransport } from './mail/mailer';
import { createOutboxTransport } from './mail/outbox';
import { createQueuedMailer } from './mail/queued-mailer';
import { createSmtpTransport } from './mail/smtp';
import { createMemoryBus } from './realtime/memory-bus';
import { createPostgresBus } from './realtime/postgres-bus';

/** A secret kept beside the data, so tokens survive a restart without any set-up. */
function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return checkJwtSecret(readFileSync(file, 'utf8').trim(), file);
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function createMailTransport(config: Config): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom)
    : createOutboxTransport(config.outboxDir, config.logLevel);
}

/** Opens the database (migrating it) and builds everything the handlers need. */
export async function createDeps(config: Config): Promise<AppDeps> {
  // Before the database opens, so a refused secret leaves nothing to close.
  const jwtSecret = resolveJwtSecret(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  return {
    config,
    database,
    tokens: createTokenSigner(jwtSecret, {
      access: config.accessTokenTtlSeconds,
      refresh: config.refreshTokenTtlSeconds,
    }),
    mailer: createQueuedMailer({
      db: database.db,
      transport: createMailTransport(config),
      logLevel: config.logLevel,
    }),
    limiter: createRateLimiter(database.db),
    bus: database.pool ? await createPostgresBus(database.pool) : createMemoryBus(),
  };
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.mailer.stop();
  await deps.bus.close();
  await deps.database.close();
}
