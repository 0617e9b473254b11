import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

/**
 * A test server for one test file: started before its tests, stopped after them. It is filled in
 * before the first test: read it inside tests, not at the file's top level.
 */
export function testServerForFile(env: Record<string, string> = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(env));
  });
  afterAll(() => server.stop?.());
  return server;
}
