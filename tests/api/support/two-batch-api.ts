import { createTwoBatchWorld, type TwoBatchWorld } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/test-server';
import { type ApiCall, apiClient } from './api-client';

/** A test server holding the two-batch world, with a client to call it. */
export async function startTwoBatchApi(env: Record<string, string> = {}): Promise<{
  server: TestServer;
  call: ApiCall;
  world: TwoBatchWorld;
}> {
  const server = await startTestServer(env);
  return { server, call: apiClient(server.url), world: await createTwoBatchWorld(server.deps) };
}
