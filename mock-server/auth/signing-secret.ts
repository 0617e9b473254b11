import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type Config, checkJwtSecret } from '../config';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

const secretName = 'jwt-signing';

/** Where servers before the shared secret kept the one they generated. */
export const legacySecretFile = (config: Config) => path.join(config.dataDir, 'jwt-secret');

/**
 * JWT_SECRET when set. Otherwise one secret in the database, so that every server on it signs and
 * checks tokens alike with nothing to configure: the first start stores it and any other start,
 * even one at the same moment, reads back that same row (the insert does nothing when the row is
 * there, and waits for a concurrent one to commit). An installation upgraded from a secret file in
 * DATA_DIR stores that one, so signed-in users stay signed in.
 */
export async function resolveSigningSecret(config: Config, db: Database): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const legacyFile = legacySecretFile(config);
  const legacy = (await readFile(legacyFile, 'utf8').catch(() => '')).trim();
  if (legacy) checkJwtSecret(legacy, legacyFile);
  await db
    .insert(serverSecrets)
    .values({ name: secretName, value: legacy || randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [stored] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, secretName));
  return stored.value;
}
