import { existsSync, readFileSync, rmSync } from 'node:fs';
import {
  type AdminCommandAnswer,
  type AdminEndpointFile,
  adminCommandPath,
  adminEndpointFile,
} from '../admin/admin-endpoint';
import { AdminError, AdminUsageError } from '../admin/admin-error';
import { type AdminFlags, type PublishEvent, runAdminCommand } from '../admin/commands';
import { resolveSigningSecret } from '../auth/signing-secret';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { accountLinkSettings } from '../domain/accounts/account-links';
import { queueOnlyMailer } from '../mail/queue-only-mailer';
import { createMailSealer } from '../mail/sealed-text';
import { isProcessAlive } from '../process-alive';
import { notifyServers } from '../realtime/postgres-bus';
import { publishAfterCommit } from '../realtime/publish';

/** Runs admin commands either on the database itself or through the server that holds it. */
export type AdminConnection = {
  via: 'database' | 'server';
  run(command: string, flags: AdminFlags): Promise<unknown>;
  close(): Promise<void>;
};

/** The endpoint of a live server on this DATA_DIR; a file left by a crashed server is removed. */
function runningServer(config: Config): AdminEndpointFile | null {
  if (!existsSync(config.adminEndpointFile)) return null;
  const parsed = adminEndpointFile.safeParse(
    (() => {
      try {
        return JSON.parse(readFileSync(config.adminEndpointFile, 'utf8'));
      } catch {
        return null;
      }
    })(),
  );
  if (parsed.success && isProcessAlive(parsed.data.pid)) return parsed.data;
  rmSync(config.adminEndpointFile, { force: true });
  return null;
}

function throughServer(endpoint: AdminEndpointFile, config: Config): AdminConnection {
  return {
    via: 'server',
    async run(command, flags) {
      let response: Response;
      try {
        response = await fetch(new URL(adminCommandPath, endpoint.url), {
          method: 'POST',
          headers: { authorization: `Bearer ${endpoint.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ command, flags }),
        });
      } catch {
        throw new AdminError(
          `The server (pid ${endpoint.pid}) holding ${config.dataDir} did not answer at ${endpoint.url}. ` +
            `Stop it, or delete ${config.adminEndpointFile} if no server is running.`,
        );
      }
      const answer = (await response.json().catch(() => null)) as AdminCommandAnswer | null;
      if (answer && 'result' in answer) return answer.result;
      if (answer?.usage) throw new AdminUsageError(answer.error, answer.command);
      throw new AdminError(answer?.error ?? `The server answered ${response.status}.`);
    },
    async close() {},
  };
}

/**
 * With DATABASE_URL the CLI connects to PostgreSQL itself. Without it the database is PGlite in
 * DATA_DIR, which only one process may open: a running server's endpoint is used when there is one.
 */
export async function openAdminConnection(config: Config): Promise<AdminConnection> {
  const endpoint = config.databaseUrl ? null : runningServer(config);
  if (endpoint) return throughServer(endpoint, config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const { pool } = database;
  // PostgreSQL: the servers on the database hear a NOTIFY. PGlite: no server holds it, so no socket is open.
  const publish: PublishEvent = pool
    ? (event) =>
        publishAfterCommit({ bus: { publish: (notice) => notifyServers(pool, notice) }, config }, event)
    : async () => {};
  // The servers open what is queued here with the same secret they sign with.
  const mailer = queueOnlyMailer(createMailSealer(await resolveSigningSecret(config, database.db)));
  return {
    via: 'database',
    run: (command, flags) =>
      runAdminCommand(database.db, command, flags, publish, accountLinkSettings(config, mailer)),
    close: () => database.close(),
  };
}
