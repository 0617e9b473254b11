import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { type BatchLimits, type Push, pushSender, sendEach } from './push-transport';
import type { PushReply } from './threaded-push-transport';
import type { VapidKeys } from './vapid-keys';

/**
 * The push sender's own thread: encrypts, signs and posts each push of each batch it is handed, and
 * answers with what the push service said of each, so that work never holds up the thread that
 * answers requests.
 */
const send = pushSender(workerData as VapidKeys);
// On Linux a thread has its own nice value: pushes then take the CPU the requests leave, never theirs.
if (process.platform === 'linux') setPriority(10);
const port = parentPort;
if (!port) throw new Error('push-sender.worker.ts runs as a worker thread only');

port.on('message', ({ id, pushes, limits }: { id: number; pushes: Push[]; limits: BatchLimits }) => {
  sendEach(send, pushes, limits).then(
    (results) => port.postMessage({ id, results } satisfies PushReply),
    (error: unknown) => port.postMessage({ id, error: String(error) } satisfies PushReply),
  );
});
