import type { Worker } from 'node:worker_threads';
import { expect, it } from 'vitest';
import { startTestServer } from '../../tests/support/test-server';

/** The threads a server starts before it answers, each once it is running (the database may have one too). */
async function threadsStartedBy(env: Record<string, string>): Promise<number> {
  const online: Promise<void>[] = [];
  const seen = (worker: Worker) =>
    online.push(
      new Promise((resolve, reject) => {
        worker.once('online', resolve);
        worker.once('error', reject);
      }),
    );
  process.on('worker', seen);
  const server = await startTestServer(env);
  try {
    // Node announces a new thread on its next tick.
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all(online);
    return online.length;
  } finally {
    process.off('worker', seen);
    await server.stop();
  }
}

it("starts the push sender's thread with the server, so a first broadcast's pushes do not load its code beside that broadcast's socket messages", async () => {
  const withoutSender = await threadsStartedBy({ PUSH_SEND_THREAD: 'false' });
  const withSender = await threadsStartedBy({});
  expect(withSender).toBe(withoutSender + 1);
});
