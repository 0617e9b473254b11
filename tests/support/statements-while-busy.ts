import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;

const textOf = (query: unknown) =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? query);

/**
 * Watches the connections `pool` hands out from now on and lists each statement sent on one while
 * another was still out on it: a connection runs one statement at a time, so pg queues such a
 * statement, warns that pg 9 will refuse it, and nothing was gained by sending it early (on a
 * transaction's one connection, a `Promise.all` of reads). `stop` stops watching.
 */
export function statementsSentWhileBusy(pool: pg.Pool): { sent: string[]; stop(): void } {
  const sent: string[] = [];
  const watched = new Map<pg.PoolClient, Query>();
  const watch = (client: pg.PoolClient) => {
    if (watched.has(client)) return;
    const query = client.query as unknown as Query;
    watched.set(client, query);
    let out = 0;
    const done = () => {
      out -= 1;
    };
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      if (out > 0) sent.push(textOf(args[0]));
      const answer = query.apply(client, args);
      // With a callback (the pool's own `query`) pg answers nothing; every other call is a promise.
      if (answer instanceof Promise) {
        out += 1;
        answer.then(done, done);
      }
      return answer;
    };
  };
  pool.on('acquire', watch);
  return {
    sent,
    stop() {
      pool.off('acquire', watch);
      for (const [client, query] of watched) (client as unknown as { query: Query }).query = query;
    },
  };
}
