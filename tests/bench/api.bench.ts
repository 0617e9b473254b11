/**
 * API throughput and latency on this machine: `npm run bench`. Prints figures; never fails on speed.
 * Starts a seeded server on a free port (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL),
 * then sends a bounded number of requests from a fixed pool of concurrent clients.
 */
import { demoAccounts, demoPassword } from '../../mock-server/seed/demo-accounts';
import { startTestServer } from '../support/test-server';

type Scenario = { name: string; path: string; token: string };

async function login(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: demoPassword }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

async function run(baseUrl: string, scenario: Scenario, total: number, concurrency: number) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(`${baseUrl}${scenario.path}`, {
        headers: { authorization: `Bearer ${scenario.token}` },
      });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    `${scenario.name.padEnd(28)} c=${String(concurrency).padEnd(3)} ${String(total).padStart(5)} req  ${(total / seconds).toFixed(0).padStart(6)} req/s  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms  failures ${failures}`,
  );
}

const server = await startTestServer({ SEED_DEMO: 'true' });
try {
  const student = await login(server.url, demoAccounts.asha.email);
  const teacher = await login(server.url, demoAccounts.teacher.email);
  const loginStarted = performance.now();
  await login(server.url, demoAccounts.rohan.email);
  console.log(
    `database: ${server.deps.database.kind}; one login (scrypt) took ${(performance.now() - loginStarted).toFixed(0)} ms`,
  );
  const scenarios: Scenario[] = [
    { name: 'GET /healthz', path: '/healthz', token: student },
    { name: 'GET /api/homework/ student', path: '/api/homework/', token: student },
    { name: 'GET /api/homework/ teacher', path: '/api/homework/', token: teacher },
    { name: 'GET /api/student/next-class/', path: '/api/student/next-class/', token: student },
    { name: 'GET /api/classes/ teacher', path: '/api/classes/', token: teacher },
  ];
  // One client at a time first (also warms the code paths), then 20 at once.
  for (const scenario of scenarios) await run(server.url, scenario, 300, 1);
  for (const scenario of scenarios) await run(server.url, scenario, 2000, 20);
} finally {
  await server.stop();
}
