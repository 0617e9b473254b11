import { Worker } from 'node:worker_threads';
import type { PushOutcome, PushTransport } from './push-transport';
import type { VapidKeys } from './vapid-keys';

/** The worker's answer to one push: the push service's outcome, or why it failed (for a retry). */
export type PushReply = { id: number; outcome: PushOutcome } | { id: number; error: string };

type Pending = { resolve: (outcome: PushOutcome) => void; reject: (error: Error) => void };

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
 * Sends pushes from a worker thread: each push's encryption (RFC 8291) and VAPID signature cost the
 * CPU of a request, and a broadcast's thousands of them would otherwise delay the socket messages
 * and answers of the same moment. The job that asked still learns each outcome, so retries and the
 * removal of gone devices stay with the job. The thread starts at the first push and is restarted
 * after a crash; the pushes in flight then fail and are retried by their jobs.
 */
export function createThreadedPushTransport(keys: VapidKeys): PushTransport & { close(): Promise<void> } {
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
      if ('outcome' in reply) waiting.resolve(reply.outcome);
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
    send(target, payload) {
      const id = nextId++;
      return new Promise<PushOutcome>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running().postMessage({ id, target, payload });
      });
    },
    async close() {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}
