import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { createDeps } from './deps';

let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

it('refuses a kept secret file shorter than 32 bytes, naming the file', async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tutoring-secret-'));
  const file = path.join(dataDir, 'jwt-secret');
  writeFileSync(file, 'short\n');
  const config = loadConfig({ DATA_DIR: dataDir, PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent' });
  const start = createDeps(config);
  await expect(start).rejects.toThrow(ConfigError);
  await expect(start).rejects.toThrow(file);
});
