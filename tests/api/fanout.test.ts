import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../mock-server/server';
import { channels } from '../../shared/socket';
import { createTwoBatchWorld, type TwoBatchWorld } from '../support/fixtures';
import { freshPostgresDatabase, startQuietServer, testJwtSecret } from '../support/test-server';
import { apiClient } from './support/api-client';
import { openChannel } from './support/channel-client';

/**
 * Two server processes' worth of app on one PostgreSQL database, as behind a load balancer. Runs in
 * the `postgres` project only (vitest.config.ts), which sets TEST_DATABASE_URL.
 */
describe('fan-out across servers sharing one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let writer: RunningServer;
  let reader: RunningServer;
  let world: TwoBatchWorld;
  const dataDirs: string[] = [];

  const start = (databaseUrl: string) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tutoring-fanout-'));
    dataDirs.push(dataDir);
    return startQuietServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: testJwtSecret });
  };

  /** Student A's batch channel on the server that makes no writes: what reaches it came over PostgreSQL. */
  const studentABatchOnReader = () =>
    openChannel(reader.url, channels.studentBatch(world.batchA.id), world.studentA.token);

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    if (!database) throw new Error('Fan-out needs PostgreSQL: set TEST_DATABASE_URL.');
    writer = await start(database.url);
    reader = await start(database.url);
    world = await createTwoBatchWorld(writer.deps);
  });
  afterAll(async () => {
    await writer?.close();
    await reader?.close();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('delivers a class created through one server to a socket on the other', async () => {
    const socket = await studentABatchOnReader();
    const created = await apiClient(writer.url)('POST', '/api/classes/', {
      token: world.teacherA.token,
      json: { topic: 'Kinematics', batch_id: world.batchA.id, start_time: '2030-01-02T10:00:00Z' },
    });
    expect(created.status).toBe(201);
    expect(await socket.next()).toEqual({ action: 'new_class', class: created.body });
    socket.close();
  });

  it('carries a message larger than NOTIFY allows in one piece (split and joined again)', async () => {
    const socket = await openChannel(reader.url, channels.teacherHomework(), world.teacherA.token);
    const description = 'ज्यामिति '.repeat(550).trim(); // about 14 kB of UTF-8, beyond the 8000-byte limit
    const created = await apiClient(writer.url)('POST', '/api/homework/', {
      token: world.teacherA.token,
      json: {
        title: 'Long read',
        description,
        due_date: '2030-01-05T10:00:00Z',
        batch_ids: [world.batchA.id],
      },
    });
    expect(created.status).toBe(201);
    const message = await socket.next();
    expect(message).toEqual({ action: 'new_homework', homework: created.body });
    socket.close();
  });

  it('closes a socket on one server when the user is revoked through the other', async () => {
    const socket = await studentABatchOnReader();
    await writer.deps.bus.publish({
      deliveries: [],
      accessChanges: [{ userId: world.studentA.id, kind: 'revoked' }],
    });
    expect(await socket.closedWithin(5000)).toEqual({ code: 4401, reason: 'The session has ended.' });
  });

  it('keeps delivering after the LISTEN connections are cut (a database restart, say)', async () => {
    const admin = new pg.Client({ connectionString: database?.url });
    await admin.connect();
    const listenerPids = async () =>
      (
        await admin.query<{ pid: number }>(
          // A listener's last statement is its LISTEN, or the empty one that checks it has caught up.
          "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and (query ilike 'listen %' or query = '')",
        )
      ).rows.map((row) => row.pid);
    try {
      const cut = await listenerPids();
      expect(cut).toHaveLength(2);
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [cut]);
      // Terminating only signals the backends, which may still be listed for a moment: wait for two
      // listeners that are new, as both servers listen again within a few of their one-second retries.
      await expect
        .poll(async () => (await listenerPids()).filter((pid) => !cut.includes(pid)).length, {
          timeout: 10_000,
          interval: 200,
        })
        .toBe(2);

      const socket = await studentABatchOnReader();
      const sent = await apiClient(writer.url)('POST', '/api/teacher/announcements/', {
        token: world.teacherA.token,
        json: { type: 'all', message: 'Still here' },
      });
      expect(await socket.next()).toEqual({ action: 'new_announcement', announcement: sent.body });
      socket.close();
    } finally {
      await admin.end();
    }
  });
});
