/**
 * `npm run bench`: API throughput and latency against a bare node:http ceiling, three processes:
 * the server started as `npm start` starts it (mock-server/start.ts, LOG_LEVEL=info, own DATA_DIR,
 * PORT=0), the load generator (autocannon, tests/bench/load.ts) and the ceiling
 * (tests/bench/ceiling-server.ts). Runs on PGlite, and on PostgreSQL too when DATABASE_URL or
 * TEST_DATABASE_URL is set (a new database there, dropped afterwards), where two servers on one
 * database are also measured against one (tests/bench/two-servers.ts). The socket scenario opens
 * 2,000 listeners (--sockets) on one batch channel, then over 100 batches, and on PostgreSQL across two
 * servers, and times one homework reaching them all (tests/bench/socket-scenarios.ts). Prints a table and writes
 * the same figures as JSON under bench-results/. Never fails on speed.
 *
 *   npm run bench -- --duration 10 --warmup 3 --connections 50 --scales 1,10,100
 *   npm run bench -- --only homework,two-servers     (the scenarios' ids are in `scenarioIds`)
 *   npm run bench -- --only homework --profile       (the server under `node --cpu-prof`; its top frames)
 *   npm run bench -- --only exam                     (exam day scaled to 60 s of saves; --exam-full: 3 h;
 *                                                     on PostgreSQL with 1 then 2 servers: --exam-servers 1,2;
 *                                                     every first save after all starts: --exam-saves-after-starts)
 *   npm run bench -- --only homework,sockets --push  (each listener with a device that gets the homework pushed)
 *   npm run bench -- --only sockets --push --push-senders thread,event-loop --socket-worlds oneBatch
 *                                                    (where the server sends pushes, A/B, one server each)
 */
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from '../../mock-server/auth/passwords';
import { demoAccounts, demoPassword } from '../../mock-server/seed/demo-accounts';
import { type BenchDatabase, prepareBenchDatabase } from './bench-database';
import { benchPassword } from './bench-password';
import { randomJwtSecret, startBenchServer } from './bench-server';
import { startListening } from './child-process';
import { monotonicMicros, printProfile, profilesIn, summarizeProfile, type Window } from './cpu-profile';
import { type ExamDayResult, type ExamOptions, fullSizeSaveSeconds, runExamDay, uptimeNow } from './exam-day';
import type { BenchRequest, LoadResult } from './load';
import { get, login, readScenarioIds, readScenarios } from './read-scenarios';
import {
  type BenchReport,
  type PairedCeiling,
  pairedCeiling,
  printTable,
  readTwoServers,
  type ScenarioProfile,
  type ScenarioResult,
  type TwoServerReport,
  writeReport,
} from './report';
import { runLoad } from './run-load';
import { runSocketFanout } from './socket-scenarios';
import { compareTwoServers, type LoadTiming, twoServerFanout } from './two-servers';
import { runWriteScenarios } from './write-scenarios';

