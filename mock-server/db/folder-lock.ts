import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from '../process-alive';

/** The file in a PGlite folder that names the process holding it. */
export const lockFileName = 'server.lock';

/** Another live process holds the folder: opening it too would lose what that one writes. */
export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${folder} is in use by process ${pid} (a running server or admin command). ` +
        'Stop that process first, or give this one another DATA_DIR. ' +
        `If no such process is running, delete ${path.join(folder, lockFileName)}.`,
    );
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the folder for this process alone: PGlite is one database per process, and a second process
 * opening the same files overwrites what the first wrote. The lock is a file created only if absent,
 * holding this pid; one left by a process that has since died (a crash, SIGKILL) is taken over.
 * Answers the function that gives the folder back.
 */
export function lockFolder(folder: string): () => void {
  const file = path.join(folder, lockFileName);
  for (let attempt = 0; ; attempt++) {
    try {
      const descriptor = openSync(file, 'wx', 0o600);
      writeSync(descriptor, String(process.pid));
      closeSync(descriptor);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holderOf(file);
      if (pid !== undefined && isProcessAlive(pid)) throw new FolderInUseError(folder, pid);
      // A lock left by a dead process (or half written by one): removed, then taken anew, once.
      if (attempt > 0) throw new FolderInUseError(folder, pid ?? 0);
      unlinkSync(file);
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (holderOf(file) === process.pid) unlinkSync(file);
  };
}
