import { describe, expect, it } from 'vitest';
import { createHashingSlots, HashingBusyError } from './hashing-slots';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('hashing slots', () => {
  it('runs at most `concurrency` tasks at once, the rest in order of arrival', async () => {
    const slots = createHashingSlots({ concurrency: 2, maxWaiting: 10 });
    const gates = Array.from({ length: 4 }, deferred);
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      slots.run(async () => {
        started.push(i);
        await gate.promise;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1].resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('refuses at once when the queue is full, and frees the slot of a task that failed', async () => {
    const slots = createHashingSlots({ concurrency: 1, maxWaiting: 1 });
    const gate = deferred();
    const first = slots.run(() => gate.promise.then(() => Promise.reject(new Error('scrypt failed'))));
    const second = slots.run(async () => 'second');
    await expect(slots.run(async () => 'third')).rejects.toBeInstanceOf(HashingBusyError);
    gate.resolve();
    await expect(first).rejects.toThrow('scrypt failed');
    expect(await second).toBe('second');
    expect(await slots.run(async () => 'fourth')).toBe('fourth');
  });
});