const scenarioIds = [...readScenarioIds, 'writes', 'login', 'sockets', 'two-servers', 'exam'] as const;
type ScenarioId = (typeof scenarioIds)[number];

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    /** Data sizes as multiples of the demo seed; the writes and the login run at the first only. */
    scales: { type: 'string', default: '1' },
    /** Listeners of the socket scenario: all on one batch, then spread over 100 batches. */
    sockets: { type: 'string', default: '2000' },
    /** How long the listeners take to open their sockets, while HTTP is measured. */
    'sockets-open-seconds': { type: 'string', default: '5' },
    /** First submissions in the write scenario (100 students, each handing in writes/100 homework). */
    writes: { type: 'string', default: '3000' },
    /** Exam day (tests/bench/exam-day.ts): students starting one test, saving, then submitting. */
    'exam-students': { type: 'string', default: '2000' },
    'exam-start-seconds': { type: 'string', default: '60' },
    /** Scaled down from the test's three hours so a run fits in minutes; --exam-full for all of them. */
    'exam-save-seconds': { type: 'string', default: process.env.EXAM_SAVE_SECONDS || '60' },
    'exam-save-rate': { type: 'string', default: '500' },
    'exam-submit-seconds': { type: 'string', default: '10' },
    'exam-full': { type: 'boolean', default: false },
    /** Every save only after every start, all at the full rate at once, rather than from each start on. */
    'exam-saves-after-starts': { type: 'boolean', default: false },
    /** Exam day on PostgreSQL with each of these numbers of server processes on the one database. */
    'exam-servers': { type: 'string', default: '1,2' },
    /**
     * Gives every socket listener a device at a push sink (tests/bench/push-sink.ts) that wants new
     * homework pushed, so each homework also queues and sends 2,000 pushes.
     */
    push: { type: 'boolean', default: false },
    /**
     * Where the server sends pushes, comma-separated, each a server of its own one after another:
     * `thread` (its push sender's worker thread, the default) and `event-loop` (the thread that also
     * answers requests and writes to sockets), to compare the two in one run.
     */
    'push-senders': { type: 'string', default: 'thread' },
    /** At most this long waiting for a scenario's pushes after its fan-out; all of them when absent. */
    'push-wait-seconds': { type: 'string' },
    /**
     * The socket worlds to run, comma-separated: oneBatch, hundredBatches, and on PostgreSQL
     * twoServers (one batch over two servers); all when absent.
     */
    'socket-worlds': { type: 'string' },
    /** Comma-separated scenario ids; all when absent. */
    only: { type: 'string' },
    /** The databases to run on, comma-separated: pglite, postgres (with a URL); both when absent. */
    databases: { type: 'string' },
    /**
     * Runs each single server under `node --cpu-prof` and prints where its CPU went. Profiling slows
     * the server, so the figures of such a run are not the ones to publish.
     */
    profile: { type: 'boolean', default: false },
    /**
     * Node options for every server the bench starts, space-separated, after those it adds itself
     * (`--max-semi-space-size=64`, say): to compare a server's flags, one run each.
     */
    'server-node-options': { type: 'string', default: '' },
    /** Where the JSON report goes. */
    'report-dir': { type: 'string', default: 'bench-results' },
  },
});
const timing: LoadTiming = {
  connections: Number(args.connections),
  durationSeconds: Number(args.duration),
  warmupSeconds: Number(args.warmup),
};
const scales = args.scales.split(',').map(Number);
const postgresBase = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const socketListeners = Number(args.sockets);
const openSeconds = Number(args['sockets-open-seconds']);
const measuredHomework = Math.max(2, Math.ceil(Number(args.writes) / 100));
/** A third as many writes first, unmeasured: the write path warms up as the reads do. */
const writers = {
  students: 100,
  homework: measuredHomework,
  warmupHomework: Math.ceil(measuredHomework / 3),
};
const pushSenders = args['push-senders'].split(',').map((sender) => sender.trim());
const badSender = pushSenders.find((sender) => sender !== 'thread' && sender !== 'event-loop');
if (badSender !== undefined) {
  console.error(`--push-senders: ${badSender}? The senders are thread and event-loop.`);
  process.exit(2);
}
const only = args.only ? args.only.split(',').map((id) => id.trim()) : null;
const unknown = only?.filter((id) => !(scenarioIds as readonly string[]).includes(id)) ?? [];
if (unknown.length) {
  console.error(`--only: no scenario ${unknown.join(', ')}; the scenarios are ${scenarioIds.join(', ')}.`);
  process.exit(2);
}
const selected = (id: ScenarioId) => !only || only.includes(id);
const chosenDatabases = args.databases?.split(',').map((name) => name.trim()) ?? null;
const badDatabase = chosenDatabases?.find((name) => name !== 'pglite' && name !== 'postgres');
if (badDatabase !== undefined) {
  console.error(`--databases: ${badDatabase}? The databases are pglite and postgres.`);
  process.exit(2);
}
const databaseChosen = (name: 'pglite' | 'postgres') => !chosenDatabases || chosenDatabases.includes(name);
const socketWorldChosen = (name: string) =>
  !args['socket-worlds'] || args['socket-worlds'].split(',').includes(name);
