import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';
import { benchPassword } from './bench-password';
import type { BenchRequest, LoadResult } from './load';
import { p99Text, runLoad } from './run-load';
import { heapAfterCollectionKiB } from './server-heap';
import type { DeliveryFigures, FanoutJob, OpenFigures } from './socket-fanout';
import type { SocketWorld } from './socket-world';

/** One fan-out run: sockets opened while HTTP is under load, then homework to all of them. */
export type SocketFanoutResult = {
  scenario: string;
  servers: number;
  sockets: number;
  batches: number;
  open: OpenFigures;
  /** The HTTP probe alone, just before, and while the sockets opened: the same load both times. */
  http: { alone: LoadResult; whileOpening: LoadResult; probe: string };
  delivery: DeliveryFigures;
  /**
   * The same fan-out by a bare ws broadcast (bare-ws-server.ts) to as many listeners, just before
   * and just after: this VM's speed moves between runs by more than the target's margin.
   */
  bareWs: { before: DeliveryFigures; after: DeliveryFigures };
  /**
   * Growth of the servers' memory after a full collection (heap in use plus native), from before the
   * sockets opened to after, per socket; null without an inspector to ask.
   */
  memoryPerSocketKiB: number | null;
  /** With devices subscribed (--push): the pushes of the run's homework, all taken by the push sink. */
  push?: PushFigures;
};

export type PushFigures = {
  devices: number;
  expected: number;
  taken: number;
  /** Pushes a second, from the sink's first message to its last. */
  perSecond: number;
  /** From the last homework's POST to the last push taken. */
  drainedMs: number;
};

type SinkCount = { taken: number; firstAtMs: number; lastAtMs: number };

const sinkCount = async (sinkUrl: string): Promise<SinkCount> =>
  (await fetch(`${sinkUrl}/count`)).json() as Promise<SinkCount>;

/**
 * Waits until the sink has taken `expected` more pushes than `before`, or none came for 30 s, and
 * answers what it took since.
 */
async function pushesTaken(
  sinkUrl: string,
  before: number,
  expected: number,
  devices: number,
  sentAt: number,
  waitMs = Number.POSITIVE_INFINITY,
) {
  let count = await sinkCount(sinkUrl);
  let stillSince = performance.now();
  let seen = count.taken;
  while (
    count.taken - before < expected &&
    performance.now() - stillSince < 30_000 &&
    performance.now() - sentAt < waitMs
  ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    count = await sinkCount(sinkUrl);
    if (count.taken !== seen) {
      seen = count.taken;
      stillSince = performance.now();
    }
  }
  const taken = count.taken - before;
  const spanMs = Math.max(1, count.lastAtMs - count.firstAtMs);
  return {
    devices,
    expected,
    taken,
    perSecond: Math.round((taken / spanMs) * 1000),
    drainedMs: Math.round(performance.now() - sentAt),
  } satisfies PushFigures;
}

const probeConnections = 10;
/**
 * Homework timed a run, after one untimed (socket-fanout.ts): each is 2,000 deliveries, and their
 * latencies are pooled, so a slow one shows in the p99 rather than being averaged away.
 */
const timedSends = 5;

async function serversMemoryKiB(inspectors: (string | undefined)[]): Promise<number | null> {
  if (inspectors.some((inspector) => !inspector)) return null;
  const each = await Promise.all(inspectors.map((inspector) => heapAfterCollectionKiB(inspector as string)));
  return each.reduce((sum, kib) => sum + kib, 0);
}

/** The listening process (tests/bench/socket-fanout.ts), driven a command at a time. */
function startListeners(job: Omit<FanoutJob, 'sends'>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/socket-fanout.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const answers: Interface = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const pending = answers[Symbol.asyncIterator]();
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`socket-fanout.ts exited (${code})`))),
  );
  exited.catch(() => {});
  const next = async <T>(): Promise<T> => {
    const line = await Promise.race([pending.next(), exited]);
    return JSON.parse(line.value as string) as T;
  };
  const command = <T>(text: string) => {
    child.stdin?.write(`${text}\n`);
    return next<T>();
  };
  child.stdin?.write(`${JSON.stringify({ ...job, sends: timedSends } satisfies FanoutJob)}\n`);
  return {
    ready: () => next<{ ready: true; loginMs: number }>(),
    open: () => command<OpenFigures>('open'),
    send: () => command<DeliveryFigures>('send'),
    close: () => {
      child.stdin?.end('close\n');
      return new Promise<void>((resolve) => child.once('exit', () => resolve()));
    },
  };
}

/** The bare ws broadcast to as many listeners as `world` has, opened within a second. */
async function bareWsDelivery(bareWsUrl: string, world: SocketWorld): Promise<DeliveryFigures> {
  const listeners = startListeners({ urls: [bareWsUrl], world, password: null, openOverMs: 1000 });
  try {
    await listeners.ready();
    await listeners.open();
    return await listeners.send();
  } finally {
    await listeners.close();
  }
}

