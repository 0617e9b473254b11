import path from 'node:path';
import { defineConfig } from 'vitest/config';

const projectRoot = path.resolve(import.meta.dirname, '../..');

// Browser tests in real Chromium against the built client. One file at a time: each file starts a
// server and a browser, and two of those at once overload a 2-core machine.
export default defineConfig({
  root: projectRoot,
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/build-client.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
