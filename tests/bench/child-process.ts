import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

export type Listening = {
  url: string;
  pid: number;
  /** The inspector's WebSocket URL when the process runs with `--inspect`. */
  inspector?: string;
  stop(): Promise<void>;
};

/**
 * Runs `node --import tsx <script>` (one process: `tsx` as a command would start a second) and waits
 * for its `listening` JSON line, which carries the URL of the port it picked (PORT=0). Everything it
 * writes goes on to `logFile`, so a busy server is never held up by a full pipe. `nodeOptions` go
 * before the script (`--cpu-prof`, say).
 */
export function startListening(
  script: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
  nodeOptions: string[] = [],
): Promise<Listening> {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', script], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stderr?.pipe(log);
  // Node prints the inspector's address on stderr before the script runs.
  let inspector: string | undefined;
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => {
    inspector ??= /Debugger listening on (ws:\/\/\S+)/.exec(line)?.[1];
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const onExit = (code: number | null) =>
      reject(new Error(`${script} exited (${code}) before listening; see ${logFile}`));
    child.once('exit', onExit);
    lines.on('line', (line) => {
      log.write(`${line}\n`);
      if (!line.startsWith('{')) return;
      const parsed = JSON.parse(line) as { msg?: string; url?: string };
      if (parsed.msg !== 'listening' || !parsed.url) return;
      child.off('exit', onExit);
      resolve({ url: parsed.url, pid: child.pid as number, inspector, stop: () => stopChild(child) });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Runs `node --import tsx <script>`, sends `input` as JSON on stdin, answers the JSON it prints last. */
export function runJson<T>(script: string, input: unknown): Promise<T> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stdin.end(JSON.stringify(input));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} failed (${code})`));
      resolve(JSON.parse(output.trimEnd().split('\n').at(-1) as string) as T);
    });
  });
}
