import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { accountLinkSettings } from '../domain/accounts/account-links';
import { nodeRequest } from '../http/node-bindings';
import { requestHeader } from '../http/request-header';
import { publishAfterCommit } from '../realtime/publish';
import { AdminError, AdminUsageError } from './admin-error';
import { runAdminCommand } from './commands';

/** Where a running server can be reached by the admin CLI of the same DATA_DIR. */
export const adminEndpointFile = z.object({ url: z.url(), token: z.string(), pid: z.number().int() });
export type AdminEndpointFile = z.infer<typeof adminEndpointFile>;

export const adminCommandPath = '/_admin/commands';

export const adminCommandRequest = z.object({
  command: z.string(),
  flags: z.record(z.string(), z.string().optional()),
});

export type AdminCommandAnswer = { result: unknown } | { error: string; usage: boolean; command?: string };

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function fromThisMachine(c: Context): boolean {
  const socket = nodeRequest(c)?.socket;
  const remote = socket?.remoteAddress;
  return !!remote && (loopback.has(remote) || remote === socket?.localAddress);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * PGlite's data directory cannot be opened by two processes, so while the server runs the admin CLI
 * sends its commands here instead. Only callers on this machine holding the secret of
 * DATA_DIR/admin-endpoint.json (readable by the server's user only) are served.
 */
export function registerAdminEndpoint(app: Hono<AppEnv>, deps: AppDeps) {
  const token = randomBytes(32).toString('base64url');
  const file = deps.config.adminEndpointFile;

  app.post(adminCommandPath, async (c) => {
    const authorization = requestHeader(c, 'authorization') ?? '';
    if (!fromThisMachine(c) || !sameSecret(authorization, `Bearer ${token}`)) {
      return c.json(
        { error: 'Admin commands are accepted only from this machine with its secret.', usage: false },
        403,
      );
    }
    const request = adminCommandRequest.safeParse(await c.req.json().catch(() => null));
    if (!request.success) return c.json({ error: 'Expected {command, flags}.', usage: true }, 400);
    try {
      const { command, flags } = request.data;
      const result = await runAdminCommand(
        deps.database.db,
        command,
        flags,
        (event) => publishAfterCommit(deps, event),
        accountLinkSettings(deps.config, deps.mailer),
      );
      return c.json({ result } satisfies AdminCommandAnswer);
    } catch (error) {
      if (!(error instanceof AdminError)) throw error;
      const usage = error instanceof AdminUsageError;
      return c.json(
        { error: error.message, usage, ...(usage && error.command ? { command: error.command } : {}) },
        400,
      );
    }
  });

  return {
    /** Tells CLIs on this DATA_DIR where the listening server is. */
    publish(url: string) {
      const content: AdminEndpointFile = { url, token, pid: process.pid };
      writeFileSync(file, JSON.stringify(content), { mode: 0o600 });
    },
    /** Removes the file on shutdown, unless a newer server has replaced it. */
    unpublish() {
      try {
        if (JSON.parse(readFileSync(file, 'utf8')).token === token) rmSync(file, { force: true });
      } catch {
        // Already gone: nothing to withdraw.
      }
    },
  };
}
