import type { PGlite } from '@electric-sql/pglite';

/** What drizzle's PGlite driver calls on its client: a statement, or a transaction. */
export type PgliteStatements = Pick<PGlite, 'query' | 'transaction'>;

const nextEventLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite has one connection and runs on the server's only thread, and statements waiting for it run
 * back to back as promise callbacks: many waiting statements (sockets opening together, each read by
 * the guard) kept Node from reading any socket until all had run, so even cached reads went
 * unanswered. Here statements run one at a time, each after an event-loop turn, so sockets are read
 * and answered between any two of them. A transaction counts as one: its own statements run on the
 * object PGlite hands it, not through here.
 */
export function oneAtATime(client: PGlite): PgliteStatements {
  let last: Promise<unknown> = Promise.resolve();
  const next = <T>(run: () => Promise<T>): Promise<T> => {
    const queued = last.then(nextEventLoopTurn).then(run);
    last = queued.catch(() => undefined);
    return queued;
  };
  return {
    query: ((...args: Parameters<PGlite['query']>) => next(() => client.query(...args))) as PGlite['query'],
    transaction: ((callback: Parameters<PGlite['transaction']>[0]) =>
      next(() => client.transaction(callback))) as PGlite['transaction'],
  };
}
