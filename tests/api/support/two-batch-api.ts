import { afterAll, beforeAll } from 'vitest';
import { createTwoBatchWorld, type TwoBatchWorld } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/test-server';
import { type ApiCall, apiClient } from './api-client';

/** A test server holding the two-batch world, with a client to call it. */
export type TwoBatchApi = { server: TestServer; call: ApiCall; world: TwoBatchWorld };

/**
 * The two-batch API of one test file: started before its tests and stopped after them. Its fields
 * are there from the first test on: read them inside tests, not at the file's top level.
 */
export function twoBatchApiForFile(env: Record<string, string> = {}): TwoBatchApi {
  let started: TwoBatchApi | undefined;
  beforeAll(async () => {
    const server = await startTestServer(env);
    started = { server, call: apiClient(server.url), world: await createTwoBatchWorld(server.deps) };
  });
  afterAll(() => started?.server.stop());
  const get = () => {
    if (!started) throw new Error('The two-batch API starts before the first test: read it inside one.');
    return started;
  };
  return {
    get server() {
      return get().server;
    },
    get call() {
      return get().call;
    },
    get world() {
      return get().world;
    },
  };
}
