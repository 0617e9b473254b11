import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProfileSummary } from './cpu-profile';
import type { CpuShare } from './cpu-usage';
import type { ExamDayResult } from './exam-day';
import type { ExamPhaseResult } from './exam-plan';
import type { LoadResult } from './load';
import { p99Text } from './run-load';
import type { SocketFanoutResult } from './socket-scenarios';
import type { TwoServerComparison } from './two-servers';

export type ScenarioResult = LoadResult & {
  database: 'pglite' | 'postgres';
  /** Data size as a multiple of the demo seed. */
  scale: number;
  scenario: string;
  /**
   * req/s as a share of the bare node:http ceiling: for a read, the mean of the ceiling measured just
   * before and just after it (`pairedCeiling`); else the mean of the run's first and last.
   */
  ofCeiling: number;
  /** The ceiling measured just before and just after this scenario, for the reads. */
  pairedCeiling?: PairedCeiling;
  /** What was checked after the run, e.g. that every acknowledged write reads back. */
  check?: string;
};

/** Where one server's CPU went during one scenario (`--profile`). */
export type ScenarioProfile = ProfileSummary & { database: string; scale: number; scenario: string };

export type TwoServerReport =
  | { skipped: string }
  | {
      comparisons: (TwoServerComparison & { oneOfCeiling: number; twoOfCeiling: number })[];
      /** What the ratio can and cannot show on this machine, from the CPU figures. */
      reading: string;
    };

/** Past this the machine changed speed during the scenario, and its ratio is marked unsteady. */
const steadySpread = 0.2;

export type PairedCeiling = { before: number; after: number; reqPerSec: number; steady: boolean };

export function pairedCeiling(before: number, after: number): PairedCeiling {
  const reqPerSec = Math.round((before + after) / 2);
  return { before, after, reqPerSec, steady: Math.abs(before - after) <= steadySpread * reqPerSec };
}

export type BenchReport = {
  startedAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    node: string;
    /** The one-minute load average: above the core count, other work competed for the CPU. */
    loadAverage: { atStart: number; atEnd: number };
  };
  /** The scenarios `--only` chose; null for all. */
  only: string[] | null;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  ceiling: { before: LoadResult; after: LoadResult; reqPerSec: number };
  login: { scryptMs: number; reason: string };
  results: ScenarioResult[];
  /** Null when `--only` left the scenario out. */
  twoServers: TwoServerReport | null;
  /** The socket fan-out runs, each with its database; empty when `--only` left them out. */
  sockets: (SocketFanoutResult & { database: 'pglite' | 'postgres' })[];
  /** The exam-day runs (exam-day.ts), one a database; empty when `--only` left them out. */
  exam: ExamDayResult[];
  /** With `--profile`: where each profiled server's CPU went. */
  profiles?: ScenarioProfile[];
};

const columns: [string, number, (row: ScenarioResult) => string][] = [
  ['database', 8, (row) => row.database],
  ['data', 5, (row) => `${row.scale}x`],
  ['scenario', 44, (row) => row.scenario],
  ['req/s', 7, (row) => String(row.reqPerSec)],
  ['bare', 7, (row) => (row.pairedCeiling ? String(row.pairedCeiling.reqPerSec) : '-')],
  [
    'of bare',
    8,
    (row) =>
      `${(row.ofCeiling * 100).toFixed(1)}%${row.pairedCeiling && !row.pairedCeiling.steady ? '~' : ''}`,
  ],
  ['p50 ms', 7, (row) => String(row.p50)],
  ['p99 ms', 7, (row) => String(row.p99)],
  ['max ms', 7, (row) => String(row.max)],
  ['errors', 6, (row) => String(row.errors)],
];

