import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../mock-server/app';
import { loadConfig } from '../../mock-server/config';
import { closeDeps, createDeps } from '../../mock-server/deps';

/**
 * `npm run lint:openapi`: asks the app for /api/openapi.json in-process (no listening server, a
 * throwaway in-memory database) and lints that document with Redocly's recommended rules
 * (redocly.yaml). Exits with Redocly's status.
 */
async function servedDocument(): Promise<string> {
  const config = loadConfig({
    PGLITE_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // A secret of its own, so nothing is written into a data folder.
    JWT_SECRET: 'openapi-lint-only-secret-never-used-to-sign',
  });
  const deps = await createDeps(config);
  try {
    const answer = await createApp(deps).request('/api/openapi.json');
    if (answer.status !== 200) throw new Error(`/api/openapi.json answered ${answer.status}`);
    return await answer.text();
  } finally {
    await closeDeps(deps);
  }
}

const folder = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
const file = path.join(folder, 'openapi.json');
try {
  writeFileSync(file, await servedDocument());
  const redocly = path.resolve('node_modules/.bin/redocly');
  const result = spawnSync(redocly, ['lint', file, '--config', 'redocly.yaml'], { stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
