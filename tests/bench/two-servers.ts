import { type BenchDatabase, prepareBenchDatabase } from './bench-database';
import { startBenchServer } from './bench-server';
import type { Listening } from './child-process';
import type { BenchRequest, LoadJob, LoadResult } from './load';
import { readScenarios } from './read-scenarios';
import { runLoad } from './run-load';
import { runSocketFanout, type SocketFanoutResult } from './socket-scenarios';

export type LoadTiming = Pick<LoadJob, 'connections' | 'durationSeconds' | 'warmupSeconds'>;

export type TwoServerComparison = {
  scenario: string;
  /** All connections on the first server, the second idle. */
  one: LoadResult;
  /** The same connections split evenly between the two, one autocannon each, started together. */
  two: LoadResult;
  /** two.reqPerSec / one.reqPerSec */
  ratio: number;
};

/**
 * Two server processes on one PostgreSQL database, each with its own DATA_DIR and no JWT_SECRET
 * (they share the one generated into the database, as two hosts do), measured against one of them
 * alone in the same run. One load process drives both halves: the load side is then the same in
 * both measurements, so only the number of servers changes, and the latencies of the two halves
 * merge exactly into one p50/p99.
 */
/**
 * Two servers on `database`, started at the same moment as a deployment starts them (they must
 * settle on one secret); each one that started is pushed to `servers`, for the caller to stop.
 */
async function startServerPair(
  database: BenchDatabase,
  servers: Listening[],
  options: { inspect?: boolean } = {},
): Promise<Listening[]> {
  const started = await Promise.allSettled([
    startBenchServer(database.serverEnv, undefined, undefined, options),
    startBenchServer(database.anotherServerEnv(), undefined, undefined, options),
  ]);
  for (const outcome of started) if (outcome.status === 'fulfilled') servers.push(outcome.value);
  for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
  return servers;
}

/**
 * The socket scenario across two servers on one PostgreSQL: the listeners of one batch split
 * between them, the homework created through the first, so half the deliveries cross the bus.
 */
export async function twoServerFanout(
  postgresBase: string,
  listeners: number,
  openSeconds: number,
  bareWsUrl: string,
): Promise<SocketFanoutResult> {
  console.log('\nPostgreSQL, sockets on two servers: preparing');
  const database = await prepareBenchDatabase(postgresBase, 1, null, listeners);
  const servers: Listening[] = [];
  try {
    const [first, second] = await startServerPair(database, servers, { inspect: true });
    const homework = (await readScenarios(first.url)).find((read) => read.id === 'homework');
    const world = database.socketWorlds?.oneBatch;
    if (!homework || !world) throw new Error('the socket world or the homework read is missing');
    return await runSocketFanout({
      scenario: `${listeners} sockets on 1 batch channel, half on each of two servers`,
      urls: [first.url, second.url],
      inspectors: [first.inspector, second.inspector],
      world,
      probe: homework.request,
      probeName: homework.scenario,
      openSeconds,
      bareWsUrl,
    });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.remove();
  }
}

export async function compareTwoServers(
  postgresBase: string,
  timing: LoadTiming,
): Promise<TwoServerComparison[]> {
  console.log('\nPostgreSQL, two servers against one: preparing');
  const database = await prepareBenchDatabase(postgresBase, 1, null);
  const servers: Listening[] = [];
  try {
    const [first, second] = await startServerPair(database, servers);
    const reads = await readScenarios(first.url);
    const homework = reads.find((read) => read.id === 'homework') as (typeof reads)[number];
    const onSecond = await fetch(`${second.url}${homework.request.path}`, {
      headers: homework.request.headers,
    });
    if (!onSecond.ok) throw new Error(`the second server refused the first one's token: ${onSecond.status}`);

    const scenarios: [string, BenchRequest[]][] = [
      [homework.scenario, [homework.request]],
      [
        'mixed reads (the 5 authenticated GETs in turn)',
        reads.filter((read) => read.id !== 'healthz').map((read) => read.request),
      ],
    ];
    const cpuOf = { 'server 1': first.pid, 'server 2': second.pid };
    const comparisons: TwoServerComparison[] = [];
    for (const [scenario, repeat] of scenarios) {
      const one = await runLoad({ ...timing, urls: [first.url], repeat, cpuOf });
      const two = await runLoad({ ...timing, urls: [first.url, second.url], repeat, cpuOf });
      const ratio = two.reqPerSec / one.reqPerSec;
      comparisons.push({ scenario, one, two, ratio });
      console.log(
        `  ${scenario}: one server ${one.reqPerSec} req/s (p99 ${one.p99} ms), ` +
          `two ${two.reqPerSec} req/s (p99 ${two.p99} ms): x${ratio.toFixed(2)}`,
      );
    }
    return comparisons;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.remove();
  }
}
