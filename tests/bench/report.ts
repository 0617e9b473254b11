import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './load';

export type ScenarioResult = LoadResult & {
  database: 'pglite' | 'postgres';
  /** Data size as a multiple of the demo seed. */
  scale: number;
  scenario: string;
  /** req/s as a share of the bare node:http ceiling measured in the same run. */
  ofCeiling: number;
  /** What was checked after the run, e.g. that every acknowledged write reads back. */
  check?: string;
};

export type BenchReport = {
  startedAt: string;
  machine: { cpus: number; node: string };
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  ceiling: { before: LoadResult; after: LoadResult; reqPerSec: number };
  login: { scryptMs: number; reason: string };
  results: ScenarioResult[];
};

const columns: [string, number, (row: ScenarioResult) => string][] = [
  ['database', 8, (row) => row.database],
  ['data', 5, (row) => `${row.scale}x`],
  ['scenario', 44, (row) => row.scenario],
  ['req/s', 7, (row) => String(row.reqPerSec)],
  ['of bare', 7, (row) => `${(row.ofCeiling * 100).toFixed(1)}%`],
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
      `${report.machine.cpus} CPUs shared with whatever else runs: compare the "of bare" column, not absolute figures.\n`,
  );
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < 3 ? cell.padEnd(columns[i][1]) : cell.padStart(columns[i][1]))).join('  ');
  console.log(line(columns.map(([title]) => title)));
  for (const row of report.results) {
    console.log(line(columns.map(([, , cell]) => cell(row))));
    if (row.check) console.log(`${''.padEnd(17)}${row.check}`);
  }
  console.log(`\n${report.login.reason}`);
}

/** Under bench-results/ (git-ignored), named by the start time so runs can be compared. */
export function writeReport(report: BenchReport): string {
  const dir = path.resolve('bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-${report.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
