/**
 * Soak: `npm run soak -- --minutes 10 --sockets 500 --rate 50`. Starts the server as its own
 * process (seeded, PGlite in a temporary folder, or PostgreSQL with DATABASE_URL), holds `sockets`
 * WebSockets open on the students' batch channels, and sends a steady mix of reads and writes at
 * `rate` requests a second (at most `--max-in-flight` unanswered). Every `--window` seconds (default 60) it prints the server's memory after
 * a garbage collection, and the request count, errors, skipped calls and p50/p99 latency of that window. At the end
 * it says whether memory levelled off. Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { demoAccounts, demoPassword } from '../../mock-server/seed/demo-accounts';
import { channels } from '../../shared/socket';
import { numberFlags } from '../support/number-flags';
import { startServerProcess } from '../support/server-process';

const flags = numberFlags({ minutes: 10, sockets: 500, rate: 50, window: 60, 'max-in-flight': 64 });
const durationMs = flags.minutes * 60_000;
const socketCount = flags.sockets;
const rate = flags.rate;
const windowMs = flags.window * 1000;
/** Calls due while this many are unanswered are skipped and counted: a server that falls behind shows as such. */
const maxInFlight = flags['max-in-flight'];
/** Memory may still grow this much (of its value at half time) by the end and count as levelled off. */
const levelledTolerance = 0.1;

type Memory = { rss: number; heapUsed: number; external: number };
let memory: Memory | undefined;

const dataDir = mkdtempSync(path.join(tmpdir(), 'tutoring-soak-'));
const server = await startServerProcess(
  {
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    // Sockets and tokens live for the whole run.
    ACCESS_TOKEN_TTL: String(Math.ceil(durationMs / 1000) + 600),
    SOAK_MEMORY_INTERVAL_MS: String(Math.min(5_000, windowMs)),
    // Every socket of this run comes from one address and three students: the caps must let them in.
    SOCKETS_PER_ADDRESS: String(socketCount),
    SOCKETS_PER_USER: String(Math.ceil(socketCount / 3)),
    MAX_CONNECTIONS: String(Math.max(4096, socketCount + 2 * flags['max-in-flight'] + 100)),
  },
  {
    nodeArgs: ['--expose-gc', '--import', './tests/soak/report-memory.ts'],
    onLogEntry: (entry) => {
      if (entry.msg === 'memory') memory = entry as unknown as Memory;
    },
  },
);

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: demoPassword }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

