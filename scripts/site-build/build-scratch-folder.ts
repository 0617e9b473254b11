import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes a new folder for one build's output under node_modules/.cache/<purpose>/: never committed,
 * and inside the project, so what is built there resolves its imports from the project's
 * node_modules. Named after the process and the time, so builds running at once never share one.
 */
export function buildScratchFolder(projectRoot: string, purpose: string): string {
  const folder = path.join(projectRoot, 'node_modules', '.cache', purpose, `${process.pid}-${Date.now()}`);
  mkdirSync(folder, { recursive: true });
  return folder;
}
