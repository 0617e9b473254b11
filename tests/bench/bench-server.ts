import path from 'node:path';
import { type Listening, startListening } from './child-process';

/**
 * The server as `npm start` starts it (mock-server/start.ts, LOG_LEVEL=info, PORT=0), in its own
 * process, on `serverEnv` (a BenchDatabase's), logging into its DATA_DIR. With `jwtSecret`
 * undefined JWT_SECRET is unset, so the servers of one database share the secret it generates there.
 * With `profileDir`, the process writes a V8 CPU profile there when it stops (`node --cpu-prof`);
 * with `inspect`, it listens for an inspector on a free port, which the socket scenario uses to
 * read the server's memory after a garbage collection (tests/bench/server-heap.ts); `nodeOptions` go
 * to node before the script (`--max-semi-space-size=64`, say), to compare a server's flags.
 */
export function startBenchServer(
  serverEnv: Record<string, string>,
  jwtSecret?: string,
  profileDir?: string,
  { inspect = false, nodeOptions = [] }: { inspect?: boolean; nodeOptions?: string[] } = {},
): Promise<Listening> {
  const { JWT_SECRET: _fromShell, ...inherited } = process.env;
  return startListening(
    'mock-server/start.ts',
    {
      ...inherited,
      ...serverEnv,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ACCESS_TOKEN_TTL: '3600',
      ...(jwtSecret ? { JWT_SECRET: jwtSecret } : {}),
    },
    path.join(serverEnv.DATA_DIR, 'server.log'),
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...(inspect ? ['--inspect=127.0.0.1:0'] : []),
      ...nodeOptions,
    ],
  );
}

export const randomJwtSecret = () =>
  `bench-${Math.random().toString(36).slice(2)}-${Date.now()}-long-enough-for-hs256`;
