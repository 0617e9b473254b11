import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import type { Database } from '../../db/client';
import { setAccountDeactivated } from '../../domain/accounts';
import { adminOperation } from './admin-operation';

/** The kind of account an admin screen manages, and how that screen shows one. */
export interface ManagedAccount<View> {
  role: 'student' | 'teacher';
  view: (db: Database, id: number) => Promise<View>;
}

/**
 * Deactivates or reactivates the account the path names, for the deactivate and reactivate calls of
 * the students' and teachers' screens, and answers it as it now is.
 */
export async function setDeactivated<View>(
  c: Context<AppEnv>,
  id: number,
  account: ManagedAccount<View>,
  deactivate: boolean,
): Promise<View> {
  const op = adminOperation(c);
  await setAccountDeactivated(op, id, account.role, deactivate);
  return account.view(op.db, id);
}