const serverNodeOptions = args['server-node-options'].split(' ').filter(Boolean);
const examOptions: ExamOptions = {
  students: Number(args['exam-students']),
  startSeconds: Number(args['exam-start-seconds']),
  saveSeconds: args['exam-full'] ? fullSizeSaveSeconds : Number(args['exam-save-seconds']),
  saveRate: Number(args['exam-save-rate']),
  submitSeconds: Number(args['exam-submit-seconds']),
  servers: 1,
  rampSaves: !args['exam-saves-after-starts'],
  serverNodeOptions,
};
const examServers = args['exam-servers'].split(',').map(Number);

/** As many logins at once as hashes can run at once: more would only queue for the thread pool. */
const parallelHashes = Math.min(Number(process.env.UV_THREADPOOL_SIZE || 4), cpus().length);

const measure = (url: string, request: BenchRequest, cpuOf = {}, connections = timing.connections) =>
  runLoad({ ...timing, connections, urls: [url], repeat: [request], cpuOf });

async function writerTokens(url: string, database: BenchDatabase) {
  const world = database.writeWorld;
  if (!world) return null;
  const students: string[] = [];
  for (const email of world.studentEmails) students.push(await login(url, email, benchPassword));
  return { world, teacher: await login(url, world.teacherEmail, benchPassword), students };
}

/** The single-server scenarios chosen, on one database at one data size. */
async function benchDatabase(
  kind: string,
  postgres: string | undefined,
  scale: number,
  first: boolean,
  ceilingUrl: string,
  /** The bare ws server (bare-ws-server.ts), started when the sockets are measured. */
  bareWsUrl: string | undefined,
  pushSender = 'thread',
) {
  const sentOn =
    args.push && pushSenders.length > 1 ? ` (pushes sent on the ${pushSender.replace('-', ' ')})` : '';
  console.log(`\n${kind}, data ${scale}x the demo seed${sentOn}: preparing (${uptimeNow()})`);
  const writes = first && selected('writes');
  const listening = first && selected('sockets') ? socketListeners : 0;
  const database = await prepareBenchDatabase(postgres, scale, writes ? writers : null, listening, {
    pushService: pushSink?.url,
  });
  const profileDir = args.profile ? mkdtempSync(path.join(tmpdir(), 'tutoring-bench-profile-')) : undefined;
  const serverEnv = { ...database.serverEnv, PUSH_SEND_THREAD: String(pushSender === 'thread') };
  const server = await startBenchServer(serverEnv, randomJwtSecret(), profileDir, {
    inspect: listening > 0,
    nodeOptions: serverNodeOptions,
  });
  const cpuOf = { server: server.pid };
  const results: Omit<ScenarioResult, 'ofCeiling'>[] = [];
  const windows: { label: string; window: Window }[] = [];
  /** Runs one load, keeping when it ran so the profile can be read scenario by scenario. */
  const timed = async <T>(label: string, load: () => Promise<T>): Promise<T> => {
    const from = monotonicMicros();
    const outcome = await load();
    windows.push({ label, window: { from, to: monotonicMicros() } });
    return outcome;
  };
  const record = (
    scenario: string,
    result: LoadResult & { pairedCeiling?: PairedCeiling },
    check?: string,
  ) => {
    results.push({ database: database.kind, scale, scenario, ...result, ...(check ? { check } : {}) });
    console.log(`  ${scenario}: ${result.reqPerSec} req/s, p99 ${result.p99} ms, errors ${result.errors}`);
  };
  try {
    const reads = await readScenarios(server.url);
    for (const { id, scenario, request } of reads) {
      if (!selected(id)) continue;
      // The ceiling again just before and after each read: the machine's speed can change within one
      // run, so a read compares only with the ceiling of its own time.
      const before = await measure(ceilingUrl, get('/'));
      const result = await timed(scenario, () => measure(server.url, request, cpuOf));
      const after = await measure(ceilingUrl, get('/'));
      record(scenario, { ...result, pairedCeiling: pairedCeiling(before.reqPerSec, after.reqPerSec) });
    }
    const homeworkRead = reads.find((read) => read.id === 'homework');
    for (const [name, world] of Object.entries(database.socketWorlds ?? {})) {
      if (!socketWorldChosen(name)) continue;
      if (!homeworkRead || !bareWsUrl) break;
      const scenario = `${world.students.length} sockets on ${world.batchIds.length} batch channel(s)${sentOn}`;
      const fanout = await timed(scenario, () =>
        runSocketFanout({
          scenario,
          urls: [server.url],
          inspectors: [server.inspector],
          world,
          probe: homeworkRead.request,
          probeName: homeworkRead.scenario,
          openSeconds,
          bareWsUrl,
          pushSinkUrl: pushSink?.url,
          pushWaitMs: args['push-wait-seconds'] ? Number(args['push-wait-seconds']) * 1000 : undefined,
        }),
      );
      socketResults.push({ database: database.kind, ...fanout });
      console.log(`  after it: ${uptimeNow()}`);
    }
    const writing = await writerTokens(server.url, database);
    if (writing) {
      const load = { url: server.url, connections: timing.connections };
      const written = await timed('the writes', () => runWriteScenarios(load, writing.world, writing));
      for (const { scenario, result, check } of written) record(scenario, result, check);
    }
    if (first && selected('login')) {
      const body = JSON.stringify({ username: demoAccounts.rohan.email, password: demoPassword });
      const loginRequest: BenchRequest = {
        method: 'POST',
        path: '/api/login/',
        headers: { 'content-type': 'application/json' },
        body,
      };
      const scenario = `POST /api/login/ (scrypt N=2^15, ${parallelHashes} connections)`;
      record(scenario, await timed(scenario, () => measure(server.url, loginRequest, cpuOf, parallelHashes)));
    }
  } finally {
    await server.stop();
    await database.remove();
  }
  for (const file of profileDir ? profilesIn(profileDir) : []) {
    for (const { label, window } of windows) {
      const summary = summarizeProfile(file, [window]);
      printProfile(`the server on ${kind} at ${scale}x, ${label}`, summary);
      profiles.push({ database: database.kind, scale, scenario: label, ...summary });
    }
  }
  return results;
}