export function printTable(report: BenchReport) {
  const { before, after, reqPerSec } = report.ceiling;
  console.log(
    `\nbare node:http ceiling: ${reqPerSec} req/s (${before.reqPerSec} before, ${after.reqPerSec} after), ` +
      `${report.connections} connections, ${report.durationSeconds} s a scenario after ${report.warmupSeconds} s warm-up, ` +
      `${report.machine.cpus} CPUs shared with whatever else runs (load average ${report.machine.loadAverage.atStart} ` +
      `at the start, ${report.machine.loadAverage.atEnd} at the end): compare the "of bare" column, not absolute figures; ` +
      'each read is compared with the ceiling measured just before and after it (the "bare" column, their mean; ' +
      `~: the two differ by more than ${steadySpread * 100}%, the machine changed speed meanwhile).\n`,
  );
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < 3 ? cell.padEnd(columns[i][1]) : cell.padStart(columns[i][1]))).join('  ');
  if (report.results.length) console.log(line(columns.map(([title]) => title)));
  for (const row of report.results) {
    console.log(line(columns.map(([, , cell]) => cell(row))));
    if (row.check) console.log(`${''.padEnd(17)}${row.check}`);
  }
  if (report.results.some((row) => row.scenario.startsWith('POST /api/login/')))
    console.log(`\n${report.login.reason}`);
  printTwoServers(report);
  printSockets(report);
  printExamDays(report.exam);
}

const count = (n: number) => n.toLocaleString('en-US');

/** Exam day, a paragraph a database: each phase's latency and the checks read from the database. */
export function printExamDays(days: ExamDayResult[]) {
  if (days.length === 0) return;
  const [{ options, scaledDown }] = days;
  console.log(
    `\nExam day: ${count(options.students)} students start one published test over ${options.startSeconds} s, ` +
      `save answers at ${options.saveRate} a second, then all submit in the ${options.submitSeconds} s before the ` +
      'window closes, each once their own saves are answered; open loop (a slow answer never delays the next request), latency from sending to the ' +
      'whole answer. Afterwards the database is read: every acknowledged save there, every attempt graded to ' +
      'the score its saves earn. Bare: a bare node:http server at the same rate, just before and after.' +
      (scaledDown
        ? ` SCALED DOWN: ${options.saveSeconds} s of saves rather than the test's three hours (--exam-full for all of them).`
        : ''),
  );
  for (const day of days) {
    const { start, ramp, save, submit, bare, memory, checks } = day;
    const bareP99 = Math.max(bare.before.latency.p99, bare.after.latency.p99);
    console.log(
      `  ${day.database}: start p50 ${start.latency.p50} ms, p99 ${start.latency.p99} ms, max ${start.latency.max} ms ` +
        `(${count(start.acknowledged)} of ${count(start.sent)} in ${start.seconds} s); ` +
        `save p50 ${save.latency.p50} ms, p99 ${save.latency.p99} ms, max ${save.latency.max} ms ` +
        `(${count(save.acknowledged)} of ${count(save.sent)} in ${save.seconds} s, ${save.statuses[409] ?? 0} refused as time up; bare p99 ${bare.before.latency.p99} ms before, ` +
        `${bare.after.latency.p99} ms after: save p99 x${(save.latency.p99 / Math.max(bareP99, 0.1)).toFixed(1)} of bare); ` +
        `submit p50 ${submit.latency.p50} ms, p99 ${submit.latency.p99} ms, max ${submit.latency.max} ms ` +
        `(${count(submit.acknowledged)} of ${count(submit.sent)} in ${submit.seconds} s)`,
    );
    console.log(
      day.options.rampSaves
        ? `    saves during the starts, each student's from their start on (the rate climbing to ${options.saveRate} a second): ` +
            `p50 ${ramp.latency.p50} ms, p99 ${ramp.latency.p99} ms, max ${ramp.latency.max} ms (${count(ramp.acknowledged)} of ${count(ramp.sent)}); ` +
            `p99 by second: ${(ramp.bySecond ?? []).map((second) => second.p99).join(' ')}`
        : '    no saves during the starts: every save after every start, all at the full rate at once (--exam-saves-after-starts)',
    );
    console.log(
      `    server CPU ${day.serverCpuMsPerStart} ms a request over the starts (and their saves), ${day.serverCpuMsPerRequest} ms a request over the saves and submissions` +
        `${day.database === 'pglite' ? ' (the database included)' : ' (PostgreSQL not included)'}; ` +
        `memory per active attempt (after the saves): ${memory.heapPerAttemptKiB} KiB heap after a full collection ` +
        `(${memory.heapKiB.before} -> ${memory.heapKiB.after} KiB), ${memory.rssPerAttemptKiB} KiB resident ` +
        `(${memory.rssKiB.before} -> ${memory.rssKiB.after} KiB); load generator lag p99 ` +
        `${Math.max(start.sendLag.p99, save.sendLag.p99)} ms; a submission waited for its student's saves ` +
        `p99 ${submit.sendLag.p99} ms; retried on a fresh connection after a kept-alive one was reset: ` +
        `${(start.retried ?? 0) + (save.retried ?? 0) + (submit.retried ?? 0)}`,
    );
    console.log(
      `    checked in the database: ${checks.attemptsInDatabase} attempts, ${checks.graded} graded ` +
        `(${checks.submittedBeforeClose} submitted before the close), ${checks.scoresWrong} scores wrong; ` +
        `${checks.answersExpected} answers from ${checks.savesAcknowledged} acknowledged saves, ` +
        `${checks.answersNotReadBack} not read back; ${day.failures.length ? `FAILED: ${day.failures.join('; ')}` : 'all held'}`,
    );
    const first = save.byKind?.first;
    const later = save.byKind?.later;
    if (first && later)
      console.log(
        `    save p99 ${first.p99} ms over each attempt's first save at the full rate (${count(first.count)}), ${later.p99} ms over the later ones (${count(later.count)})`,
      );
    console.log(`    p99 by second of each phase (ms): ${bySecondText('start', start)}`);
    console.log(`      ${bySecondText('save', save)}`);
    console.log(`      ${bySecondText('submit', submit)}`);
    for (const [name, phase] of [
      ['bare before', bare.before],
      ['start', start],
      ['ramp', ramp],
      ['save', save],
      ['submit', submit],
      ['bare after', bare.after],
    ] as const)
      console.log(
        `    ${name}: p99 by tenth of its first 3 s: ${(phase.byTenth ?? []).join(' ')}; connections opened ` +
          `by second: ${(phase.opened ?? []).join(' ')}; load lag p99 by second: ${(phase.lagBySecond ?? []).join(' ')}`,
      );
    console.log(`    uptime: ${day.uptime.atStart} | ${day.uptime.atEnd}`);
  }
}

