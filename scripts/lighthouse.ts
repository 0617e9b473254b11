/**
 * `npm run lighthouse`: a production build served by the real server, measured by Lighthouse at
 * its mobile settings (simulated slow 4G, 4x CPU slowdown) on four public pages. Prints the four
 * category scores and five metrics of each, writes the JSON reports to lighthouse-reports/, and
 * exits with 1 when a page is below its target. Uses the system Chromium (CHROME_PATH, default
 * /usr/bin/chromium); downloads nothing.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'vite';

const projectRoot = path.resolve(import.meta.dirname, '..');
const reportsDir = path.join(projectRoot, 'lighthouse-reports');
const pages = ['/', '/pricing', '/OurProgrammes', '/login'];
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

type Report = {
  categories: Record<keyof typeof targets, { score: number | null }>;
  audits: Record<string, { displayValue?: string }>;
};

async function buildClient(outDir: string) {
  process.env.NODE_ENV = 'production';
  await build({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/** The real server (one process, as in production) on a free port, with a throwaway database. */
async function startServer(
  clientDir: string,
  dataDir: string,
): Promise<{ origin: string; server: ChildProcess }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/server.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      CLIENT_DIR: clientDir,
      DATA_DIR: dataDir,
      PGLITE_DIR: 'memory://',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      const ready = /ready at (http:\/\/\S+)/.exec(output);
      if (ready) resolve(ready[1]);
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} before it was ready`)));
  });
  return { origin, server };
}

async function measure(url: string, reportFile: string): Promise<Report> {
  await promisify(execFile)(
    path.join(projectRoot, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${reportFile}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 << 20,
    },
  );
  return JSON.parse(await readFile(reportFile, 'utf8'));
}

async function main() {
  const scratch = await mkdtemp(path.join(tmpdir(), 'lighthouse-'));
  // Inside the project, so the server's imports and the client's resolve as in production.
  const clientDir = path.join(projectRoot, 'node_modules', '.cache', 'lighthouse-client');
  await buildClient(clientDir);
  await mkdir(reportsDir, { recursive: true });
  const { origin, server } = await startServer(clientDir, scratch);
  const shortfalls: string[] = [];
  try {
    for (const page of pages) {
      // The server compresses each page on its first request; measure a page as visitors get it.
      await fetch(origin + page, { headers: { 'accept-encoding': 'br, gzip' } }).then((response) =>
        response.text(),
      );
      const name = page === '/' ? 'home' : page.slice(1);
      const report = await measure(origin + page, path.join(reportsDir, `${name}.json`));
      const scores = Object.entries(targets).map(([category, target]) => {
        const score = Math.round((report.categories[category as keyof typeof targets].score ?? 0) * 100);
        if (score < target) shortfalls.push(`${page} ${category} ${score} < ${target}`);
        return `${category} ${score}`;
      });
      const values = metrics.map(([audit, label]) => `${label} ${report.audits[audit]?.displayValue ?? '?'}`);
      console.log(`${page.padEnd(15)} ${scores.join('  ')}\n${' '.repeat(16)}${values.join('  ')}`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(scratch, { recursive: true, force: true });
  }
  console.log(`\nReports: ${path.relative(process.cwd(), reportsDir)}/`);
  if (shortfalls.length > 0) {
    console.log(`Below target:\n  ${shortfalls.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await main();
