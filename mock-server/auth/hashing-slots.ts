import { ApiError } from '../http/errors';

/** Every slot is taken and the queue is full: the caller should try again shortly. */
export class HashingBusyError extends ApiError {
  readonly retryAfterSeconds = 1;
  constructor() {
    super(503, 'The server is busy. Please try again in a moment.');
  }
}

export type HashingSlots = {
  /** Runs `task` once a slot is free; throws HashingBusyError when `maxWaiting` tasks already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
};

/** A counting semaphore with a bounded queue, first come first served. */
export function createHashingSlots(options: { concurrency: number; maxWaiting: number }): HashingSlots {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run(task) {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) throw new HashingBusyError();
        // The slot is handed over by release() without being given back, so no one can overtake.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running++;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
