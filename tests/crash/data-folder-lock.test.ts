import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '../../mock-server/seed/demo-accounts';
import { postJson } from '../support/post-json';
import { type ServerProcess, startServerProcess } from '../support/server-process';

/**
 * PGlite only (vitest.config.ts `noPostgresTests`): a second server started on the data folder of a
 * running one must refuse to open its database, or what the first acknowledges afterwards is lost.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'tutoring-lock-'));
const env = { DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '' };
const started: ServerProcess[] = [];

afterAll(async () => {
  for (const server of started) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const server = await startServerProcess(env);
  started.push(server);
  return server;
}

async function announce(url: string, message: string) {
  const signedIn = await postJson(url, '/api/login/', {
    username: demoAccounts.teacher.email,
    password: demoPassword,
  });
  expect(signedIn.status).toBe(200);
  const answer = await postJson(
    url,
    '/api/teacher/announcements/',
    { type: 'all', message },
    { authorization: `Bearer ${signedIn.body.access}` },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

describe('two servers on one PGlite data folder', () => {
  it('refuses the second with a message naming the folder and the first process, and loses nothing', async () => {
    const first = await start();
    await announce(first.url, 'before the second start');

    const second = startServerProcess(env);
    second.then((server) => started.push(server)).catch(() => {});
    const refusal = await second.then(
      () => 'the second server started',
      (error: Error) => error.message,
    );
    expect(refusal).toContain('ended (1)');
    expect(refusal).toContain(path.join(dataDir, 'db'));
    expect(refusal).toContain(`process ${first.child.pid}`);

    // The first server still owns its database: a write it acknowledges now survives a crash.
    await announce(first.url, 'after the second start');
    first.child.kill('SIGKILL');
    await first.exited;

    // The lock of a process that died is taken over.
    const third = await start();
    await announce(third.url, 'after the restart');
    const student = await postJson(third.url, '/api/login/', {
      username: demoAccounts.asha.email,
      password: demoPassword,
    });
    const listed = await fetch(`${third.url}/api/student/announcements/`, {
      headers: { authorization: `Bearer ${student.body.access}` },
    });
    const messages = JSON.stringify(await listed.json());
    expect(messages).toContain('before the second start');
    expect(messages).toContain('after the second start');
  }, 180_000);
});
