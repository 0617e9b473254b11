import { spawn } from 'node:child_process';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../..');

export type CliRun = { code: number | null; stdout: string; stderr: string };

/** Runs `npm run admin -- ...args` as the operator would, minus npm, in a child process. */
export function runAdminCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(projectRoot, 'node_modules', '.bin', 'tsx'),
      ['mock-server/cli/admin.ts', ...args],
      {
        cwd: projectRoot,
        env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
