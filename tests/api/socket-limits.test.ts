import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../mock-server/config';
import { channels, socketCloseCodes } from '../../shared/socket';
import { createTwoBatchWorld, createUser, type TwoBatchWorld } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { type Channel, openChannel, refusal, upgradeStatus } from './support/channel-client';

let server: TestServer;
let world: TwoBatchWorld;

// Behind one trusted proxy, so each test can come from an address of its own.
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1', SOCKETS_PER_USER: '2', SOCKETS_PER_ADDRESS: '4' });
  world = await createTwoBatchWorld(server.deps);
});
afterAll(() => server.stop());

const from = (address: string) => ({ 'x-forwarded-for': address });

const closeAll = async (opened: Channel[]) => {
  for (const channel of opened) channel.close();
  await Promise.all(opened.map((channel) => channel.closed));
};

describe('socket caps', () => {
  it('default to 20 sockets per user and 200 per address', () => {
    expect(loadConfig({})).toMatchObject({ socketsPerUser: 20, socketsPerAddress: 200 });
  });

  it("refuse a user's socket beyond the cap with HTTP 429 before the upgrade, until one closes", async () => {
    const path = channels.studentBatch(world.batchA.id);
    const { token } = world.studentA;
    const address = from('203.0.113.1');
    const opened = [
      await openChannel(server.url, path, token, address),
      await openChannel(server.url, channels.batchHomework(world.batchA.id), token, address),
    ];
    expect(await upgradeStatus(server.url, path, token, address)).toBe(429);
    expect(await upgradeStatus(server.url, path, token, from('203.0.113.2'))).toBe(429);
    // Another user from the same address is still let in.
    expect(await upgradeStatus(server.url, path, world.teacherA.token, address)).toBe(101);

    await closeAll(opened.slice(0, 1));
    // The place comes back when the server sees the connection end, a moment after the client does.
    await expect.poll(() => upgradeStatus(server.url, path, token, address)).toBe(101);
    await closeAll(opened.slice(1));
  });

  it('refuse sockets from one address beyond its cap, whoever opens them', async () => {
    const students = await Promise.all(
      [1, 2, 3].map(() => createUser(server.deps, { role: 'student', batchId: world.batchA.id })),
    );
    const path = channels.studentBatch(world.batchA.id);
    const address = from('203.0.113.3');
    const opened = [
      await openChannel(server.url, path, students[0].token, address),
      await openChannel(server.url, path, students[0].token, address),
      await openChannel(server.url, path, students[1].token, address),
      await openChannel(server.url, path, students[2].token, address),
    ];
    expect(await upgradeStatus(server.url, path, world.teacherB.token, address)).toBe(429);
    // A flood with no valid token is capped too.
    expect(await upgradeStatus(server.url, path, undefined, address)).toBe(429);
    expect(await upgradeStatus(server.url, path, students[2].token, from('203.0.113.4'))).toBe(101);
    await closeAll(opened);
  });

  it('stop counting the sockets the server refused', async () => {
    const address = from('203.0.113.5');
    const path = channels.studentBatch(world.batchA.id);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await refusal(server.url, path, world.studentB.token, address)).toMatchObject({
        code: socketCloseCodes.forbidden,
      });
    }
    await expect
      .poll(() =>
        upgradeStatus(server.url, channels.studentBatch(world.batchB.id), world.studentB.token, address),
      )
      .toBe(101);
  });
});

describe('client messages', () => {
  it('close the socket with 1009 when one is larger than 1 KiB (the server reads none)', async () => {
    const url = new URL(channels.teacherHomework(), server.url.replace(/^http/, 'ws'));
    url.searchParams.set('token', world.teacherB.token);
    const socket = new WebSocket(url, { headers: from('203.0.113.6') });
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send('x'.repeat(2048));
    expect(await closed).toBe(1009);
  });
});
