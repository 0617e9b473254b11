import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lapsedSubscriptionDetail } from '../../mock-server/domain/access/access';
import { channels, socketCloseCodes } from '../../shared/socket';
import { createTwoBatchWorld, type TwoBatchWorld } from '../support/fixtures';
import { runAdminCli } from '../support/run-admin-cli';
import { startTestServer, type TestServer } from '../support/test-server';
import { apiClient } from './support/api-client';
import { openChannel } from './support/channel-client';

/**
 * The admin CLI reaches the sockets either way it runs: on PGlite through the server's admin
 * endpoint (its bus), on PostgreSQL over its own connection (a NOTIFY the server hears).
 */
describe('admin commands and open sockets', () => {
  let server: TestServer;
  let world: TwoBatchWorld;
  let env: Record<string, string>;
  const admin = (...args: string[]) => runAdminCli(args, env);

  beforeAll(async () => {
    server = await startTestServer();
    world = await createTwoBatchWorld(server.deps);
    env = { DATA_DIR: server.dataDir, DATABASE_URL: server.deps.config.databaseUrl ?? '' };
  });
  afterAll(() => server.stop());

  it("closes a student's sockets with the lapsed reason when a renewal sets a past date", async () => {
    const channel = await openChannel(
      server.url,
      channels.studentBatch(world.batchA.id),
      world.studentA.token,
    );
    const renewed = await admin(
      'student:renew',
      '--email',
      world.studentA.email,
      '--valid-until',
      '2020-01-31',
    );
    expect(renewed.code, renewed.stderr).toBe(0);
    expect(await channel.closedWithin(10_000)).toEqual({
      code: socketCloseCodes.forbidden,
      reason: lapsedSubscriptionDetail,
    });
  }, 30_000);

  it("lets a teacher's open socket hear the batch an assignment gave them", async () => {
    const channel = await openChannel(server.url, channels.teacherHomework(), world.teacherA.token);
    const assigned = await admin(
      'teacher:assign',
      '--email',
      world.teacherA.email,
      '--batch',
      world.batchB.name,
    );
    expect(assigned.code, assigned.stderr).toBe(0);
    // The server re-checks the socket once it hears of the change: keep writing until it has.
    const api = apiClient(server.url);
    await expect
      .poll(
        async () => {
          const created = await api('POST', '/api/homework/', {
            token: world.teacherB.token,
            json: { title: 'Optics', due_date: '2030-01-05T10:00:00Z', batch_ids: [world.batchB.id] },
          });
          expect(created.status).toBe(201);
          return channel.next(300).catch(() => null);
        },
        { timeout: 10_000, interval: 0 },
      )
      .toMatchObject({ action: 'new_homework', homework: { title: 'Optics' } });
    channel.close();
  }, 30_000);
});
