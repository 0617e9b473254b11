/**
 * The load generator, in a process of its own so it does not share a CPU budget with the server or
 * the bench: reads a LoadJob as JSON on stdin, runs autocannon, prints a LoadResult as JSON.
 */
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';
import { type CpuShare, canReadCpu, cpuSince, cpuSnapshot } from './cpu-usage';

export type BenchRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

export type LoadJob = {
  connections: number;
  durationSeconds: number;
  /** A first run whose figures are thrown away (JIT, connection pools, the database's caches). */
  warmupSeconds: number;
  /** Processes (name to pid) whose CPU use over the measured seconds comes back in `cpu`. */
  cpuOf?: Record<string, number>;
} /**
 * The requests sent in turn on every connection, over and over. With several servers the
 * connections are split evenly between them, one autocannon each, all started in the same tick.
 */ & (
  | { urls: string[]; repeat: BenchRequest[] }
  /** Each request sent once, in order, spread over the connections; ids of those answered 2xx come back. */
  | { url: string; eachOnce: BenchRequest[] }
);

type Figures = {
  requests: number;
  seconds: number;
  reqPerSec: number;
  /** Latencies in ms over every answer, computed from each response's own time (not a histogram). */
  p50: number;
  p99: number;
  max: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  statuses: Record<string, number>;
};

export type LoadResult = Figures & {
  /** With several servers: each one's share; the figures above are their sum and merged latencies. */
  perServer?: (Figures & { url: string })[];
  cpu?: CpuShare;
  acknowledgedIds?: number[];
};

/** One autocannon run, with the time of every response kept so runs can be merged. */
async function measure(options: autocannon.Options) {
  const latencies: number[] = [];
  const instance = autocannon(options);
  instance.on('response', (_client, _status, _bytes, milliseconds) => latencies.push(milliseconds));
  return { result: await instance, latencies };
}

function figures(runs: { result: autocannon.Result; latencies: number[] }[]): Figures {
  const statuses: Record<string, number> = {};
  for (const { result } of runs)
    for (const [status, stats] of Object.entries(result.statusCodeStats ?? {}))
      statuses[status] = (statuses[status] ?? 0) + Number(stats.count);
  const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  const seconds = Math.max(...runs.map(({ result }) => result.duration));
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies.length ? round(latencies[Math.ceil((p / 100) * latencies.length) - 1]) : 0;
  return {
    requests,
    seconds,
    reqPerSec: Math.round(requests / seconds),
    p50: percentile(50),
    p99: percentile(99),
    max: percentile(100),
    errors: runs.reduce((sum, { result }) => sum + result.errors + result.timeouts + result.non2xx, 0),
    statuses,
  };
}

const round = (milliseconds: number) => Math.round(milliseconds * 10) / 10;

/** `connections` split as evenly as whole numbers allow. */
const shares = (connections: number, servers: number) =>
  Array.from({ length: servers }, (_, i) => Math.floor((connections + i) / servers));

async function repeat(job: LoadJob & { urls: string[]; repeat: BenchRequest[] }): Promise<LoadResult> {
  const split = shares(job.connections, job.urls.length);
  const runAll = (duration: number) =>
    Promise.all(
      job.urls.map((url, i) => measure({ url, connections: split[i], duration, requests: job.repeat })),
    );
  if (job.warmupSeconds > 0) await runAll(job.warmupSeconds);
  const before = canReadCpu ? cpuSnapshot(job.cpuOf ?? {}) : null;
  const runs = await runAll(job.durationSeconds);
  const cpu = before ? cpuSince(before) : undefined;
  return {
    ...figures(runs),
    ...(runs.length > 1
      ? { perServer: runs.map((run, i) => ({ url: job.urls[i], ...figures([run]) })) }
      : {}),
    ...(cpu ? { cpu } : {}),
  };
}

async function eachOnce(job: LoadJob & { url: string; eachOnce: BenchRequest[] }): Promise<LoadResult> {
  const items = job.eachOnce;
  const acknowledged: number[] = [];
  let next = 0;
  // autocannon ends an `amount` run at its next one-second sample, so its duration rounds up to a
  // whole second: the time is taken here instead, from the start to the last answer.
  const started = performance.now();
  let lastAnswerAt = started;
  const run = await measure({
    url: job.url,
    connections: job.connections,
    // Each connection builds its next request before it is needed: stop short of the list's end so
    // no request is ever sent twice.
    amount: items.length - job.connections,
    requests: [
      {
        setupRequest: (request) => ({ ...request, ...items[Math.min(next++, items.length - 1)] }),
        onResponse: (status, body) => {
          lastAnswerAt = performance.now();
          if (status >= 200 && status < 300) acknowledged.push((JSON.parse(body) as { id: number }).id);
        },
      },
    ],
  });
  const counted = figures([run]);
  const seconds = (lastAnswerAt - started) / 1000;
  return {
    ...counted,
    seconds: Math.round(seconds * 1000) / 1000,
    reqPerSec: Math.round(counted.requests / seconds),
    acknowledgedIds: acknowledged,
  };
}

const job = JSON.parse(await text(process.stdin)) as LoadJob;
const result = 'repeat' in job ? await repeat(job) : await eachOnce(job);
process.stdout.write(`${JSON.stringify(result)}\n`);
