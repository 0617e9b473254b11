/**
 * The statement that writes a broadcast's notifications, alone: the socket bench's worlds (two of
 * 2,000 students each, with a device each under --push), then homework for the 2,000 of one batch,
 * each homework's transaction and notifying statement timed (wall clock and CPU: PGlite's is this
 * process's, PostgreSQL's its backends' schedstat run time). No server, sockets or pushes.
 *   node --import tsx tests/bench/notify-probe.ts pglite|postgres [--push] [--runs N] [--disk]
 *     [--variants [--rounds N] [--as-is-only | --variant LABEL]]   rounds with a schema change and without
 *     [--against DIR [--rounds N]]               alternating rounds with another tree's code
 *     [--explain]                                EXPLAIN (ANALYZE, BUFFERS) of the last statement
 * PostgreSQL's server is TEST_DATABASE_URL. Run it under the machine's lock, as the bench.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../mock-server/db/client';
import { users } from '../../mock-server/db/schema';
import { assignHomework } from '../../mock-server/domain/homework/homework-writes';
import { seedDemoData } from '../../mock-server/seed/demo-seed';
import { freshPostgresDatabase } from '../support/test-server';
import { createSocketWorld } from './socket-world';

const kind = process.argv[2];
const push = process.argv.includes('--push');
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 10;
const roundsAt = process.argv.indexOf('--rounds');
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 4;
const only = process.argv.includes('--as-is-only');
const variantAt = process.argv.indexOf('--variant');
const onlyVariant = variantAt > 0 ? process.argv[variantAt + 1] : null;
const postgres = kind === 'postgres' ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
// --disk: PGlite in a folder, as a server keeps it, rather than in memory.
const pgliteDir = process.argv.includes('--disk')
  ? mkdtempSync(path.join(tmpdir(), 'notify-probe-'))
  : 'memory://';
const handle = await openDatabase({ databaseUrl: postgres?.url, pgliteDir });
const { db } = handle;
await seedDemoData(db);
const sink = push ? 'https://push.invalid' : undefined;
const world = await createSocketWorld(db, 'one-batch', 2000, 1, sink);
await createSocketWorld(db, 'hundred-batches', 2000, 100, sink);
const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.email, world.teacherEmail));

const admin = postgres ? new pg.Client({ connectionString: postgres.url }) : null;
await admin?.connect();
async function backendsCpuMs(): Promise<number> {
  if (!admin) return 0;
  const { rows } = await admin.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  let ns = 0;
  for (const { pid } of rows) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {}
  }
  return ns / 1e6;
}

type Captured = { sql: string; params: unknown[] };
let captured: Captured | null = null;
let notifyMs: number[] = [];
let notifyCpuMs: number[] = [];
// biome-ignore lint/suspicious/noExplicitAny: a probe patches drizzle's session
const sessionProto = Object.getPrototypeOf(db._.session) as any;
const prepare = sessionProto.prepareQuery;
// Each tree's statement under a name of its own: PostgreSQL keeps one text per name and connection.
let nameSuffix = '';
sessionProto.prepareQuery = function (query: Captured, ...rest: unknown[]) {
  if (typeof rest[1] === 'string' && rest[1].startsWith('notify-')) rest[1] = `${rest[1]}${nameSuffix}`;
  const prepared = prepare.call(this, query, ...rest);
  if (typeof rest[1] === 'string' && rest[1].startsWith('notify-')) {
    captured = query;
    const execute = prepared.execute.bind(prepared);
    prepared.execute = async (...args: unknown[]) => {
      const backendsBefore = await backendsCpuMs();
      const from = performance.now();
      const cpu = process.cpuUsage();
      const out = await execute(...args);
      notifyMs.push(performance.now() - from);
      const spent = process.cpuUsage(cpu);
      // PGlite runs in this process; PostgreSQL's work is its backends' (their schedstat run time).
      notifyCpuMs.push(
        handle.pool ? (await backendsCpuMs()) - backendsBefore : (spent.user + spent.system) / 1000,
      );
      return out;
    };
  }
  return prepared;
};

const body = (n: number) => ({
  title: `Probe ${n}`,
  description: '',
  due_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  batch_ids: world.batchIds,
});

const totals: number[] = [];
for (let n = 0; n < runs; n++) {
  const from = performance.now();
  // biome-ignore lint/suspicious/noExplicitAny: the probe's body
  await assignHomework(db, teacher.id, body(n) as any);
  totals.push(performance.now() - from);
}
const fmt = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' ');
console.log(`${kind}${push ? ' push' : ''}: transaction ms ${fmt(totals)}`);
console.log(`${kind}${push ? ' push' : ''}: notify stmt ms ${fmt(notifyMs)} | cpu ${fmt(notifyCpuMs)}`);
notifyMs = [];
notifyCpuMs = [];

// --variants: statement-level A/B, alternating rounds of schema changes undone after each round.
if (process.argv.includes('--variants')) {
  const exec = (text: string) => db.execute(sql.raw(text));
  const allVariants: { label: string; on: string[]; off: string[] }[] = [
    { label: 'as is', on: [], off: [] },
    {
      label: 'no FK',
      on: ['alter table notifications drop constraint notifications_recipient_id_users_id_fk'],
      off: [
        'alter table notifications add constraint notifications_recipient_id_users_id_fk foreign key (recipient_id) references users(id) on delete cascade',
      ],
    },
    {
      label: 'created_idx as btree',
      on: [
        'drop index notifications_created_idx',
        'create index notifications_created_idx on notifications (created_at)',
      ],
      off: [
        'drop index notifications_created_idx',
        'create index notifications_created_idx on notifications using brin (created_at)',
      ],
    },
    {
      label: 'no list idx',
      on: ['drop index notifications_recipient_created_idx'],
      off: [
        'create index notifications_recipient_created_idx on notifications (recipient_id, created_at desc, id desc)',
      ],
    },
  ];
  const variants = only
    ? allVariants.slice(0, 1)
    : onlyVariant
      ? allVariants.filter((variant, at) => at === 0 || variant.label === onlyVariant)
      : allVariants;
  const per = new Map<string, number[]>();
  const perCpu = new Map<string, number[]>();
  let n = 100;
  for (let round = 0; round < rounds; round++) {
    for (const variant of variants) {
      for (const text of variant.on) await exec(text);
      for (let i = 0; i < 2; i++) {
        // biome-ignore lint/suspicious/noExplicitAny: the probe's body
        await assignHomework(db, teacher.id, body(n++) as any);
      }
      per.set(variant.label, [...(per.get(variant.label) ?? []), ...notifyMs]);
      perCpu.set(variant.label, [...(perCpu.get(variant.label) ?? []), ...notifyCpuMs]);
      notifyMs = [];
      notifyCpuMs = [];
      for (const text of variant.off) await exec(text);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const [label, xs] of per) {
    const cpu = perCpu.get(label) ?? [];
    console.log(
      `${label}: median ${median(xs).toFixed(0)} ms, cpu ${median(cpu).toFixed(0)} ms: ${fmt(xs)} | cpu ${fmt(cpu)}`,
    );
  }
}

// --against DIR: the same statement as another tree's code writes it (DIR/mock-server/...), in this
// process on this database, alternating rounds with this tree's: one process's noise for both.
const againstAt = process.argv.indexOf('--against');
if (againstAt > 0) {
  const dir = path.resolve(process.argv[againstAt + 1]);
  const other = (await import(path.join(dir, 'mock-server/domain/homework/homework-writes.ts'))) as {
    assignHomework: typeof assignHomework;
  };
  const sides = [
    { label: 'this tree', assign: assignHomework, suffix: '' },
    { label: dir, assign: other.assignHomework, suffix: '-against' },
  ];
  const per = new Map<string, number[]>();
  const perCpu = new Map<string, number[]>();
  let n = 1000;
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      nameSuffix = side.suffix;
      for (let i = 0; i < 2; i++) {
        // biome-ignore lint/suspicious/noExplicitAny: the probe's body
        await side.assign(db, teacher.id, body(n++) as any);
      }
      per.set(side.label, [...(per.get(side.label) ?? []), ...notifyMs]);
      perCpu.set(side.label, [...(perCpu.get(side.label) ?? []), ...notifyCpuMs]);
      notifyMs = [];
      notifyCpuMs = [];
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const [label, xs] of per) {
    const cpu = perCpu.get(label) ?? [];
    console.log(
      `${label}: median ${median(xs).toFixed(0)} ms, cpu ${median(cpu).toFixed(0)} ms: ${fmt(xs)} | cpu ${fmt(cpu)}`,
    );
  }
}

if (process.argv.includes('--explain') && captured) {
  const { sql: text, params } = captured as Captured;
  const explain = `explain (analyze, buffers) ${text}`;
  let plan: { 'QUERY PLAN': string }[];
  if (handle.pool) {
    const client = await handle.pool.connect();
    await client.query('begin');
    plan = (await client.query(explain, params)).rows;
    await client.query('rollback');
    client.release();
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: PGlite's client under drizzle
    const client = (db as any).$client;
    await client.query('begin');
    plan = (await client.query(explain, params)).rows;
    await client.query('rollback');
  }
  console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
}
await admin?.end();
await handle.close();
await postgres?.drop();
if (pgliteDir !== 'memory://') rmSync(pgliteDir, { recursive: true, force: true });
