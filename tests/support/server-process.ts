import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const projectRoot = path.resolve(import.meta.dirname, '../..');

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
};

/**
 * The server as production runs it: its own Node process (`node --import tsx`, one process, so a
 * signal reaches the server itself and not a wrapper), on a free port, with the given environment
 * on top of this one. Resolves once it logs that it listens; rejects if it ends before that.
 */
export function startServerProcess(
  env: Record<string, string>,
  options: { nodeArgs?: string[]; onLogEntry?: (entry: Record<string, unknown>) => void } = {},
): Promise<ServerProcess> {
  // A client build newer than every source, so start.ts serves it instead of building one.
  const clientDir = path.join(env.DATA_DIR, 'client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>test</title>');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...(options.nodeArgs ?? []), 'mock-server/start.ts'],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        CLIENT_DIR: clientDir,
        DATABASE_URL: '',
        PGLITE_DIR: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? code));
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-10_000);
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as { msg?: string; url?: string };
      options.onLogEntry?.(entry);
      if (entry.msg === 'listening' && entry.url) {
        resolve({ url: entry.url.replace('localhost', '127.0.0.1'), child, exited });
      }
    });
    exited.then((how) => reject(new Error(`the server ended (${how}) before listening:\n${stderr}`)));
  });
}
