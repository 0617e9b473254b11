/**
 * The load generator, in a process of its own so it does not share a CPU budget with the server or
 * the bench: reads a LoadJob as JSON on stdin, runs autocannon, prints a LoadResult as JSON.
 */
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';

export type BenchRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

export type LoadJob = {
  url: string;
  connections: number;
  durationSeconds: number;
  /** A first run whose figures are thrown away (JIT, connection pools, the database's caches). */
  warmupSeconds: number;
} & (
  | { repeat: BenchRequest }
  /** Each request sent once, in order, spread over the connections; ids of those answered 2xx come back. */
  | { eachOnce: BenchRequest[] }
);

export type LoadResult = {
  requests: number;
  seconds: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  statuses: Record<string, number>;
  acknowledgedIds?: number[];
};

function summary(result: autocannon.Result, acknowledgedIds?: number[]): LoadResult {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, Number(stats.count)]),
  );
  const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    requests,
    seconds: result.duration,
    reqPerSec: Math.round(requests / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
    ...(acknowledgedIds ? { acknowledgedIds } : {}),
  };
}

async function run(job: LoadJob): Promise<LoadResult> {
  const base = { url: job.url, connections: job.connections };
  if ('repeat' in job) {
    if (job.warmupSeconds > 0)
      await autocannon({ ...base, duration: job.warmupSeconds, requests: [job.repeat] });
    return summary(await autocannon({ ...base, duration: job.durationSeconds, requests: [job.repeat] }));
  }
  const items = job.eachOnce;
  const acknowledged: number[] = [];
  let next = 0;
  const result = await autocannon({
    ...base,
    // Each connection builds its next request before it is needed: stop short of the list's end so
    // no request is ever sent twice.
    amount: items.length - job.connections,
    requests: [
      {
        setupRequest: (request) => ({ ...request, ...items[Math.min(next++, items.length - 1)] }),
        onResponse: (status, body) => {
          if (status >= 200 && status < 300) acknowledged.push((JSON.parse(body) as { id: number }).id);
        },
      },
    ],
  });
  return summary(result, acknowledged);
}

const job = JSON.parse(await text(process.stdin)) as LoadJob;
process.stdout.write(`${JSON.stringify(await run(job))}\n`);
