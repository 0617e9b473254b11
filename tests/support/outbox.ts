import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type OutboxMail = { to: string; subject: string; text: string; sentAt: string };

/** The mails the server wrote to DATA_DIR/outbox (no SMTP_URL), oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.json'))
    .sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8'))));
}

/** The uid and token of the reset link in the newest mail to `email`. */
export async function latestResetLink(dataDir: string, email: string) {
  const mails = (await readOutbox(dataDir)).filter((mail) => mail.to === email);
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No reset link was mailed to ${email}`);
  const url = new URL(link);
  return { url, uid: url.searchParams.get('uid') ?? '', token: url.searchParams.get('token') ?? '' };
}
