import type { Database } from '../../db/client';
import type { AccountLinkSettings } from '../accounts/account-links';
import type { DomainEvent } from '../domain-event';
import type { AuditActor } from './audit';

/**
 * What an admin change needs, whoever asks (the web area or the command line): the database, who is
 * acting (for the audit entry), and, for accounts created without a password and reset links, how to
 * mail them (the web area only).
 */
export type AdminOperation = {
  db: Database;
  actor: AuditActor;
  links?: AccountLinkSettings;
};

/**
 * What an admin change that open sockets must hear of answers: the record as it now is, and the
 * event its caller publishes once the change has committed (null when nothing changed).
 */
export type AdminChange<View> = { view: View; event: DomainEvent | null };

/** Every socket of these users is checked again (a batch move, a renewal, batches assigned). */
export const accessChanged = (...userIds: number[]): DomainEvent => ({
  deliveries: [],
  accessChanges: userIds.map((userId) => ({ userId, kind: 'changed' as const })),
});
