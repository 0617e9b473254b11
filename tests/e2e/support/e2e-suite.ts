import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type E2eServer, startE2eServer } from './e2e-server';

export type E2eSuite = { server: E2eServer; browser: Browser };

/**
 * The server and the browser a test file shares: both started (together) before its first test,
 * handed to `onStarted`, and stopped after its last.
 */
export function startE2eSuite(onStarted: (suite: E2eSuite) => void): void {
  let started: Partial<E2eSuite> = {};
  beforeAll(async () => {
    const [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
    started = { server, browser };
    onStarted({ server, browser });
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.server?.stop();
  });
}
