import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LogLevel } from '../config';
import { log } from '../logger';
import type { MailTransport } from './mailer';

/**
 * Without SMTP every message becomes a JSON file in the outbox, so local resets work and tests read
 * them. Only the server's user may read them: a reset link is a secret.
 */
export function createOutboxTransport(outboxDir: string, logLevel: LogLevel): MailTransport {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.hrtime.bigint()}.json`,
      );
      await writeFile(file, JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2), {
        mode: 0o600,
      });
      log(logLevel, 'info', 'mail written to outbox', { to: message.to, file });
    },
  };
}
