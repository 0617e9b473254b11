import type { Worker } from 'node:worker_threads';
import { expect, it } from 'vitest';
import { startTestServer } from '../../tests/support/test-server';

it("starts the push sender's thread with the server, so a first broadcast's pushes do not load its code beside that broadcast's socket messages", async () => {
  const online: Promise<void>[] = [];
  const seen = (worker: Worker) =>
    online.push(
      new Promise((resolve, reject) => {
        worker.once('online', resolve);
        worker.once('error', reject);
      }),
    );
  process.on('worker', seen);
  const server = await startTestServer();
  try {
    // Node announces a new thread on its next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(online).toHaveLength(1);
    await online[0];
  } finally {
    process.off('worker', seen);
    await server.stop();
  }
});
