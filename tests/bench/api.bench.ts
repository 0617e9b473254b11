/**
 * `npm run bench`: API throughput and latency against a bare node:http ceiling, three processes:
 * the server started as `npm start` starts it (mock-server/start.ts, LOG_LEVEL=info, own DATA_DIR,
 * PORT=0), the load generator (autocannon, tests/bench/load.ts) and the ceiling
 * (tests/bench/ceiling-server.ts). Runs on PGlite, and on PostgreSQL too when DATABASE_URL or
 * TEST_DATABASE_URL is set (a new database there, dropped afterwards). Prints a table and writes
 * the same figures as JSON under bench-results/. Never fails on speed.
 *
 *   npm run bench -- --duration 10 --warmup 3 --connections 50 --scales 1,10,100
 */
import { cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from '../../mock-server/auth/passwords';
import { demoAccounts, demoPassword } from '../../mock-server/seed/demo-accounts';
import { type BenchDatabase, prepareBenchDatabase } from './bench-database';
import { benchPassword } from './bench-password';
import { runJson, startListening } from './child-process';
import type { BenchRequest, LoadJob, LoadResult } from './load';
import { type BenchReport, printTable, type ScenarioResult, writeReport } from './report';
import { runWriteScenarios } from './write-scenarios';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    /** Data sizes as multiples of the demo seed; the writes and the login run at the first only. */
    scales: { type: 'string', default: '1' },
    /** First submissions in the write scenario (100 students, each handing in writes/100 homework). */
    writes: { type: 'string', default: '3000' },
  },
});
const durationSeconds = Number(args.duration);
const warmupSeconds = Number(args.warmup);
const connections = Number(args.connections);
const scales = args.scales.split(',').map(Number);
const postgresBase = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const writers = { students: 100, homework: Math.max(2, Math.ceil(Number(args.writes) / 100)) };
const loadScript = 'tests/bench/load.ts';

/** As many logins at once as hashes can run at once: more would only queue for the thread pool. */
const parallelHashes = Math.min(Number(process.env.UV_THREADPOOL_SIZE || 4), cpus().length);

const measure = (url: string, repeat: BenchRequest, clients = connections) =>
  runJson<LoadResult>(loadScript, {
    url,
    connections: clients,
    durationSeconds,
    warmupSeconds,
    repeat,
  } satisfies LoadJob);

const get = (pathname: string, token?: string): BenchRequest => ({
  method: 'GET',
  path: pathname,
  headers: token ? { authorization: `Bearer ${token}` } : {},
});

