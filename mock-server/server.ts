import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { registerAdminEndpoint } from './admin/admin-endpoint';
import { createApp } from './app';
import { type Config, loadConfig } from './config';
import type { AppDeps } from './context';
import { secureDataFolder } from './data-folder';
import { closeDeps, createDeps } from './deps';
import { findUserByEmail } from './domain/accounts/users';
import { scheduleWeeklySummary } from './domain/guardians/guardian-mail';
import { scheduleDailyWork } from './domain/notifications/scheduled';
import { importPictureFiles } from './domain/profiles/import-picture-files';
import { drainUnreadBodies } from './http/drain-unread-body';
import { isLoopbackHost } from './http/loopback';
import { serveClient } from './http/static-client';
import { log } from './logger';
import { registerRealtime } from './realtime/hub';
import { demoAccounts } from './seed/demo-accounts';
import { demoLoginsTable } from './seed/demo-logins';
import { isDatabaseEmpty, seedDemoData } from './seed/demo-seed';

export type RunningServer = { url: string; port: number; deps: AppDeps; close(): Promise<void> };

const wildcardHosts = new Set(['0.0.0.0', '::', '']);

/** An address this machine can call the server on (a wildcard bind answers on loopback too). */
function localOrigin(host: string, port: number): string {
  if (wildcardHosts.has(host)) return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Starts API, sockets and (when built) the client on one port. PORT=0 picks a free port (tests).
 * An empty database gets the demo data first when config.seedDemo is on.
 */
export async function startServer(config: Config = loadConfig()): Promise<RunningServer> {
  const deps = await createDeps(config);
  try {
    await importPictureFiles(deps);
    secureDataFolder(config);
    if (config.seedDemo && (await isDatabaseEmpty(deps.database.db))) {
      const report = await seedDemoData(deps.database.db);
      log(config.logLevel, 'info', 'seeded demo data into the empty database', report);
    }
  } catch (error) {
    await closeDeps(deps);
    throw error;
  }
  const app = createApp(deps);
  const realtime = registerRealtime(app, deps);
  // With PostgreSQL the CLI connects itself; PGlite's directory is this process's alone.
  const adminEndpoint = config.databaseUrl ? null : registerAdminEndpoint(app, deps);
  serveClient(app, config);
  const server = serve({
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    autoCleanupIncoming: false,
    serverOptions: {
      headersTimeout: config.headersTimeoutSeconds * 1000,
      requestTimeout: config.requestTimeoutSeconds * 1000,
      keepAliveTimeout: config.keepAliveTimeoutSeconds * 1000,
      // Node checks the two timeouts above this often (30 s by default, which lets them overrun).
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutSeconds * 250),
    },
  }) as Server;
  server.maxConnections = config.maxConnections;
  drainUnreadBodies(server);
  realtime.injectWebSocket(server);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (error) {
    await closeDeps(deps);
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  try {
    await scheduleDailyWork(deps.database.db);
    // Every server queues this week's guardian summary; the week's key keeps it to one job.
    await scheduleWeeklySummary(deps.database.db);
  } catch (error) {
    log(config.logLevel, 'warn', 'daily work not scheduled; the next start tries again', {
      error: String(error),
    });
  }
  // The push sender's thread loads its code now, not beside a first broadcast's socket messages.
  deps.push.start();
  deps.jobs.start();
  adminEndpoint?.publish(localOrigin(config.host, port));
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    deps,
    close() {
      closing ??= (async () => {
        adminEndpoint?.unpublish();
        await realtime.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        });
        await closeDeps(deps);
      })();
      return closing;
    },
  };
}

const shutdownGraceMs = 10_000;

/**
 * Without PUBLIC_URL, password-reset links may only lead to loopback origins: a server others reach
 * cannot mail working reset links until it is set. Null when there is nothing to warn about.
 */
export function missingPublicUrlWarning(config: Pick<Config, 'host' | 'publicUrl'>): string | null {
  if (config.publicUrl || isLoopbackHost(config.host)) return null;
  return (
    `PUBLIC_URL is not set while HOST=${config.host} lets other machines in: password-reset links ` +
    'will only be mailed for localhost addresses. Set PUBLIC_URL to the address people open, e.g. ' +
    'PUBLIC_URL=https://tutoring.example'
  );
}

/**
 * Runs the server until SIGTERM or SIGINT, then closes sockets, the HTTP server and the database
 * before exiting. A second signal, or a close that hangs, exits at once.
 */
export async function serveUntilSignalled(config: Config = loadConfig()): Promise<RunningServer> {
  const running = await startServer(config);
  const shown = wildcardHosts.has(config.host)
    ? `http://localhost:${running.port}`
    : localOrigin(config.host, running.port);
  log(config.logLevel, 'info', 'listening', { url: shown, database: running.deps.database.kind });
  const publicUrlWarning = missingPublicUrlWarning(config);
  if (publicUrlWarning) log(config.logLevel, 'warn', publicUrlWarning);
  if (config.logLevel !== 'silent') {
    const hasDemo =
      config.seedDemo && !!(await findUserByEmail(running.deps.database.db, demoAccounts.teacher.email));
    const demo = hasDemo ? `\nDemo logins:\n${demoLoginsTable()}\n` : '';
    const warning = publicUrlWarning ? `\nWARNING: ${publicUrlWarning}\n` : '';
    process.stdout.write(`\nTutoring service ready at ${shown}\n${demo}${warning}\n`);
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log(config.logLevel, 'info', 'shutting down', { signal });
    setTimeout(() => {
      log(config.logLevel, 'error', 'shutdown took too long, exiting', { graceMs: shutdownGraceMs });
      process.exit(1);
    }, shutdownGraceMs).unref();
    running.close().then(
      () => process.exit(0),
      (error) => {
        log(config.logLevel, 'error', 'shutdown failed', { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return running;
}

/** Development entry (`npm run mock`). */
if (import.meta.url === `file://${process.argv[1]}`) {
  await serveUntilSignalled();
}
