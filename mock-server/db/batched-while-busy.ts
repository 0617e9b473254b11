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
