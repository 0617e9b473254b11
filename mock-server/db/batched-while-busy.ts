import type { Database } from './client';

type Asking<A, R> = { ask: A; resolve: (answer: R) => void; reject: (error: unknown) => void };

/**
 * One statement for many callers: `runMany` runs for the first ask at once; asks that come while it
 * is out wait and go together in the next run, at most `mostAtOnce` a run. Under load a crowd
 * costs the database a few statements instead of one each; a lone ask waits for nothing. Runs are
 * one at a time and in order of asking. `runMany` answers each ask at its own index; when it fails,
 * every ask of that run is refused with its error.
 */
export function batchedWhileBusy<A, R>(
  runMany: (asks: A[]) => Promise<R[]>,
  mostAtOnce: number,
): (ask: A) => Promise<R> {
  let waiting: Asking<A, R>[] = [];
  let running = false;

  const runWaiting = async () => {
    running = true;
    while (waiting.length > 0) {
      const run = waiting.slice(0, mostAtOnce);
      waiting = waiting.slice(run.length);
      try {
        const answers = await runMany(run.map(({ ask }) => ask));
        for (const [index, { resolve }] of run.entries()) resolve(answers[index]);
      } catch (error) {
        for (const { reject } of run) reject(error);
      }
    }
    running = false;
  };

  return (ask) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ ask, resolve, reject });
      if (!running) void runWaiting();
    });
}

/**
 * `batchedWhileBusy` for each database handle, made on its first use. `runMany` answers each ask, or
 * `undefined` where the ask must run alone: a repeat the batch left out, or every ask of a run that
 * failed (one bad ask fails the whole statement), so that only the ask that broke it fails, with its
 * own error.
 */
export function batchedPerDatabase<A, R>(
  runMany: (db: Database, asks: A[]) => Promise<Array<R | undefined>>,
  mostAtOnce: number,
): (db: Database, ask: A) => Promise<R | undefined> {
  const batched = new WeakMap<Database, (ask: A) => Promise<R | undefined>>();
  return async (db, ask) => {
    let run = batched.get(db);
    if (!run) {
      run = batchedWhileBusy(
        (asks: A[]) => runMany(db, asks).catch(() => asks.map(() => undefined)),
        mostAtOnce,
      );
      batched.set(db, run);
    }
    const answer = await run(ask);
    if (answer !== undefined) return answer;
    const [alone] = await runMany(db, [ask]);
    return alone;
  };
}
