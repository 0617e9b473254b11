import { count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction, AuditPage, AuditTargetType, auditQuery } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema';

/** Who made an admin change: an admin's user id, or null for the server's command line. */
export type AuditActor = { userId: number | null };
export const commandLineActor: AuditActor = { userId: null };

export type AuditRecord = {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number | null;
  targetLabel: string;
  details?: Record<string, unknown>;
};

/** What an entry is about: the row, and the label that names it in the log after the row changes or goes. */
export type AuditTarget = Pick<AuditRecord, 'targetType' | 'targetId' | 'targetLabel'>;

/** An account by its e-mail; a change to several accounts at once has no one id. */
export const userTarget = (userId: number | null, label: string): AuditTarget => ({
  targetType: 'user',
  targetId: userId,
  targetLabel: label,
});

export const batchTarget = (batchId: number, name: string): AuditTarget => ({
  targetType: 'batch',
  targetId: batchId,
  targetLabel: name,
});

export const applicationTarget = (applicationId: number, reference: string): AuditTarget => ({
  targetType: 'application',
  targetId: applicationId,
  targetLabel: reference,
});

/** Writes the entry through `tx`: the transaction of the change, so there is no change without its entry. */
export async function recordAudit(tx: Database, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.userId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    targetLabel: record.targetLabel,
    details: record.details ?? {},
  });
}

/** Events the server itself records (no one acted): who they concern, by e-mail when it is known. */
export type SecurityEvent = {
  action: Extract<AuditAction, `security.${string}`>;
  /** The account concerned (known or not: a guess at an unknown e-mail is recorded alike), or null. */
  email: string | null;
  userId?: number;
  details: Record<string, unknown> & { address?: string };
};

/** Records a security event: an account's when it concerns one, else the address's it came from. */
export async function recordSecurityEvent(db: Database, event: SecurityEvent): Promise<void> {
  const target: AuditTarget =
    event.email !== null
      ? userTarget(event.userId ?? null, event.email)
      : { targetType: 'address', targetId: null, targetLabel: event.details.address ?? 'unknown' };
  await recordAudit(db, { userId: null }, { action: event.action, ...target, details: event.details });
}

const personColumns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
};

/** Newest first, one page, with everyone who appears as an actor (for the filter). */
export async function auditLogPage(db: Database, query: z.output<typeof auditQuery>): Promise<AuditPage> {
  const where: SQL | undefined =
    query.actor === 'cli'
      ? isNull(auditLog.actorId)
      : query.actor_id !== undefined
        ? eq(auditLog.actorId, query.actor_id)
        : undefined;
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const actors = await db
    .select(personColumns)
    .from(users)
    .where(inArray(users.id, db.selectDistinct({ id: auditLog.actorId }).from(auditLog)))
    .orderBy(users.firstName, users.lastName);
  const actorsById = new Map(actors.map((actor) => [actor.id, actor]));
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorId === null ? null : (actorsById.get(row.actorId) ?? null),
      action: row.action as AuditAction,
      target_type: row.targetType,
      target_id: row.targetId,
      target_label: row.targetLabel,
      details: row.details,
    })),
    total,
    page: query.page,
    page_size: query.page_size,
    actors,
  };
}
