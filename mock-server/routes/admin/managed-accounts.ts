import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import type { Database } from '../../db/client';
import { createAccount, type NewAccount, setAccountDeactivated } from '../../domain/accounts/accounts';
import { publishAfterCommit } from '../../realtime/publish';
import { webAdminOperation } from './web-admin-operation';

/** The kind of account an admin screen manages (students, teachers), and how that screen shows one. */
export interface ManagedAccount<View> {
  role: 'student' | 'teacher';
  view: (db: Database, id: number) => Promise<View>;
}

/** The fields every admin form that creates an account asks for. */
interface PersonForm {
  email: string;
  first_name: string;
  last_name: string;
}

/** What an account of one role carries beyond the person's e-mail and names. */
type RoleDetails = Pick<NewAccount, 'batchId' | 'teacherBatchIds' | 'validUntil'>;

/** Creates and invites an account from an admin form, and answers it as the screen shows it. */
export async function createManaged<View>(
  c: Context<AppEnv>,
  account: ManagedAccount<View>,
  form: PersonForm,
  details: RoleDetails,
): Promise<View> {
  const op = webAdminOperation(c);
  const id = await createAccount(op, {
    role: account.role,
    email: form.email,
    firstName: form.first_name,
    lastName: form.last_name,
    ...details,
  });
  return account.view(op.db, id);
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
  const op = webAdminOperation(c);
  const event = await setAccountDeactivated(op, id, account.role, deactivate);
  if (event) await publishAfterCommit(c.get('deps'), event);
  return account.view(op.db, id);
}
