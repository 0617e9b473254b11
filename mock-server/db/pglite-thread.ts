import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** What drizzle's PGlite driver calls on its client: a statement, or a transaction. */
export type PgliteStatements = Pick<PGlite, 'query' | 'transaction'>;

type Statement = { sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes: number[] };
type Request =
  | { op: 'query'; id: number; tx?: number; statement: Statement }
  | { op: 'begin'; tx: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'close'; id: number };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };

const threadMarker = 'pglite-thread';

/** SQLSTATE connection_failure: the thread holding the database ended, as a lost connection would. */
const threadEndedCode = '08006';

/** An error's fields that cross threads (its code, constraint, detail...), functions and objects left behind. */
function plainFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Object)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: (error as Error).message, name: (error as Error).name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

function errorFrom(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

/**
 * drizzle asks for some types as PostgreSQL's text (timestamps, dates, intervals and their arrays),
 * by passing parsers that return the text: functions cannot cross threads, their type ids can.
 */
function textTypesOf(options?: QueryOptions): number[] {
  return Object.keys(options?.parsers ?? {}).map(Number);
}

function asQueryOptions(statement: Statement): QueryOptions {
  const keepText = (value: string) => value;
  return {
    rowMode: statement.rowMode,
    parsers: Object.fromEntries(statement.textTypes.map((type) => [type, keepText])),
  };
}

/** The database's side: PGlite on this thread, one statement or one whole transaction at a time. */
async function serve(dir: string) {
  const port = parentPort;
  if (!port) return;
  const database = new PGlite(dir);
  let turn: Promise<unknown> = database.waitReady.catch(() => undefined);
  const transactions = new Map<number, (request: Request) => void>();
  const waiting = new Map<number, Request[]>();
  const answer = (id: number, result: unknown, error?: unknown) => {
    try {
      port.postMessage(error === undefined ? { id, result } : { id, error: plainFields(error) });
    } catch (uncloneable) {
      port.postMessage({ id, error: plainFields(uncloneable) });
    }
  };
  const reply = (id: number, run: () => Promise<unknown>) =>
    run().then(
      (result) => answer(id, result),
      (error) => answer(id, undefined, error ?? new Error('failed')),
    );
  const query = (on: Pick<Transaction, 'query'>, statement: Statement) =>
    on.query(statement.sql, statement.params, asQueryOptions(statement));

  // A transaction holds its turn until the server ends it: its statements, sent as its callback
  // awaits them, run on it in order, and whatever else was sent meanwhile waits for the next turn.
  const runTransaction = async (tx: number) => {
    const rolledBack = new Error('rolled back');
    let endId: number | undefined;
    let failure: unknown;
    await database
      .transaction(
        (open) =>
          new Promise<void>((commit, rollback) => {
            const handle = (request: Request) => {
              if (request.op === 'query') void reply(request.id, () => query(open, request.statement));
              else if (request.op === 'end') {
                endId = request.id;
                if (request.commit) commit();
                else rollback(rolledBack);
              }
            };
            transactions.set(tx, handle);
            for (const request of waiting.get(tx) ?? []) handle(request);
            waiting.delete(tx);
          }),
      )
      .catch((error) => {
        if (error !== rolledBack) failure = error;
      });
    transactions.delete(tx);
    if (endId !== undefined) return answer(endId, null, failure);
    // Ended before the server ended it (BEGIN failed): its later requests answer why.
    transactions.set(tx, (request) => {
      if (request.op !== 'begin') answer(request.id, undefined, failure);
      if (request.op === 'end') transactions.delete(tx);
    });
  };

  port.on('message', (request: Request) => {
    if (request.op === 'query' && request.tx === undefined) {
      turn = turn.then(() => reply(request.id, () => query(database, request.statement)));
    } else if (request.op === 'begin') {
      turn = turn.then(() => runTransaction(request.tx));
    } else if (request.op === 'query' || request.op === 'end') {
      const tx = request.tx as number;
      const open = transactions.get(tx);
      if (open) open(request);
      else waiting.set(tx, [...(waiting.get(tx) ?? []), request]);
    } else if (request.op === 'close') {
      turn = turn.then(() => reply(request.id, () => database.close()));
    }
  });
  await database.waitReady;
  port.postMessage({ id: 0, result: 'ready' } satisfies Reply);
}

if (!isMainThread && workerData?.role === threadMarker) await serve(workerData.dir);

/** A thread running this file; as TypeScript through tsx's API, since Node 20 gives a thread no loader hooks. */
function startThread(data: unknown): Worker {
  const here = import.meta.url;
  if (!new URL(here).pathname.endsWith('.ts')) return new Worker(new URL(here), { workerData: data });
  // tsx's ESM API (its CommonJS one cannot register hooks from a thread), found as `import` would.
  const tsxPackage = createRequire(here).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(tsxPackage, 'utf8'));
  const tsx = pathToFileURL(path.join(path.dirname(tsxPackage), exports['./esm/api'].import.default)).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(here)}, ${JSON.stringify(here)}))`;
  return new Worker(boot, { eval: true, workerData: data });
}

/**
 * PGlite on a worker thread of its own: a statement there costs the server's thread only the message
 * each way, so requests are parsed and answered while the database works. Statements run in the
 * order sent, a transaction's alone until the server ends it, and errors keep their fields (the
 * SQLSTATE `code`, the `constraint`). Answers once the database is open.
 */
export async function openPgliteThread(dir: string): Promise<PgliteStatements & { close(): Promise<void> }> {
  const worker = startThread({ role: threadMarker, dir });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let ended: Error | undefined;
  let nextId = 1;
  let nextTx = 1;

  const ready = new Promise<unknown>((resolve, reject) => pending.set(0, { resolve, reject }));
  worker.on('message', ({ id, result, error }: Reply) => {
    const waiter = pending.get(id);
    if (!waiter) return;
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    if (error) waiter.reject(errorFrom(error));
    else waiter.resolve(result);
  });
  const end = (cause: unknown) => {
    ended ??= errorFrom({ code: threadEndedCode, ...plainFields(cause) });
    for (const waiter of pending.values()) waiter.reject(ended);
    pending.clear();
  };
  worker.on('error', end);
  worker.on('exit', (code) => end(new Error(`The database thread ended (exit code ${code}).`)));

  // The thread keeps the process alive only while it owes an answer: one that forgot to close still ends.
  const ask = <T>(request: Request & { id: number }): Promise<T> => {
    if (ended) return Promise.reject(ended);
    if (pending.size === 0) worker.ref();
    const answered = new Promise<T>((resolve, reject) =>
      pending.set(request.id, { resolve: resolve as (value: unknown) => void, reject }),
    );
    worker.postMessage(request);
    return answered;
  };
  const statement = (sql: string, params?: unknown[], options?: QueryOptions): Statement => ({
    sql,
    params,
    rowMode: options?.rowMode,
    textTypes: textTypesOf(options),
  });
  const query = (tx?: number) =>
    ((sql: string, params?: unknown[], options?: QueryOptions) =>
      ask<Results>({
        op: 'query',
        id: nextId++,
        tx,
        statement: statement(sql, params, options),
      })) as PGlite['query'];

  const transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    if (ended) throw ended;
    const tx = nextTx++;
    worker.postMessage({ op: 'begin', tx } satisfies Request);
    let result: T;
    try {
      result = await callback({ query: query(tx) } as Transaction);
    } catch (error) {
      await ask({ op: 'end', id: nextId++, tx, commit: false });
      throw error;
    }
    await ask({ op: 'end', id: nextId++, tx, commit: true });
    return result;
  };

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  worker.unref();
  return {
    query: query(),
    transaction: transaction as PGlite['transaction'],
    close: async () => {
      if (!ended) await ask({ op: 'close', id: nextId++ });
      end(new Error('The database is closed.'));
      await worker.terminate();
    },
  };
}
