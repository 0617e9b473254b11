import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../mock-server/context';
import { applications } from '../../mock-server/db/schema';

/** The id of the application with this reference: a visitor's answer names the reference only. */
export async function applicationIdOf(deps: AppDeps, reference: string): Promise<number> {
  const [row] = await deps.database.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.reference, reference));
  return row.id;
}
