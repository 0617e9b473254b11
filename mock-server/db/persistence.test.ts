import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postJson } from '../../tests/support/post-json';
import { createTeacher, teacherCredentials } from '../../tests/support/teacher-session';
import { freshPostgresDatabase, startQuietServer } from '../../tests/support/test-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tutoring-restart-'));
const postgres = await freshPostgresDatabase();
afterAll(async () => {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

// No JWT_SECRET: the secret kept in DATA_DIR must survive the restart too.
const settings = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };

describe('a restart', () => {
  it('keeps accounts and sessions written before it', async () => {
    const first = await startQuietServer(settings);
    let refresh: string;
    try {
      await createTeacher(first.deps.database.db);
      const login = await postJson(first.url, '/api/login/', teacherCredentials);
      refresh = login.body.refresh;
    } finally {
      await first.close();
    }

    const second = await startQuietServer(settings);
    try {
      const login = await postJson(second.url, '/api/login/', teacherCredentials);
      expect(login.status).toBe(200);
      expect((await postJson(second.url, '/api/token/refresh/', { refresh })).status).toBe(200);
    } finally {
      await second.close();
    }
  }, 90_000); // two starts on an embedded database on disk: each opens and migrates it, seconds on a busy machine
});
