import { signedInReader } from './auth/signed-in-reads';
import { resolveSigningSecret } from './auth/signing-secret';
import { createTokenSigner } from './auth/tokens';
import { createCaches } from './cache/caches';
import type { Config } from './config';
import type { AppDeps } from './context';
import { openDatabase } from './db/client';
import { pushJobKind } from './domain/notifications/push-delivery';
import { createJobRunner } from './jobs/job-runner';
import { createRateLimiter } from './limits/rate-limiter';
import { mailJobKind, sendQueuedMail } from './mail/mail-job';
import type { MailTransport } from './mail/mailer';
import { createOutboxTransport } from './mail/outbox';
import { createQueuedMailer } from './mail/queued-mailer';
import { createMailSealer } from './mail/sealed-text';
import { createSmtpTransport } from './mail/smtp';
import { sendQueuedPush } from './push/push-job';
import { createPushTransport } from './push/push-transport';
import { resolveVapidKeys } from './push/vapid-keys';
import { createMemoryBus } from './realtime/memory-bus';
import { createPostgresBus } from './realtime/postgres-bus';

function createMailTransport(config: Config): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom)
    : createOutboxTransport(config.outboxDir, config.logLevel);
}

/** Opens the database (migrating it) and builds everything the handlers need. */
export async function createDeps(config: Config): Promise<AppDeps> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    logLevel: config.logLevel,
  });
  const signingSecret = await resolveSigningSecret(config, database.db);
  // What a command line without JWT_SECRET seals queued mail with (mock-server/cli/admin-connection.ts).
  const storedSecret = config.jwtSecret
    ? await resolveSigningSecret({ ...config, jwtSecret: undefined }, database.db)
    : signingSecret;
  const tokens = createTokenSigner(signingSecret, {
    access: config.accessTokenTtlSeconds,
    refresh: config.refreshTokenTtlSeconds,
  });
  // The caches subscribe before the sockets do, so a socket handler that throws cannot keep an event from them.
  const bus = database.pool
    ? await createPostgresBus(database.pool, { logLevel: config.logLevel })
    : createMemoryBus();
  const sealer = createMailSealer(signingSecret, [storedSecret]);
  const vapidKeys = await resolveVapidKeys(config, database.db);
  const jobs = createJobRunner({
    db: database.db,
    handlers: {
      [mailJobKind]: sendQueuedMail(createMailTransport(config), sealer),
      [pushJobKind]: sendQueuedPush(database.db, createPushTransport(vapidKeys)),
    },
    logLevel: config.logLevel,
  });
  return {
    config,
    database,
    tokens,
    mailer: createQueuedMailer({ jobs, sealer, logLevel: config.logLevel }),
    jobs,
    push: { publicKey: vapidKeys.publicKey },
    limiter: createRateLimiter(database.db),
    bus,
    caches: createCaches(bus, tokens, signedInReader(database.db)),
  };
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.mailer.settled();
  await deps.jobs.stop();
  deps.caches.close();
  await deps.bus.close();
  await deps.database.close();
}
