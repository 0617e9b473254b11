import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A queued mail's text is sealed (AES-256-GCM, with a key derived from the server's signing secret)
 * while it waits in the jobs table: reset and invitation links are live secrets, and the database, its
 * backups and dumps are read by more people than the mail's recipient.
 */
export type MailSealer = { seal(text: string): string; open(stored: string): string };

const prefix = 'sealed:v1:';

const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'mail-queue', 'queued mail text', 32));

function openWith(key: Buffer, iv: Buffer, tag: Buffer, sealed: Buffer): string | null {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Seals with `secret`; opens with it or any of `alsoOpenWith`: a command line without JWT_SECRET seals
 * with the secret stored in the database, which the servers then know too.
 */
export function createMailSealer(secret: string, alsoOpenWith: string[] = []): MailSealer {
  const key = keyOf(secret);
  const openingKeys = [key, ...alsoOpenWith.filter((other) => other !== secret).map(keyOf)];
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return `${prefix}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')}`;
    },
    open(stored) {
      // Rows queued before sealing began hold their text as it is.
      if (!stored.startsWith(prefix)) return stored;
      const [iv, tag, sealed] = stored
        .slice(prefix.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      for (const candidate of openingKeys) {
        const text = openWith(candidate, iv, tag, sealed);
        if (text !== null) return text;
      }
      throw new Error('The queued mail was sealed with another signing secret (JWT_SECRET changed?).');
    },
  };
}