/** A phase's p99 for each second of it, in order: where in the run the slow answers fall. */
const bySecondText = (name: string, phase: ExamPhaseResult) =>
  `${name}: ${(phase.bySecond ?? []).map((second) => second.p99).join(' ')}`;

function printSockets(report: BenchReport) {
  if (report.sockets.length === 0) return;
  console.log(
    '\nSockets: each listener opens its batch homework channel (spread evenly over the opening time, ' +
      'the servers in turn), then homework is created for all their batches: one untimed, to warm up, then ' +
      'the timed ones, one at a time, their deliveries pooled (the p99 of each in brackets). Delivery is timed from ' +
      "just before the POST to each socket's message; memory is what the servers hold after a full garbage collection (heap and native), its growth per socket. " +
      "Bare ws: a ws server with nothing else, broadcasting as ws's README does to as many listeners, just before and just after.",
  );
  for (const row of report.sockets) {
    const { open, delivery, http, bareWs } = row;
    console.log(
      `  ${row.database}, ${row.scenario}: ${open.opened} open, ${open.failed} refused, in ${open.openMs} ms ` +
        `(handshake p99 ${open.handshake.p99} ms); delivered ${delivery.delivered}, missing ${delivery.missing}: ` +
        `p50 ${delivery.latency.p50} ms, p99 ${delivery.latency.p99} ms, max ${delivery.latency.max} ms ` +
        `(p99 each ${delivery.each.map((send) => send.latency.p99).join(', ')} ms; the POST answered in ` +
        `${delivery.postMs} ms at the median); bare ws p99 ${bareWs.before.latency.p99} ms before, ` +
        `${bareWs.after.latency.p99} ms after; ${row.memoryPerSocketKiB ?? '?'} KiB a socket; ` +
        `HTTP (${http.probe}) p99 ${p99Text(http.alone)} alone, ${p99Text(http.whileOpening)} while opening, ` +
        `errors ${http.whileOpening.errors}`,
    );
  }
}

