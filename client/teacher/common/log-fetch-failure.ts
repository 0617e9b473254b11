/**
 * A fetch's catch handler: logs why `what` could not be fetched (the teacher's error texts point at
 * the console for the details) and rethrows, so the query still fails. An abort is no failure: the
 * screen asked for it, so it is not logged.
 */
export function logFetchFailure(what: string) {
  return (error: unknown): never => {
    if ((error as Error).name !== 'AbortError') console.error(`Failed to fetch ${what}`, error);
    throw error;
  };
}