const profiles: ScenarioProfile[] = [];
const socketResults: BenchReport['sockets'] = [];

async function loginReason() {
  const started = performance.now();
  await hashPassword('how long does one hash take');
  const scryptMs = Math.round(performance.now() - started);
  const parallel = parallelHashes;
  const reason =
    `Login: one scrypt hash (N=2^15, r=8: 32 MiB of memory) took ${scryptMs} ms here. Hashes run on ` +
    `libuv's thread pool, ${parallel} at a time on this machine, so logins top out near ` +
    `${Math.round((parallel * 1000) / Math.max(scryptMs, 1))} a second whatever the rest of the server does: ` +
    'that cost per guess is what makes a stolen hash or an online guesser slow, so it stays.';
  return { scryptMs, reason };
}

const startedAt = new Date().toISOString();
const loadAtStart = loadavg()[0];
const singleServer = scenarioIds.some((id) => id !== 'two-servers' && id !== 'exam' && selected(id));
const ceiling = await startListening('tests/bench/ceiling-server.ts', process.env, '/dev/null');
const bareWs = selected('sockets')
  ? await startListening('tests/bench/bare-ws-server.ts', process.env, '/dev/null')
  : null;
const pushSink =
  selected('sockets') && args.push
    ? await startListening('tests/bench/push-sink.ts', process.env, '/dev/null')
    : null;
