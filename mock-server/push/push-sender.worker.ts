import { parentPort, workerData } from 'node:worker_threads';
import { createPushTransport, type PushTarget } from './push-transport';
import type { PushReply } from './threaded-push-transport';
import type { VapidKeys } from './vapid-keys';

/**
 * The push sender's own thread: encrypts, signs and posts each push it is handed, and answers with
 * what the push service said, so that work never holds up the thread that answers requests.
 */
const transport = createPushTransport(workerData as VapidKeys);
const port = parentPort;
if (!port) throw new Error('push-sender.worker.ts runs as a worker thread only');

port.on('message', ({ id, target, payload }: { id: number; target: PushTarget; payload: string }) => {
  transport.send(target, payload).then(
    (outcome) => port.postMessage({ id, outcome } satisfies PushReply),
    (error: unknown) => port.postMessage({ id, error: String(error) } satisfies PushReply),
  );
});
