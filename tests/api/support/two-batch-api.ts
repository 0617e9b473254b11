import { afterEach, beforeAll } from 'vitest';
import { createTwoBatchWorld, type TestUser, type TwoBatchWorld } from '../../support/fixtures';
import type { TestServer } from '../../support/test-server';
import { testServerForFile } from '../../support/test-server-for-file';
import { type ApiCall, apiClient } from './api-client';
import { type Channel, openChannel } from './channel-client';

/**
 * A test server holding the two-batch world, with a client to call it, for one test file: started
 * before its tests and stopped after them. `server` and `world` are filled in before the first test:
 * read them inside tests, not at the file's top level. `listen` opens a channel as a user; the
 * channels a test opened are closed after it, passed or failed.
 */
export function twoBatchApiForFile(env: Record<string, string> = {}): {
  server: TestServer;
  call: ApiCall;
  listen: (path: string, user: Pick<TestUser, 'token'>) => Promise<Channel>;
  world: TwoBatchWorld;
} {
  const server = testServerForFile(env);
  const world = {} as TwoBatchWorld;
  let call: ApiCall | undefined;
  const open: Channel[] = [];
  beforeAll(async () => {
    Object.assign(world, await createTwoBatchWorld(server.deps));
    call = apiClient(server.url);
  });
  afterEach(() => {
    for (const channel of open.splice(0)) channel.close();
  });
  return {
    server,
    world,
    call: (...args) => {
      if (!call) throw new Error('The two-batch API starts before the first test: call it inside one.');
      return call(...args);
    },
    listen: async (path, user) => {
      const channel = await openChannel(server.url, path, user.token);
      open.push(channel);
      return channel;
    },
  };
}