try {
  console.log('bare node:http ceiling: measuring');
  const ceilingBefore = await measure(ceiling.url, get('/'));
  const measured: Omit<ScenarioResult, 'ofCeiling'>[] = [];
  const databases: [string, string | undefined][] = [];
  if (databaseChosen('pglite')) databases.push(['PGlite', undefined]);
  if (postgresBase && databaseChosen('postgres')) databases.push(['PostgreSQL', postgresBase]);
  for (const [kind, postgres] of singleServer ? databases : []) {
    for (const [i, scale] of scales.entries())
      for (const sender of args.push ? pushSenders : ['thread'])
        measured.push(
          ...(await benchDatabase(kind, postgres, scale, i === 0, ceiling.url, bareWs?.url, sender)),
        );
  }
  const examDays: ExamDayResult[] = [];
  const examRuns = databases.flatMap(([kind, postgres]) =>
    (postgres ? examServers : [1]).map((servers) => ({ kind, postgres, servers })),
  );
  for (const { kind, postgres, servers } of selected('exam') ? examRuns : []) {
    const on = `${servers > 1 ? ` on ${servers} servers` : ''}${serverNodeOptions.length ? ` (node ${serverNodeOptions.join(' ')})` : ''}`;
    console.log(`\n${kind}, exam day${on}: preparing ${examOptions.students} students (${uptimeNow()})`);
    const profileDir = args.profile ? mkdtempSync(path.join(tmpdir(), 'tutoring-exam-profile-')) : undefined;
    const day = await runExamDay(postgres, { ...examOptions, servers }, ceiling.url, profileDir);
    if (day.startProfile) printProfile(`the server on ${kind}, exam day's starts`, day.startProfile);
    if (day.profile) printProfile(`the server on ${kind}, exam day's saves and submissions`, day.profile);
    examDays.push(day);
  }
  const comparisons =
    selected('two-servers') && postgresBase ? await compareTwoServers(postgresBase, timing) : null;
  if (bareWs && postgresBase && socketWorldChosen('twoServers')) {
    const acrossTwo = await twoServerFanout(postgresBase, socketListeners, openSeconds, bareWs.url);
    socketResults.push({ database: 'postgres', ...acrossTwo });
  }
  const ceilingAfter = await measure(ceiling.url, get('/'));
  const { reqPerSec: ceilingReqPerSec } = pairedCeiling(ceilingBefore.reqPerSec, ceilingAfter.reqPerSec);
  const ofCeiling = (result: LoadResult & { pairedCeiling?: PairedCeiling }) =>
    result.reqPerSec / (result.pairedCeiling?.reqPerSec ?? ceilingReqPerSec);
  let twoServers: TwoServerReport | null = null;
  if (comparisons) {
    twoServers = {
      comparisons: comparisons.map((row) => ({
        ...row,
        oneOfCeiling: ofCeiling(row.one),
        twoOfCeiling: ofCeiling(row.two),
      })),
      reading: readTwoServers(comparisons),
    };
  } else if (selected('two-servers')) {
    twoServers = {
      skipped:
        'PGlite is one process by design (its folder is one server’s alone); set DATABASE_URL or ' +
        'TEST_DATABASE_URL to measure two servers on one PostgreSQL.',
    };
  }
  const report: BenchReport = {
    startedAt,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0] },
    },
    only,
    ...timing,
    ceiling: { before: ceilingBefore, after: ceilingAfter, reqPerSec: ceilingReqPerSec },
    login: await loginReason(),
    results: measured.map((row) => ({ ...row, ofCeiling: ofCeiling(row) })),
    twoServers,
    sockets: socketResults,
    exam: examDays,
    ...(args.profile ? { profiles } : {}),
  };
  printTable(report);
  console.log(`\nJSON: ${writeReport(report, args['report-dir'])}`);
  const examFailures = examDays.flatMap((day) =>
    day.failures.map((failure) => `${day.database}: ${failure}`),
  );
  if (examFailures.length) {
    console.error(`\nEXAM DAY CHECKS FAILED:\n  ${examFailures.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  await ceiling.stop();
  await bareWs?.stop();
  await pushSink?.stop();
}