const cores = (cpu: CpuShare | undefined, servers: number) => {
  if (!cpu) return 'not measured';
  const used = Object.values(cpu.processes).slice(0, servers);
  return `${used.join(' + ')} / ${cpu.loadGenerator} / ${cpu.machine} of ${cpu.cores}`;
};

function printTwoServers(report: BenchReport) {
  const { twoServers } = report;
  if (!twoServers) return;
  if ('skipped' in twoServers) {
    console.log(`\nTwo servers against one: skipped: ${twoServers.skipped}`);
    return;
  }
  console.log(
    `\nTwo servers against one on PostgreSQL, same run, ${report.connections} connections in all ` +
      '(split evenly with two). CPU in cores busy: server(s) / load generator / whole machine.',
  );
  for (const { scenario, one, two, ratio, oneOfCeiling, twoOfCeiling } of twoServers.comparisons) {
    console.log(`  ${scenario}: two/one x${ratio.toFixed(2)}`);
    for (const [servers, result, ofCeiling] of [
      [1, one, oneOfCeiling],
      [2, two, twoOfCeiling],
    ] as const) {
      console.log(
        `    ${servers} server${servers > 1 ? 's' : ' '}: ${String(result.reqPerSec).padStart(6)} req/s, ` +
          `${(ofCeiling * 100).toFixed(1)}% of bare, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
          `errors ${result.errors}; CPU ${cores(result.cpu, servers)}`,
      );
    }
    for (const server of two.perServer ?? [])
      console.log(
        `      ${server.url}: ${server.reqPerSec} req/s, p50 ${server.p50} ms, p99 ${server.p99} ms`,
      );
  }
  console.log(`\n${twoServers.reading}`);
}

/**
 * What the two-server ratio means when both servers, the load generator and PostgreSQL share one
 * machine's cores: said from the CPU figures of the first comparison, not assumed.
 */
export function readTwoServers(comparisons: TwoServerComparison[]): string {
  const { scenario, one, two, ratio } = comparisons[0];
  const shared =
    'Both servers, the load generator and PostgreSQL run on this one machine, so a second server ' +
    'brings no CPU of its own: it can only use cores the first left idle, or take them from other processes.';
  if (!one.cpu || !two.cpu) return `${shared} (CPU use was not measured: /proc is missing.)`;
  const { cores } = one.cpu;
  const server = one.cpu.processes['server 1'];
  const idleWithOne = Math.max(0, Math.round((cores - one.cpu.machine) * 100) / 100);
  const serversWithTwo =
    Math.round((two.cpu.processes['server 1'] + two.cpu.processes['server 2']) * 100) / 100;
  const limit =
    one.cpu.machine >= 0.9 * cores
      ? 'The cores were already full with one server, so a second one could only take CPU from the rest ' +
        '(PostgreSQL, the load generator, other work on the machine: the scheduler shares a contested core ' +
        `between processes, so two win more of it than one): the servers used ${serversWithTwo} cores in ` +
        `all with two against ${server} with one, and the ratio follows that, not what a second machine would add.`
      : server >= 0.85
        ? `The one server was the bottleneck: its JavaScript thread was busy ${server} of a core while ` +
          `${idleWithOne} of the machine's ${cores} cores stood idle, and a second process can turn only ` +
          'that idle share into answers.'
        : 'Neither the one server nor the machine was saturated, so the ratio mostly shows waiting (on ' +
          'PostgreSQL or the load generator), which a second server does not shorten.';
  return [
    shared,
    `On "${scenario}": with one server the machine had ${one.cpu.machine} of ${cores} cores busy ` +
      `(the server ${server}, the load generator ${one.cpu.loadGenerator}, the rest PostgreSQL and ` +
      `whatever else ran); with two, ${two.cpu.machine} (the servers ` +
      `${two.cpu.processes['server 1']} + ${two.cpu.processes['server 2']}): x${ratio.toFixed(2)} the requests.`,
    limit,
    'What it cannot show: the gain of servers on machines of their own, which needs the servers, ' +
      'PostgreSQL and the load generator on separate hosts.',
  ].join(' ');
}

/** In `folder` (bench-results/ by default, git-ignored), named by the start time so runs can be compared. */
export function writeReport(report: BenchReport, folder: string): string {
  const dir = path.resolve(folder);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-${report.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
