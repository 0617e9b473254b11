import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

const folders: string[] = [];
let server: TestServer | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function scratchFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'tutoring-data-modes-'));
  folders.push(folder);
  return folder;
}

/** Every entry under `folder` (itself included) whose mode lets its group or others in. */
function entriesOpenToOthers(folder: string): string[] {
  const stat = lstatSync(folder);
  const open = (stat.mode & 0o077) !== 0 ? [`${folder} ${(stat.mode & 0o777).toString(8)}`] : [];
  if (!stat.isDirectory()) return open;
  return open.concat(readdirSync(folder).flatMap((name) => entriesOpenToOthers(path.join(folder, name))));
}

const modeOf = (entry: string) => (lstatSync(entry).mode & 0o777).toString(8);

describe('the data folder is private to the server user', () => {
  it('creates a new DATA_DIR 700, its embedded database and mails readable by no one else', async () => {
    const dataDir = path.join(scratchFolder(), 'data');
    server = await startTestServer({ DATA_DIR: dataDir, PGLITE_DIR: '' });
    await server.deps.mailer.enqueue(server.deps.database.db, {
      to: 'someone@example.test',
      subject: 'Reset your password',
      text: 'https://example.test/reset?token=secret',
    });
    server.deps.mailer.poke();
    await server.deps.mailer.settled();

    expect(modeOf(dataDir)).toBe('700');
    expect(readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(1);
    expect(entriesOpenToOthers(dataDir)).toEqual([]);
  }, 90_000); // opening and migrating a database on disk takes seconds on a busy machine

  it('tightens an existing folder left open by an older version, before serving', async () => {
    const dataDir = scratchFolder();
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'outbox'));
    chmodSync(path.join(dataDir, 'outbox'), 0o777);
    writeFileSync(path.join(dataDir, 'outbox', 'old-mail.json'), '{}');
    chmodSync(path.join(dataDir, 'outbox', 'old-mail.json'), 0o644);
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'a-secret-that-was-world-readable-before');
    chmodSync(path.join(dataDir, 'jwt-secret'), 0o666);

    server = await startTestServer({ DATA_DIR: dataDir });

    expect(entriesOpenToOthers(dataDir)).toEqual([]);
    expect(modeOf(path.join(dataDir, 'outbox'))).toBe('700');
    expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe('600');
  });
});
