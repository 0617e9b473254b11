import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LogLevel } from '../config';
import { log } from '../logger';
import type { Mailer } from './mailer';

/** Without SMTP every message becomes a JSON file in the outbox, so local resets work and tests read them. */
export function createOutboxMailer(outboxDir: string, logLevel: LogLevel): Mailer {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.hrtime.bigint()}.json`,
      );
      await writeFile(file, JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2));
      log(logLevel, 'info', 'mail written to outbox', { to: message.to, file });
    },
  };
}
