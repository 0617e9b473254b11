import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../../..');

/** A port the OS has just handed out as free on 127.0.0.1 (for a program that cannot take port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export type DevProcess = {
  /** Everything the process group has printed so far (stdout and stderr). */
  output(): string;
  /** Ends the whole process group (npm, its shell, tsx or vite and their children) and waits for npm. */
  stop(): Promise<void>;
};

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    // The negative pid names the group: npm's children (tsx watch's server, vite) end with it.
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the group has ended already.
  }
}

// A test process that dies without its afterAll must not leave servers holding ports.
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

/**
 * Runs `npm run <script> -- <args>` in its own process group and resolves once its output matches
 * `ready`. Rejects with the output when it prints `failed` or exits first.
 */
export function startNpmScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  failed: RegExp,
): Promise<DevProcess> {
  const child = spawn('npm', ['run', script, '--', ...args], {
    cwd: projectRoot,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    killGroup(child, 'SIGTERM');
    const forced = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(forced);
    // npm may exit before the server it started: whatever is left of the group goes now.
    killGroup(child, 'SIGKILL');
    running.delete(child);
  };
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      void stop().then(() => reject(new Error(`npm run ${script}: ${reason}\n${output}`)));
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (settled) return;
      if (failed.test(output)) fail('failed to start');
      else if (ready.test(output)) {
        settled = true;
        resolve({ output: () => output, stop });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => fail(`exited with ${code} before it was ready`));
  });
}

/**
 * Starts a server that needs its port named, on a port the OS says is free; another program may
 * take that port before the server binds it, so a start that fails on a taken port is tried again.
 */
export async function startOnFreePort(start: (port: number) => Promise<DevProcess>): Promise<{
  port: number;
  process: DevProcess;
}> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return { port, process: await start(port) };
    } catch (error) {
      const taken = /EADDRINUSE|already in use/.test(String(error));
      if (!taken || attempt === 3) throw error;
    }
  }
}
