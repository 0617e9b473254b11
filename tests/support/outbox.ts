import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../mock-server/context';

export type OutboxMail = { to: string; subject: string; text: string; sentAt: string };

/** A server whose mail goes to DATA_DIR/outbox (no SMTP_URL). */
export type MailingServer = { dataDir: string; deps: Pick<AppDeps, 'mailer'> };

/**
 * The mails the server wrote to its outbox, oldest first, once the mail of the requests already
 * answered has been sent (mail goes out after the answer).
 */
export async function readOutbox(server: MailingServer): Promise<OutboxMail[]> {
  await server.deps.mailer.settled();
  const dir = path.join(server.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.json'))
    .sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8'))));
}

/** The uid and token of the reset link in the newest mail to `email`. */
export async function latestResetLink(server: MailingServer, email: string) {
  const mails = (await readOutbox(server)).filter((mail) => mail.to === email);
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No reset link was mailed to ${email}`);
  const url = new URL(link);
  return { url, uid: url.searchParams.get('uid') ?? '', token: url.searchParams.get('token') ?? '' };
}
