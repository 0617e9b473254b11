import { inject } from 'vitest';
import type { AppDeps } from '../../../mock-server/context';
import { startTestServer } from '../../support/test-server';

export type E2eServer = {
  /** Origin serving both the built client and /api, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The server's DATA_DIR (its outbox/ holds mailed messages). */
  dataDir: string;
  /** The server's own parts: tests wait on its mailer before reading the outbox. */
  deps: AppDeps;
  stop(): Promise<void>;
};

/** The real server on a free port, with the demo accounts seeded and this run's built client. */
export async function startE2eServer(env: Record<string, string> = {}): Promise<E2eServer> {
  const server = await startTestServer({
    SEED_DEMO: 'true',
    CLIENT_DIR: inject('e2eClientDir'),
    ...env,
  });
  return { url: server.url, dataDir: server.dataDir, deps: server.deps, stop: () => server.stop() };
}
