import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { log } from './logger';

const privateFolder = 0o700;
const privateFile = 0o600;
const groupAndOthers = 0o077;

/** Tightens one entry and, for a folder, everything in it; returns how many modes it changed. */
function makePrivate(entry: string): number {
  const stat = lstatSync(entry, { throwIfNoEntry: false });
  // Links are left alone: their target may be anybody's.
  if (!stat || stat.isSymbolicLink()) return 0;
  let changed = 0;
  if ((stat.mode & groupAndOthers) !== 0) {
    chmodSync(entry, stat.isDirectory() ? privateFolder : privateFile);
    changed++;
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(entry)) changed += makePrivate(path.join(entry, name));
  }
  return changed;
}

/**
 * The data folder holds the database, uploads, mailed reset links and the token secret: readable by
 * the server's user only. Called once the database is open, because PGlite copies its initial files
 * with mode 666 whatever the umask: the pass tightens those, and any folder an older version left
 * open (said in the log). The umask keeps everything created afterwards private (new database files,
 * pictures, the outbox).
 */
export function secureDataFolder(config: Config) {
  process.umask(groupAndOthers);
  mkdirSync(config.dataDir, { recursive: true, mode: privateFolder });
  const folders = [config.dataDir];
  const embeddedDatabase = !config.databaseUrl && !config.pgliteDir.startsWith('memory://');
  if (embeddedDatabase && path.relative(config.dataDir, config.pgliteDir).startsWith('..')) {
    folders.push(config.pgliteDir);
  }
  const changed = folders.reduce((sum, folder) => sum + makePrivate(folder), 0);
  if (changed > 0) {
    log(config.logLevel, 'warn', 'made the data folder private to the server user', {
      folders,
      modesChanged: changed,
    });
  }
}
