import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../mock-server/db/client';
import { seedDemoData } from '../../mock-server/seed/demo-seed';
import { freshPostgresDatabase } from '../support/test-server';
import { growData } from './grow-data';
import { createWriteWorld, type WriteWorld } from './write-world';

export type BenchDatabase = {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** What the server process gets on top of the bench's environment. */
  serverEnv: Record<string, string>;
  writeWorld: WriteWorld | null;
  remove(): Promise<void>;
};

/**
 * A temporary DATA_DIR (and, for PostgreSQL, a new database on the server `postgresBase` names)
 * holding the demo seed grown `scale` times, plus the write scenario's own batch when asked.
 * Filled before the server starts: a PGlite folder is one process's alone.
 */
export async function prepareBenchDatabase(
  postgresBase: string | undefined,
  scale: number,
  writers: { students: number; homework: number } | null,
): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tutoring-bench-'));
  const postgres = postgresBase ? await freshPostgresDatabase(postgresBase) : null;
  const database = await openDatabase({ databaseUrl: postgres?.url, pgliteDir: path.join(dataDir, 'db') });
  let writeWorld: WriteWorld | null = null;
  try {
    await seedDemoData(database.db);
    await growData(database.db, scale);
    if (writers) writeWorld = await createWriteWorld(database.db, writers.students, writers.homework);
  } finally {
    await database.close();
  }
  return {
    kind: postgres ? 'postgres' : 'pglite',
    dataDir,
    serverEnv: {
      DATA_DIR: dataDir,
      CLIENT_DIR: placeholderClient(dataDir),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
    writeWorld,
    async remove() {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `npm start` builds the client when its dist/ is missing or older than the sources. The bench
 * measures the API, so the server gets a one-page client dated in the future: start.ts runs
 * unchanged and skips the build.
 */
function placeholderClient(dataDir: string): string {
  const dir = path.join(dataDir, 'client');
  mkdirSync(dir);
  const index = path.join(dir, 'index.html');
  writeFileSync(index, '<!doctype html><title>bench</title>');
  const future = new Date(Date.now() + 365 * 86_400_000);
  utimesSync(index, future, future);
  return dir;
}
