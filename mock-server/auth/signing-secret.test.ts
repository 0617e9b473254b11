import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { legacySecretFile, resolveSigningSecret } from './signing-secret';

let database: DatabaseHandle;
const dataDirs: string[] = [];

/** The configuration of one host: its own DATA_DIR, as two machines behind a load balancer have. */
function host(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tutoring-secret-'));
  dataDirs.push(dataDir);
  return loadConfig({ DATA_DIR: dataDir, ...env });
}

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
});
afterAll(async () => {
  await database.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the token signing secret', () => {
  it('is JWT_SECRET when set', async () => {
    const secret = 'an-operator-chosen-secret-of-enough-length';
    expect(await resolveSigningSecret(host({ JWT_SECRET: secret }), database.db)).toBe(secret);
  });

  it('is otherwise one secret that hosts with separate data folders share through the database', async () => {
    const first = await resolveSigningSecret(host(), database.db);
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32);
    expect(await resolveSigningSecret(host(), database.db)).toBe(first);
  });

  it('keeps the secret file of an upgraded installation, so its users stay signed in', async () => {
    const fresh = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const upgraded = host();
      writeFileSync(legacySecretFile(upgraded), 'the-secret-an-older-version-generated-here\n');
      expect(await resolveSigningSecret(upgraded, fresh.db)).toBe(
        'the-secret-an-older-version-generated-here',
      );
      expect(await resolveSigningSecret(host(), fresh.db)).toBe('the-secret-an-older-version-generated-here');
    } finally {
      await fresh.close();
    }
  });
});
