import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../../mock-server/db/client';
import { seedDemoData } from '../../mock-server/seed/demo-seed';
import { freshPostgresDatabase } from '../support/test-server';
import { growData } from './grow-data';
import { createSocketWorld, type SocketWorld } from './socket-world';
import { createWriteWorld, type WriteWorld } from './write-world';

export type BenchDatabase = {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** What the server process gets on top of the bench's environment. */
  serverEnv: Record<string, string>;
  writeWorld: WriteWorld | null;
  /** The socket scenario's listeners: all in one batch, and the same number over 100 batches. */
  socketWorlds: { oneBatch: SocketWorld; hundredBatches: SocketWorld } | null;
  /** The environment of one more server on the same PostgreSQL database, with a DATA_DIR of its own. */
  anotherServerEnv(): Record<string, string>;
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
  writers: { students: number; homework: number; warmupHomework: number } | null,
  socketListeners = 0,
  more: {
    /** The push service the listeners' devices are at, if they have any. */
    pushService?: string;
    /** More data of a scenario's own, written last, before the server starts. */
    prepare?: (db: Database) => Promise<void>;
  } = {},
): Promise<BenchDatabase> {
  const dataDir = newDataDir();
  const moreDataDirs: string[] = [];
  const postgres = postgresBase ? await freshPostgresDatabase(postgresBase) : null;
  const database = await openDatabase({ databaseUrl: postgres?.url, pgliteDir: path.join(dataDir, 'db') });
  let writeWorld: WriteWorld | null = null;
  let socketWorlds: BenchDatabase['socketWorlds'] = null;
  try {
    await seedDemoData(database.db);
    await growData(database.db, scale);
    if (writers)
      writeWorld = await createWriteWorld(
        database.db,
        writers.students,
        writers.homework,
        writers.warmupHomework,
      );
    if (socketListeners > 0) {
      socketWorlds = {
        oneBatch: await createSocketWorld(database.db, 'one-batch', socketListeners, 1, more.pushService),
        hundredBatches: await createSocketWorld(
          database.db,
          'hundred-batches',
          socketListeners,
          100,
          more.pushService,
        ),
      };
    }
    await more.prepare?.(database.db);
  } finally {
    await database.close();
  }
  const serverEnv = (dir: string) => ({
    DATA_DIR: dir,
    CLIENT_DIR: placeholderClient(dir),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    // Every listener of the socket scenario comes from this one address; in use they come from many.
    ...(socketListeners > 0 ? { SOCKETS_PER_ADDRESS: String(socketListeners + 100) } : {}),
  });
  return {
    kind: postgres ? 'postgres' : 'pglite',
    dataDir,
    serverEnv: serverEnv(dataDir),
    writeWorld,
    socketWorlds,
    anotherServerEnv() {
      if (!postgres) throw new Error("A PGlite folder is one process's alone: one server only.");
      const dir = newDataDir();
      moreDataDirs.push(dir);
      return serverEnv(dir);
    },
    async remove() {
      await postgres?.drop();
      for (const dir of [dataDir, ...moreDataDirs]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'tutoring-bench-'));

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
