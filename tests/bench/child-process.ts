import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { StringDecoder } from 'node:string_decoder';

export type Listening = {
  url: string;
  pid: number;
  /** The inspector's WebSocket URL when the process runs with `--inspect`. */
  inspector?: string;
  stop(): Promise<void>;
};

/** The URL of a server's `listening` JSON line, or undefined for any other line. */
function listeningUrl(line: string): string | undefined {
  if (!line.startsWith('{')) return undefined;
  const parsed = JSON.parse(line) as { msg?: string; url?: string };
  return parsed.msg === 'listening' ? parsed.url : undefined;
}

/**
 * Runs `node --import tsx <script>` (one process: `tsx` as a command would start a second) and waits
 * for its `listening` JSON line, which carries the URL of the port it picked (PORT=0). Everything it
 * writes goes on to `logFile` as it comes, so a busy server is never held up by a full pipe; its lines
 * are read only until that one, because reading every request's log line would take CPU from the
 * cores the server and the load generator share.
 * `nodeOptions` go before the script (`--cpu-prof`, say).
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
  const stdout = child.stdout as NodeJS.ReadableStream;
  stdout.on('data', (chunk: Buffer) => log.write(chunk));
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`${script} exited (${code}) before listening; see ${logFile}`));
    child.once('exit', onExit);
    const text = new StringDecoder('utf8');
    let partLine = '';
    const readUntilListening = (chunk: Buffer) => {
      const lines = (partLine + text.write(chunk)).split('\n');
      partLine = lines.pop() ?? '';
      const url = lines.map(listeningUrl).find((found) => found !== undefined);
      if (!url) return;
      stdout.off('data', readUntilListening);
      child.off('exit', onExit);
      resolve({ url, pid: child.pid as number, inspector, stop: () => stopChild(child) });
    };
    stdout.on('data', readUntilListening);
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