type FanoutOptions = {
  scenario: string;
  urls: string[];
  /** The servers' inspectors (startBenchServer with `inspect`), to read their memory. */
  inspectors: (string | undefined)[];
  world: SocketWorld;
  probe: BenchRequest;
  probeName: string;
  openSeconds: number;
  /** The bare ws server's URL. */
  bareWsUrl: string;
  /** The push sink (push-sink.ts) the world's devices are at, when they have any. */
  pushSinkUrl?: string;
  /** How long to wait for the pushes after the fan-out before counting what was taken. */
  pushWaitMs?: number;
};

/** The API's own fan-out: its listeners open under the HTTP probe, then one homework reaches them. */
async function fanoutOfTheApi(options: FanoutOptions) {
  const { urls, inspectors, world, probe, openSeconds } = options;
  const listeners = startListeners({ urls, world, password: benchPassword, openOverMs: openSeconds * 1000 });
  try {
    await listeners.ready();
    const load = { urls, repeat: [probe], connections: probeConnections, durationSeconds: openSeconds };
    const alone = await runLoad({ ...load, warmupSeconds: 1 });
    const memoryBefore = await serversMemoryKiB(inspectors);
    const [whileOpening, open] = await Promise.all([
      runLoad({ ...load, warmupSeconds: 0 }),
      listeners.open(),
    ]);
    const memoryAfter = await serversMemoryKiB(inspectors);
    const delivery = await listeners.send();
    const memoryPerSocketKiB =
      memoryBefore !== null && memoryAfter !== null && open.opened > 0
        ? Math.round(((memoryAfter - memoryBefore) / open.opened) * 10) / 10
        : null;
    return { alone, whileOpening, open, delivery, memoryPerSocketKiB };
  } finally {
    await listeners.close();
  }
}

/**
 * 2,000 students of `world` open their batch's homework channel over `openSeconds` (on the servers
 * in turn) while a probe loads HTTP; then their teacher creates homework for all their batches, one
 * untimed and `timedSends` timed, and every socket's message is timed. A bare ws broadcast to as many listeners is timed just before
 * and just after, each with its listeners alone on the machine.
 */
export async function runSocketFanout(options: FanoutOptions): Promise<SocketFanoutResult> {
  const { urls, world, bareWsUrl } = options;
  const bareWsBefore = await bareWsDelivery(bareWsUrl, world);
  if (options.pushSinkUrl) await fetch(`${options.pushSinkUrl}/restart-clock`, { method: 'POST' });
  const pushedBefore = options.pushSinkUrl ? (await sinkCount(options.pushSinkUrl)).taken : 0;
  const { alone, whileOpening, open, delivery, memoryPerSocketKiB } = await fanoutOfTheApi(options);
  // One untimed homework and the timed ones, each pushed to every device.
  const push =
    options.pushSinkUrl && world.pushDevices > 0
      ? await pushesTaken(
          options.pushSinkUrl,
          pushedBefore,
          world.pushDevices * (timedSends + 1),
          world.pushDevices,
          performance.now(),
          options.pushWaitMs,
        )
      : undefined;
  const bareWsAfter = await bareWsDelivery(bareWsUrl, world);
  const result: SocketFanoutResult = {
    scenario: options.scenario,
    servers: urls.length,
    sockets: world.students.length,
    batches: world.batchIds.length,
    open,
    http: { alone, whileOpening, probe: `${options.probeName}, ${probeConnections} connections` },
    delivery,
    bareWs: { before: bareWsBefore, after: bareWsAfter },
    memoryPerSocketKiB,
    ...(push ? { push } : {}),
  };
  if (push)
    console.log(
      `  ${options.scenario}: pushed ${push.taken}/${push.expected} to ${push.devices} devices, ` +
        `${push.perSecond} a second, the last ${push.drainedMs} ms after the fan-out`,
    );
  console.log(
    `  ${options.scenario}: ${open.opened} open (${open.failed} failed) in ${open.openMs} ms; ` +
      `delivered ${delivery.delivered}/${open.opened * delivery.each.length}, p50 ${delivery.latency.p50} ms, ` +
      `p99 ${delivery.latency.p99} ms, max ${delivery.latency.max} ms over ${delivery.each.length} homework ` +
      `(p99 each ${delivery.each.map((send) => send.latency.p99).join(', ')} ms; bare ws p99 ` +
      `${bareWsBefore.latency.p99} ms before, ${bareWsAfter.latency.p99} ms after); ` +
      `HTTP p99 ${p99Text(alone)} alone, ${p99Text(whileOpening)} while opening; ` +
      `${memoryPerSocketKiB ?? '?'} KiB a socket`,
  );
  return result;
}
