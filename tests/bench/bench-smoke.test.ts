import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import type { BenchReport } from './report';

const reportDir = mkdtempSync(path.join(tmpdir(), 'bench-smoke-'));
afterAll(() => rmSync(reportDir, { recursive: true, force: true }));

/**
 * `npm run bench` at its smallest, on PGlite (this project clears TEST_DATABASE_URL): it starts its
 * three processes, loads a read and the writes, checks every write, and reports. Its figures are
 * not judged here, only that it measures and says what it measured.
 */
it('runs a read and the writes against the bare ceiling and reports both', { timeout: 240_000 }, async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/bench/api.bench.ts',
      ...['--duration', '1', '--warmup', '1', '--connections', '4', '--writes', '200'],
      ...['--only', 'homework,writes', '--report-dir', reportDir],
    ],
    { env: { ...process.env, DATABASE_URL: '', TEST_DATABASE_URL: '' }, maxBuffer: 16 * 2 ** 20 },
  );

  expect(stdout).toMatch(/pglite\s+1x\s+GET \/api\/homework\/ as student\s+\d+\s+\d+\s+[\d.]+%/);
  const [file] = readdirSync(reportDir);
  const report = JSON.parse(readFileSync(path.join(reportDir, file), 'utf8')) as BenchReport;
  expect(report.ceiling.reqPerSec).toBeGreaterThan(0);
  const read = report.results.find((row) => row.scenario === 'GET /api/homework/ as student');
  expect(read).toMatchObject({ database: 'pglite', errors: 0, statuses: { 200: read?.requests } });
  expect(read?.ofCeiling).toBeGreaterThan(0);
  const writes = report.results.filter((row) => row.scenario.startsWith('POST'));
  expect(writes).toHaveLength(2);
  // A few of the 200 go to the warm-up; every one acknowledged is read back.
  for (const { check } of writes)
    expect(check).toMatch(/^(1\d\d|200) acknowledged, 0 of them not readable afterwards$/);
});

/**
 * The exam day at its smallest: a few students start, save and submit, the database is read back,
 * and the run says it was scaled down. Figures are not judged; the checks it makes are.
 */
it('runs a scaled-down exam day on PGlite and checks it in the database', { timeout: 240_000 }, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-smoke-exam-'));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'tests/bench/api.bench.ts',
        ...['--only', 'exam', '--duration', '1', '--warmup', '0', '--report-dir', dir],
        ...['--exam-students', '20', '--exam-start-seconds', '2', '--exam-save-seconds', '2'],
        ...['--exam-save-rate', '20', '--exam-submit-seconds', '2'],
      ],
      { env: { ...process.env, DATABASE_URL: '', TEST_DATABASE_URL: '' }, maxBuffer: 16 * 2 ** 20 },
    );
    expect(stdout).toMatch(/SCALED DOWN/);
    expect(stdout).toMatch(/load average/);
    const [file] = readdirSync(dir);
    const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as BenchReport;
    const [day] = report.exam;
    expect(day).toMatchObject({ database: 'pglite', failures: [], scaledDown: true });
    expect(day.checks).toMatchObject({
      attemptsInDatabase: 20,
      graded: 20,
      answersNotReadBack: 0,
      scoresWrong: 0,
    });
    expect(day.checks.answersExpected).toBeGreaterThan(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