async function login(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

async function getJson<T>(url: string, pathname: string, token: string): Promise<T> {
  const response = await fetch(`${url}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${pathname}: ${response.status}`);
  return (await response.json()) as T;
}

/** The read scenarios, on the demo accounts: their answers are the same size at every scale. */
async function readScenarios(url: string): Promise<[string, BenchRequest][]> {
  const student = await login(url, demoAccounts.asha.email, demoPassword);
  const teacher = await login(url, demoAccounts.teacher.email, demoPassword);
  const [firstClass] = await getJson<{ start_time: string }[]>(url, '/api/classes/', teacher);
  const classDay = (firstClass?.start_time ?? new Date().toISOString()).slice(0, 10);
  const homework = await getJson<{ id: number; submissions: unknown[] }[]>(url, '/api/homework/', student);
  const handedIn = homework.find((item) => item.submissions.length > 0) ?? homework[0];
  return [
    ['GET /healthz (no auth, one select 1)', get('/healthz')],
    ['GET /api/homework/ as student', get('/api/homework/', student)],
    ['GET /api/homework/ as teacher', get('/api/homework/', teacher)],
    ['GET /api/student/next-class/', get('/api/student/next-class/', student)],
    [`GET /api/teacher/classes/?date=`, get(`/api/teacher/classes/?date=${classDay}`, teacher)],
    [
      'GET /api/homework/{id}/submissions/ teacher',
      get(`/api/homework/${handedIn.id}/submissions/`, teacher),
    ],
  ];
}

async function writerTokens(url: string, database: BenchDatabase) {
  const world = database.writeWorld;
  if (!world) return null;
  const students: string[] = [];
  for (const email of world.studentEmails) students.push(await login(url, email, benchPassword));
  return { world, teacher: await login(url, world.teacherEmail, benchPassword), students };
}

async function benchDatabase(kind: string, postgres: string | undefined, scale: number, first: boolean) {
  console.log(`\n${kind}, data ${scale}x the demo seed: preparing`);
  const database = await prepareBenchDatabase(postgres, scale, first ? writers : null);
  const server = await startListening(
    'mock-server/start.ts',
    {
      ...process.env,
      ...database.serverEnv,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      JWT_SECRET: `bench-${Math.random().toString(36).slice(2)}-${Date.now()}-long-enough-for-hs256`,
      ACCESS_TOKEN_TTL: '3600',
    },
    path.join(database.dataDir, 'server.log'),
  );
  const results: Omit<ScenarioResult, 'ofCeiling'>[] = [];
  const record = (scenario: string, result: LoadResult, check?: string) => {
    results.push({ database: database.kind, scale, scenario, ...result, ...(check ? { check } : {}) });
    console.log(`  ${scenario}: ${result.reqPerSec} req/s, p99 ${result.p99} ms, errors ${result.errors}`);
  };
  try {
    for (const [scenario, request] of await readScenarios(server.url)) {
      record(scenario, await measure(server.url, request));
    }
    // The socket fan-out scenario (2,000 sockets, one event each) belongs here, after the reads.
    const writing = await writerTokens(server.url, database);
    if (writing) {
      const load = { url: server.url, connections };
      for (const { scenario, result, check } of await runWriteScenarios(load, writing.world, writing)) {
        record(scenario, result, check);
      }
    }
    if (first) {
      const body = JSON.stringify({ username: demoAccounts.rohan.email, password: demoPassword });
      const loginRequest: BenchRequest = {
        method: 'POST',
        path: '/api/login/',
        headers: { 'content-type': 'application/json' },
        body,
      };
      record(
        `POST /api/login/ (scrypt N=2^15, ${parallelHashes} connections)`,
        await measure(server.url, loginRequest, parallelHashes),
      );
    }
  } finally {
    await server.stop();
    await database.remove();
  }
  return results;
}

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
const ceiling = await startListening('tests/bench/ceiling-server.ts', process.env, '/dev/null');
try {
  console.log('bare node:http ceiling: measuring');
  const ceilingBefore = await measure(ceiling.url, get('/'));
  const measured: Omit<ScenarioResult, 'ofCeiling'>[] = [];
  const databases: [string, string | undefined][] = [['PGlite', undefined]];
  if (postgresBase) databases.push(['PostgreSQL', postgresBase]);
  for (const [kind, postgres] of databases) {
    for (const [i, scale] of scales.entries())
      measured.push(...(await benchDatabase(kind, postgres, scale, i === 0)));
  }
  const ceilingAfter = await measure(ceiling.url, get('/'));
  const ceilingReqPerSec = Math.round((ceilingBefore.reqPerSec + ceilingAfter.reqPerSec) / 2);
  const report: BenchReport = {
    startedAt,
    machine: { cpus: cpus().length, node: process.version },
    connections,
    durationSeconds,
    warmupSeconds,
    ceiling: { before: ceilingBefore, after: ceilingAfter, reqPerSec: ceilingReqPerSec },
    login: await loginReason(),
    results: measured.map((row) => ({ ...row, ofCeiling: row.reqPerSec / ceilingReqPerSec })),
  };
  printTable(report);
  console.log(`\nJSON: ${writeReport(report)}`);
} finally {
  await ceiling.stop();
}
