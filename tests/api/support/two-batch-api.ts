import { afterAll, beforeAll } from 'vitest';
import { createTwoBatchWorld, type TwoBatchWorld } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/test-server';
import { type ApiCall, apiClient } from './api-client';

/**
 * A test server holding the two-batch world, with a client to call it, for one test file: started
 * before its tests and stopped after them. `server` and `world` are filled in before the first test:
 * read them inside tests, not at the file's top level.
 */
export function twoBatchApiForFile(env: Record<string, string> = {}): {
  server: TestServer;
  call: ApiCall;
  world: TwoBatchWorld;
} {
  const server = {} as TestServer;
  const world = {} as TwoBatchWorld;
  let call: ApiCall | undefined;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(env));
    Object.assign(world, await createTwoBatchWorld(server.deps));
    call = apiClient(server.url);
  });
  afterAll(() => server.stop?.());
  return {
    server,
    world,
    call: (...args) => {
      if (!call) throw new Error('The two-batch API starts before the first test: call it inside one.');
      return call(...args);
    },
  };
}
