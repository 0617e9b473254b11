import { type DatabaseHandle, openDatabase } from '../../mock-server/db/client';
import { freshPostgresDatabase } from './test-server';

/**
 * A migrated, empty database for a test that needs no server: a new one on PostgreSQL when
 * TEST_DATABASE_URL is set (the `postgres` project), else in-memory PGlite. Closing it also drops the
 * PostgreSQL database.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgres = await freshPostgresDatabase();
  const database = await openDatabase({ databaseUrl: postgres?.url, pgliteDir: 'memory://' });
  return {
    ...database,
    async close() {
      await database.close();
      await postgres?.drop();
    },
  };
}
