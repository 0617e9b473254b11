import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

/** The server's identity towards push services (VAPID): browsers subscribe with the public key. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const secretName = 'vapid-keys';

/**
 * Who push services may contact about our messages: the site when it is public over https, otherwise
 * the admissions desk (Apple's service refuses a localhost address).
 */
function vapidSubject(config: Pick<Config, 'publicUrl' | 'admissionsEmail'>): string {
  return config.publicUrl?.startsWith('https:')
    ? new URL(config.publicUrl).origin
    : `mailto:${config.admissionsEmail}`;
}

/**
 * One key pair in the database, as the JWT secret (auth/signing-secret.ts): the first start stores it
 * and every other start, even one at the same moment, reads back that same row, so every server signs
 * for the subscriptions any of them took. Changing the pair would orphan every subscription.
 */
export async function resolveVapidKeys(
  config: Pick<Config, 'publicUrl' | 'admissionsEmail'>,
  db: Database,
): Promise<VapidKeys> {
  const read = async () =>
    (
      await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, secretName))
    )[0];
  let stored = await read();
  if (!stored) {
    await db
      .insert(serverSecrets)
      .values({ name: secretName, value: JSON.stringify(webpush.generateVAPIDKeys()) })
      .onConflictDoNothing();
    stored = await read();
  }
  const { publicKey, privateKey } = JSON.parse(stored.value) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey, subject: vapidSubject(config) };
}
