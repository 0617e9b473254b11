import { Worker } from 'node:worker_threads';
import type { PushResult, PushTransport } from './push-transport';
import type { VapidKeys } from './vapid-keys';

/** The worker's answer to one batch: each push's result, or why the batch failed as a whole. */
export type PushReply = { id: number; results: PushResult[] } | { id: number; error: string };

type Pending = { resolve: (results: PushResult[]) => void; reject: (error: Error) => void };

const workerFile = new URL(
  import.meta.url.endsWith('.ts') ? './push-sender.worker.ts' : './push-sender.worker.js',
  import.meta.url,
);

/**
 * A worker thread runs TypeScript only once tsx is registered in it, as the server's own thread has;
 * a compiled server's worker is plain JavaScript.
 */
function startWorker(keys: VapidKeys): Worker {
  if (!workerFile.pathname.endsWith('.ts')) return new Worker(workerFile, { workerData: keys });
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerFile.href)}); })`;
  return new Worker(boot, { eval: true, workerData: keys });
}

/**
 * Sends batches of pushes from a worker thread: each push's encryption (RFC 8291) and VAPID
 * signature cost the CPU of a request, and a broadcast's thousands of them would otherwise delay the
 * socket messages and answers of the same moment. A batch is one message each way, and the job that
 * asked still learns each push's outcome, so retries and the removal of gone devices stay with the
 * job. The thread starts with the server (`start`), or at the first batch, and is restarted after a
 * crash; the batches in flight then fail and are retried by their jobs.
 */
export function createThreadedPushTransport(
  keys: VapidKeys,
): PushTransport & { start(): void; close(): Promise<void> } {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  const running = () => {
    if (worker) return worker;
    const started = startWorker(keys);
    started.on('message', (reply: PushReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ('results' in reply) waiting.resolve(reply.results);
      else waiting.reject(new Error(reply.error));
    });
    const ended = (error: Error) => {
      if (worker === started) worker = null;
      failAll(error);
    };
    started.on('error', ended);
    started.on('exit', (code) => ended(new Error(`the push sender's thread stopped (${code})`)));
    // Idle, it keeps no process alive; sends in flight are awaited by their jobs.
    started.unref();
    worker = started;
    return started;
  };

  return {
    start() {
      running();
    },
    sendBatch(pushes, limits) {
      const id = nextId++;
      return new Promise<PushResult[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running().postMessage({ id, pushes, limits });
      });
    },
    async close() {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}
