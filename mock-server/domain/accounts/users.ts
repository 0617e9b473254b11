import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** E-mails are unique regardless of case (users_email_lower_idx), so every lookup ignores case too. */
export const emailEquals = (email: string) => sql`lower(${users.email}) = lower(${email.trim()})`;

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(emailEquals(email));
  return user ?? null;
}
