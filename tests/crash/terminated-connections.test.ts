import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '../../mock-server/seed/demo-accounts';
import { postJson } from '../support/post-json';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { freshPostgresDatabase } from '../support/test-server';

/**
 * PostgreSQL only (vitest.config.ts `postgresOnlyTests`): two servers on one database, eight writers
 * posting announcements, and the database ending every session of that database again and again (as
 * a restart or failover does). The servers are processes of their own, so a crash shows as an exit.
 */

const writers = 8;
const rounds = 5;
/** Acknowledged writes between two rounds of terminations. */
const writesBetweenRounds = 20;
/** How soon after its sessions end each server must acknowledge a write again. */
const recoveryMs = 2000;

const folders: string[] = [];
const servers: ServerProcess[] = [];
let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>>;

afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await postgres?.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function startOn(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tutoring-terminated-'));
  folders.push(dataDir);
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    DATABASE_URL: databaseUrl,
  });
  servers.push(server);
  return server;
}

describe('the database ending the servers’ sessions while they write', () => {
  it('keeps both servers up, answers 503 + Retry-After for what failed, and every acknowledged write is kept', async () => {
    postgres = await freshPostgresDatabase();
    if (!postgres) throw new Error('This test needs PostgreSQL: set TEST_DATABASE_URL.');
    // One after the other, so one seeds the demo data and the other finds it.
    await startOn(postgres.url);
    await startOn(postgres.url);
    const signedIn = await postJson(servers[0].url, '/api/login/', {
      username: demoAccounts.teacher.email,
      password: demoPassword,
    });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.access as string;
    const batches = (await (
      await fetch(`${servers[0].url}/api/teacher/batches/`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: number }[];
    const batchId = batches[0].id;

    const acknowledged = new Set<string>();
    const refused = new Set<string>();
    const unexpected: string[] = [];
    const acknowledgedBy = servers.map(() => 0);
    let waiting: { done(): boolean; resolve(): void }[] = [];
    // A server that ends fails the test at once instead of leaving it waiting for writes.
    const anExit = Promise.race(
      servers.map((server) =>
        server.exited.then((how) => {
          throw new Error(`a server exited (${how})`);
        }),
      ),
    );
    const until = (done: () => boolean) =>
      Promise.race([
        anExit,
        new Promise<void>((resolve) => {
          if (done()) resolve();
          else waiting.push({ done, resolve });
        }),
      ]);
    const wake = () => {
      const ready = waiting.filter((waiter) => waiter.done());
      waiting = waiting.filter((waiter) => !waiter.done());
      for (const waiter of ready) waiter.resolve();
    };

    let stopped = false;
    async function writer(index: number) {
      for (let sent = 0; !stopped; sent++) {
        const which = (index + sent) % servers.length;
        const message = `writer ${index} message ${sent}`;
        try {
          const answer = await postJson(
            servers[which].url,
            '/api/teacher/announcements/',
            { type: 'batch', batch_id: batchId, message },
            { authorization: `Bearer ${token}` },
          );
          if (answer.status === 201) {
            acknowledged.add(message);
            acknowledgedBy[which] += 1;
          } else if (answer.status === 503 && answer.headers.get('retry-after') && answer.body?.detail) {
            refused.add(message);
          } else {
            unexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`);
          }
        } catch (error) {
          unexpected.push(String(error));
        }
        wake();
      }
    }
    const writing = Array.from({ length: writers }, (_, index) => writer(index));

    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    let terminatedSessions = 0;
    try {
      for (let round = 0; round < rounds; round++) {
        const target = acknowledged.size + writesBetweenRounds;
        await until(() => acknowledged.size >= target);
        const before = [...acknowledgedBy];
        const ended = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        terminatedSessions += ended.rowCount ?? 0;
        const terminatedAt = performance.now();
        // Each server acknowledges a write again soon after, without a restart.
        await until(() => acknowledgedBy.every((count, which) => count > before[which]));
        expect(performance.now() - terminatedAt).toBeLessThan(recoveryMs);
        for (const server of servers) expect(server.child.exitCode).toBeNull();
      }
    } finally {
      stopped = true;
      await Promise.all(writing);
      await admin.end();
    }

    expect(unexpected).toEqual([]);
    expect(terminatedSessions).toBeGreaterThanOrEqual(rounds * servers.length);
    for (const server of servers) {
      expect(server.child.exitCode).toBeNull();
      expect(server.child.signalCode).toBeNull();
    }
    const reader = new pg.Client({ connectionString: postgres.url });
    await reader.connect();
    const stored = await reader.query<{ message: string }>('select message from announcements');
    await reader.end();
    const messages = new Set(stored.rows.map((row) => row.message));
    for (const message of acknowledged) expect(messages.has(message), `acknowledged: ${message}`).toBe(true);
    for (const message of refused) expect(messages.has(message), `refused: ${message}`).toBe(false);
    console.log(
      `terminated ${terminatedSessions} sessions: ${acknowledged.size} writes acknowledged, ${refused.size} refused with 503`,
    );
  }, 120_000);
});
