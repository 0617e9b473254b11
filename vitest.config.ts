import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Unit and integration tests. Files that need a DOM declare `// @vitest-environment jsdom`.
 *
 * Project `pglite` runs everything on the embedded database. With TEST_DATABASE_URL set, project
 * `postgres` runs the tests that talk to a database once more against that server (each test server
 * makes its own database there): the data layer, the route tests that start a server, the API suite.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

const databaseTests = [
  'mock-server/{db,seed,domain,routes,mail,jobs,limits,auth}/**/*.test.ts',
  'tests/api/**/*.test.ts',
  'tests/crash/**/*.test.ts',
];
// Two servers sharing one database, and connections the database server ends: PostgreSQL only.
const postgresOnlyTests = [
  'tests/api/fanout.test.ts',
  'tests/api/two-hosts.test.ts',
  'mock-server/db/postgres-pool.test.ts',
  'mock-server/realtime/postgres-bus.test.ts',
  'tests/crash/terminated-connections.test.ts',
];

// Tests under those folders that use no database, or only a PGlite of their own: a second run
// against PostgreSQL would test nothing new.
const noPostgresTests = [
  'mock-server/auth/{hashing-slots,passwords,tokens}.test.ts',
  'mock-server/db/{batched-while-busy,pglite-thread}.test.ts',
  'mock-server/domain/{access/access,profiles/image-type,profiles/profile-pictures}.test.ts',
  'mock-server/mail/smtp.test.ts',
  'tests/crash/data-folder-lock.test.ts',
];

const pglite: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'pglite',
    include: [
      '{shared,machines,client,mock-server,tests/api,tests/fuzz,tests/crash,tests/build,tests/bench}/**/*.test.{ts,tsx}',
    ],
    exclude: [...configDefaults.exclude, ...postgresOnlyTests],
    // Cleared, so the test servers of this project pick PGlite even when the shell sets it.
    env: { TEST_DATABASE_URL: '' },
  },
};

const postgres: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'postgres',
    include: [...databaseTests, ...postgresOnlyTests],
    exclude: [...configDefaults.exclude, ...noPostgresTests],
    env: { TEST_DATABASE_URL: postgresUrl ?? '' },
  },
};

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: postgresUrl ? [pglite, postgres] : [pglite],
  },
});
