import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { FolderInUseError } from './db/folder-lock';
import { log } from './logger';
import { serveUntilSignalled } from './server';

/** What the client build is made from: a change to any of these makes dist/ stale. */
const clientSources = ['client', 'shared', 'machines', 'vite.config.ts', 'package-lock.json'];

function newestChange(entry: string): number {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

function clientBuildIsStale(clientDir: string): boolean {
  const built = newestChange(path.join(clientDir, 'index.html'));
  return built === 0 || clientSources.some((source) => newestChange(source) > built);
}

/** `npm start`: build the client when dist/ is missing or older than its sources, then serve everything. */
async function main() {
  const config = loadConfig();
  if (clientBuildIsStale(config.clientDir)) {
    log(config.logLevel, 'info', 'building the client', { outDir: config.clientDir });
    const { build } = await import('vite');
    try {
      await build({
        configFile: path.resolve('vite.config.ts'),
        logLevel: 'warn',
        build: { outDir: config.clientDir, emptyOutDir: true },
      });
    } catch (error) {
      // The API stays useful without the pages, so a broken client build does not stop the server.
      log(config.logLevel, 'error', 'client build failed; serving the API only', {
        error: stripVTControlCharacters(String(error)),
      });
    }
  }
  await serveUntilSignalled(config);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else if (error instanceof FolderInUseError) {
    console.error(`Not started: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
