import type { Database } from '../../mock-server/db/client';
import type { AdminOperation } from '../../mock-server/domain/audit/admin-operation';
import { commandLineActor } from '../../mock-server/domain/audit/audit';

/** An admin change as the command line makes it. */
export const commandLineOperation = (db: Database): AdminOperation => ({
  db,
  actor: commandLineActor,
});