const teacher = await signIn(demoAccounts.teacher.email);
const students = await Promise.all(
  [demoAccounts.asha.email, demoAccounts.rohan.email, demoAccounts.meera.email].map(async (email) => {
    const token = await signIn(email);
    const response = await fetch(`${server.url}/api/student/batches/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [batch] = (await response.json()) as { id: number }[];
    return { token, batchId: batch.id };
  }),
);

// Sockets: spread over the students' batch channels, each counting what it receives. A socket the
// server refuses (or that fails) is counted, not fatal: the run goes on with those that opened.
let socketMessages = 0;
let socketsClosed = 0;
let socketsRefused = 0;
const wsOrigin = server.url.replace(/^http/, 'ws');
/** Opened a few at a time, as real clients arrive: one burst of hundreds overflows the listen queue. */
const openingAtOnce = 50;
const sockets: WebSocket[] = [];
function openSocket(index: number): Promise<void> {
  const { token, batchId } = students[index % students.length];
  const socket = new WebSocket(`${wsOrigin}${channels.studentBatch(batchId)}?token=${token}`);
  socket.on('message', () => {
    socketMessages += 1;
  });
  // Without a listener an 'error' (a refused upgrade, a reset) would end this process.
  socket.on('error', () => {});
  let refused = false;
  return new Promise<void>((resolve) => {
    socket.once('open', () => {
      sockets.push(socket);
      socket.once('close', () => {
        socketsClosed += 1;
      });
      resolve();
    });
    socket.once('unexpected-response', (_request, response) => {
      refused = true;
      socketsRefused += 1;
      console.log(`socket ${index} refused: HTTP ${response.statusCode}`);
      response.resume();
      socket.terminate();
      resolve();
    });
    socket.once('error', (error) => {
      if (refused || socket.readyState === WebSocket.OPEN) return;
      socketsRefused += 1;
      console.log(`socket ${index} failed: ${error.message}`);
      resolve();
    });
  });
}
for (let first = 0; first < socketCount; first += openingAtOnce) {
  const last = Math.min(socketCount, first + openingAtOnce);
  await Promise.all(Array.from({ length: last - first }, (_, offset) => openSocket(first + offset)));
}

// The request mix: mostly the reads of the student and teacher screens, some writes that fan out.
const today = new Date().toISOString().slice(0, 10);
type Call = { method: string; path: string; token: string; body?: () => unknown };
const mix: Call[] = [
  { method: 'GET', path: '/api/homework/', token: students[0].token },
  { method: 'GET', path: '/api/student/next-class/', token: students[1].token },
  { method: 'GET', path: '/api/student/announcements/', token: students[2].token },
  { method: 'GET', path: '/api/profile/', token: students[0].token },
  { method: 'GET', path: '/api/homework/', token: teacher },
  { method: 'GET', path: `/api/teacher/classes/?date=${today}&tz=Asia/Kolkata`, token: teacher },
  { method: 'GET', path: '/api/teacher/students/', token: teacher },
  { method: 'GET', path: '/api/classes/', token: teacher },
  {
    method: 'POST',
    path: '/api/teacher/announcements/',
    token: teacher,
    body: () => ({ type: 'batch', batch_id: students[0].batchId, message: `Soak ${Date.now()}` }),
  },
];

type Window = { latencies: number[]; errors: number; non2xx: number; skipped: number };
const emptyWindow = (): Window => ({ latencies: [], errors: 0, non2xx: 0, skipped: 0 });
let current = emptyWindow();
let due = 0;
let inFlight = 0;

async function callOnce(call: Call) {
  const started = performance.now();
  const window = current;
  inFlight += 1;
  try {
    const response = await fetch(`${server.url}${call.path}`, {
      method: call.method,
      headers: { authorization: `Bearer ${call.token}`, 'content-type': 'application/json' },
      body: call.body ? JSON.stringify(call.body()) : undefined,
    });
    await response.arrayBuffer();
    if (!response.ok) window.non2xx += 1;
  } catch {
    window.errors += 1;
  } finally {
    inFlight -= 1;
  }
  window.latencies.push(performance.now() - started);
}

// A steady rate: every 100 ms, the calls due by then.
const startedAt = performance.now();
const pacer = setInterval(() => {
  const dueNow = Math.floor(((performance.now() - startedAt) / 1000) * rate);
  for (; due < dueNow; due += 1) {
    if (inFlight >= maxInFlight) current.skipped += 1;
    else void callOnce(mix[due % mix.length]);
  }
}, 100);

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1) : '-';
const samples: Memory[] = [];

console.log(
  `soak: ${flags.minutes} min, ${sockets.length} of ${socketCount} sockets open (${socketsRefused} refused), ${rate} requests/s, server ${server.url} (pid ${server.child.pid})`,
);
for (let elapsed = windowMs; elapsed <= durationMs; elapsed += windowMs) {
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const window = current;
  current = emptyWindow();
  window.latencies.sort((a, b) => a - b);
  if (memory) samples.push(memory);
  console.log(
    [
      `${(elapsed / 60_000).toFixed(1).padStart(5)} min`,
      `rss ${memory ? mb(memory.rss) : '-'} MB`,
      `heap ${memory ? mb(memory.heapUsed) : '-'} MB`,
      `${window.latencies.length} requests`,
      `p50 ${quantile(window.latencies, 0.5)} ms`,
      `p99 ${quantile(window.latencies, 0.99)} ms`,
      `errors ${window.errors}`,
      `non-2xx ${window.non2xx}`,
      `skipped ${window.skipped}`,
      `sockets open ${sockets.length - socketsClosed}`,
      `refused ${socketsRefused}`,
      `socket messages ${socketMessages}`,
    ].join('  '),
  );
}
clearInterval(pacer);

/** Levelled off: from half time to the end, memory grew less than the tolerance. */
function levelled(pick: (sample: Memory) => number) {
  if (samples.length < 2) return { ok: false, growth: Number.NaN };
  const middle = pick(samples[Math.floor((samples.length - 1) / 2)]);
  const growth = (pick(samples[samples.length - 1]) - middle) / middle;
  return { ok: growth < levelledTolerance, growth };
}
const heap = levelled((sample) => sample.heapUsed);
const rss = levelled((sample) => sample.rss);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
console.log(
  `memory from half time to the end: heap ${percent(heap.growth)}, rss ${percent(rss.growth)}: ` +
    (heap.ok && rss.ok ? 'levelled off' : `still growing (more than ${percent(levelledTolerance)})`),
);

for (const socket of sockets) socket.close();
server.child.kill('SIGTERM');
await server.exited;
rmSync(dataDir, { recursive: true, force: true });
process.exitCode = heap.ok && rss.ok ? 0 : 1;
