import { signedInReader } from './auth/signed-in-reads';
import { resolveSigningSecret } from './auth/signing-secret';
import { createTokenSigner } from './auth/tokens';
import { createCaches } from './cache/caches';
import type { Config } from './config';
import type { AppDeps } from './context';
import { openDatabase } from './db/client';
import { mailedSiteUrl } from './domain/accounts/account-links';
import { testBatchIds, testCounts } from './domain/assessments/tests';
import { absenceMailJob, guardianJobKinds, weeklySummaryJob } from './domain/guardians/guardian-mail';
import { reportingGiveUp } from './domain/notifications/failed-mail';
import type { NotificationRow } from './domain/notifications/notifications';
import { pushJobKind } from './domain/notifications/push-delivery';
import { notificationJobHandlers } from './domain/notifications/scheduled';
import { createUnsubscribeLinks } from './domain/unsubscribe/unsubscribe-links';
import { createJobRunner, defaultJobConcurrency, type JobRunner } from './jobs/job-runner';
import { createRateLimiter } from './limits/rate-limiter';
import { mailJobKind, sendQueuedMail } from './mail/mail-job';
import type { MailTransport } from './mail/mailer';
import { createOutboxTransport } from './mail/outbox';
import { createQueuedMailer } from './mail/queued-mailer';
import { createMailSealer } from './mail/sealed-text';
import { createSmtpTransport } from './mail/smtp';
import { sendQueuedPushes } from './push/push-job';
import { createPushTransport } from './push/push-transport';
import { createThreadedPushTransport } from './push/threaded-push-transport';
import { resolveVapidKeys } from './push/vapid-keys';
import { testCountsChanged } from './realtime/events';
import { createMemoryBus } from './realtime/memory-bus';
import { createPostgresBus } from './realtime/postgres-bus';
import { publishAfterCommit } from './realtime/publish';
import { publishNotified } from './realtime/with-notifications';

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
  const unsubscribeLinks = createUnsubscribeLinks(signingSecret);
  const pushTransport = config.pushSendThread
    ? createThreadedPushTransport(vapidKeys)
    : { ...createPushTransport(vapidKeys), start: () => {}, close: async () => {} };
  // Notifications written by jobs reach open sockets as those of requests do.
  const announce = (notified: NotificationRow[]) => publishNotified({ config, jobs, bus }, notified);
  // The handlers that queue mail reach the mailer, made once the runner they feed exists.
  const notificationContext = {
    db: database.db,
    logLevel: config.logLevel,
    unsubscribeLinks,
    siteUrl: mailedSiteUrl(config),
    get mailer() {
      return mailer;
    },
    poke: () => jobs.poke(),
    announce,
    announceTestCounts: async (testId: number) => {
      const [batchIds, counts] = [
        await testBatchIds(database.db, testId),
        await testCounts(database.db, testId),
      ];
      await publishAfterCommit({ bus, config }, testCountsChanged(testId, batchIds, counts));
    },
  };
  const guardianMail = {
    db: database.db,
    sealer,
    unsubscribeLinks,
    siteUrl: mailedSiteUrl(config),
    poke: () => jobs.poke(),
  };
  const jobs: JobRunner = createJobRunner({
    db: database.db,
    handlers: {
      [mailJobKind]: reportingGiveUp(
        database.db,
        sendQueuedMail(createMailTransport(config), sealer),
        announce,
      ),
      ...notificationJobHandlers(notificationContext),
      [guardianJobKinds.weekly]: weeklySummaryJob(guardianMail),
      [guardianJobKinds.absence]: absenceMailJob(guardianMail),
      [pushJobKind]: sendQueuedPushes(database.db, pushTransport),
    },
    logLevel: config.logLevel,
    // PGlite runs one statement at a time: more jobs at once would only queue ahead of the requests.
    concurrency: database.kind === 'pglite' ? 4 : defaultJobConcurrency,
  });
  const mailer = createQueuedMailer({ jobs, sealer, logLevel: config.logLevel });
  return {
    config,
    database,
    tokens,
    mailer,
    jobs,
    push: {
      publicKey: vapidKeys.publicKey,
      start: () => pushTransport.start(),
      close: () => pushTransport.close(),
    },
    limiter: createRateLimiter(database.db),
    bus,
    caches: createCaches(bus, tokens, signedInReader(database.db)),
    unsubscribeLinks,
  };
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.mailer.settled();
  await deps.jobs.stop();
  await deps.push.close();
  deps.caches.close();
  await deps.bus.close();
  await deps.database.close();
}
