import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../mock-server/config';
import { type RunningServer, startServer } from '../../mock-server/server';

/**
 * When TEST_DATABASE_URL points at a PostgreSQL server, each call makes a new empty database on it
 * (dropped by the returned cleanup); otherwise null, and tests use in-memory PGlite. vitest.config.ts
 * sets it for the `postgres` project and clears it for the `pglite` one.
 */
export async function freshPostgresDatabase(
  base = process.env.TEST_DATABASE_URL,
): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (!base) return null;
  const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        // A closed pool has told its connections to end, but they may not be gone yet: wait, so the
        // drop does not terminate them mid-close. `force` is only for one that never goes.
        const deadline = Date.now() + 5000;
        const sessions = async () =>
          Number(
            (await client.query('select count(*) from pg_stat_activity where datname = $1', [name])).rows[0]
              .count,
          );
        while ((await sessions()) > 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export type TestServer = RunningServer & { dataDir: string; stop(): Promise<void> };

/** Every test server signs with this, so a test can make tokens the server did not issue (expired ones). */
export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256';

/**
 * A server on a free port of 127.0.0.1, logging nothing and seeding no demo data, on the settings
 * given (DATA_DIR at least; DATABASE_URL for a PostgreSQL database of the test's own).
 */
export function startQuietServer(env: Record<string, string> & { DATA_DIR: string }): Promise<RunningServer> {
  return startServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env }),
  );
}

/** A server on a free port with its own empty database and data folder. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tutoring-test-'));
  const postgres = await freshPostgresDatabase();
  const server = await startQuietServer({
    DATA_DIR: dataDir,
    PGLITE_DIR: 'memory://',
    JWT_SECRET: testJwtSecret,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  return {
    ...server,
    dataDir,
    async stop() {
      await server.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
