import { describe, expect, it } from 'vitest';
import { batchedWhileBusy } from './batched-while-busy';

/** A runMany whose runs the test ends one at a time, recording what each run was asked. */
function heldRuns() {
  const runs: number[][] = [];
  const ends: Array<(fail?: Error) => void> = [];
  const runMany = (asks: number[]) => {
    runs.push(asks);
    return new Promise<string[]>((resolve, reject) => {
      ends.push((fail) => (fail ? reject(fail) : resolve(asks.map((ask) => `answer ${ask}`))));
    });
  };
  const endRun = async (fail?: Error) => {
    ends.shift()?.(fail);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { runs, runMany, endRun };
}

describe('batchedWhileBusy', () => {
  it('runs a lone ask at once, and the asks made while it is out together after it, each answered its own', async () => {
    const { runs, runMany, endRun } = heldRuns();
    const ask = batchedWhileBusy(runMany, 10);

    const first = ask(1);
    expect(runs).toEqual([[1]]);
    const later = [ask(2), ask(3), ask(4)];
    expect(runs).toEqual([[1]]);

    await endRun();
    expect(runs).toEqual([[1], [2, 3, 4]]);
    await endRun();
    expect(await first).toBe('answer 1');
    expect(await Promise.all(later)).toEqual(['answer 2', 'answer 3', 'answer 4']);
  });

  it('puts at most mostAtOnce asks in one run, in the order they were asked', async () => {
    const { runs, runMany, endRun } = heldRuns();
    const ask = batchedWhileBusy(runMany, 2);
    const answers = [1, 2, 3, 4, 5].map((n) => ask(n));
    for (let i = 0; i < 3; i += 1) await endRun();
    expect(runs).toEqual([[1], [2, 3], [4, 5]]);
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5].map((n) => `answer ${n}`));
  });

  it('refuses the asks of a failed run with its error, and still runs the ones after', async () => {
    const { runMany, endRun } = heldRuns();
    const ask = batchedWhileBusy(runMany, 10);
    const failed = expect(ask(1)).rejects.toThrow('database gone');
    const after = ask(2);
    await endRun(new Error('database gone'));
    await failed;
    await endRun();
    expect(await after).toBe('answer 2');
  });
});
