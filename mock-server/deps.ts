import { resolveSigningSecret } from './auth/signing-secret';
import { createTokenSigner } from './auth/tokens';
import type { Config } from './config';
import type { AppDeps } from './context';
import { openDatabase } from './db/client';
import type { Mailer } from './mail/mailer';
import { createOutboxMailer } from './mail/outbox';
import { createSmtpMailer } from './mail/smtp';
import { createMemoryBus } from './realtime/memory-bus';
import { createPostgresBus } from './realtime/postgres-bus';

function createMailer(config: Config): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(config.outboxDir, config.logLevel);
}

/** Opens the database (migrating it) and builds everything the handlers need. */
export async function createDeps(config: Config): Promise<AppDeps> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  return {
    config,
    database,
    tokens: createTokenSigner(await resolveSigningSecret(config, database.db), {
      access: config.accessTokenTtlSeconds,
      refresh: config.refreshTokenTtlSeconds,
    }),
    mailer: createMailer(config),
    bus: database.pool ? await createPostgresBus(database.pool) : createMemoryBus(),
  };
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.bus.close();
  await deps.database.close();
}
