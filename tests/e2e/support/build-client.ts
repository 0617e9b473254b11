import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildScratchFolder } from '../../../scripts/site-build/build-scratch-folder';

const projectRoot = path.resolve(import.meta.dirname, '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding this run's built client. */
    e2eClientDir: string;
  }
}

/**
 * Builds the client once per run, so every e2e file tests what ships. Each run builds into its
 * own folder rather than dist/: several people run suites in this working tree at once, and a
 * rebuild of a shared dist/ deletes the chunks a running browser is about to load.
 * E2E_CLIENT_DIR=<folder> reuses an existing build instead (iterating on tests alone).
 */
export default function buildClient(project: TestProject) {
  const reused = process.env.E2E_CLIENT_DIR;
  if (reused) {
    project.provide('e2eClientDir', path.resolve(reused));
    return;
  }
  // Under node_modules/ so it is never committed, and inside the project so the server's
  // static handler (which resolves its root from the working directory) can serve it.
  const outDir = buildScratchFolder(projectRoot, 'e2e-client');
  execFileSync(
    path.join(projectRoot, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    // NODE_ENV=test (set by vitest) would build React's development bundle: test what ships.
    { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  project.provide('e2eClientDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
