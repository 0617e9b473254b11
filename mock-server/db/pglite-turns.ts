import type { PGlite } from '@electric-sql/pglite';

/** What drizzle's PGlite driver calls on its client: a statement, or a transaction. */
export type PgliteStatements = Pick<PGlite, 'query' | 'transaction'>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs on the server's only thread, and statements waiting for it run back to back as
 * promise callbacks: two hundred waiting statements (a crowd of sockets opening, each read by the
 * guard) kept Node from reading any socket for 0.7 s, so the listen queue filled and even cached
 * reads went unanswered. Here statements take turns: one at a time, each after an event-loop turn,
 * so sockets are read and answered between any two of them. A transaction is one turn: its own
 * statements run on the object PGlite hands it, not through here.
 */
export function takingTurns(client: PGlite): PgliteStatements {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = last.then(nextTurn).then(run);
    last = turn.catch(() => undefined);
    return turn;
  };
  return {
    query: ((...args: Parameters<PGlite['query']>) => inTurn(() => client.query(...args))) as PGlite['query'],
    transaction: ((callback: Parameters<PGlite['transaction']>[0]) =>
      inTurn(() => client.transaction(callback))) as PGlite['transaction'],
  };
}
