/**
 * Logs why one of the teacher's reads failed, for the failure texts point the teacher at the console,
 * but not a read cancelled because its screen went away; the error goes on to the query either way.
 */
export function logFetchFailure(what: string) {
  return (error: unknown): never => {
    if ((error as Error).name !== 'AbortError') console.error(what, error);
    throw error;
  };
}
