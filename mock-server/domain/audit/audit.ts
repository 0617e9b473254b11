import { and, count, desc, eq, inArray, isNull, notLike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction, AuditPage, AuditTargetType, auditQuery } from '../../../shared/schemas/admin';
import type { Database } from '../../db/client';
import { auditLog, batches, users } from '../../db/schema';

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

/** Details that name records by id, and the key that names them by { id, name } in the answer. */
const namedRefs = {
  student_id: { key: 'student', kind: 'user' },
  student_ids: { key: 'students', kind: 'user' },
  batch_id: { key: 'batch', kind: 'batch' },
  batch_ids: { key: 'batches', kind: 'batch' },
} as const;

type NamedRef = { id: number; name: string };
type Names = { user: Map<number, string>; batch: Map<number, string> };

const idsIn = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is number => Number.isInteger(id));

/** The names of the students and batches the entries' details name by id, read in one query each. */
async function namesIn(db: Database, details: Record<string, unknown>[]): Promise<Names> {
  const wanted = { user: new Set<number>(), batch: new Set<number>() };
  for (const detail of details)
    for (const [key, ref] of Object.entries(namedRefs))
      for (const id of idsIn(detail[key])) wanted[ref.kind].add(id);
  const [people, groups] = await Promise.all([
    wanted.user.size > 0
      ? db
          .select({ id: users.id, first: users.firstName, last: users.lastName })
          .from(users)
          .where(inArray(users.id, [...wanted.user]))
      : [],
    wanted.batch.size > 0
      ? db
          .select({ id: batches.id, name: batches.name })
          .from(batches)
          .where(inArray(batches.id, [...wanted.batch]))
      : [],
  ]);
  return {
    user: new Map(people.map((person) => [person.id, `${person.first} ${person.last}`.trim()])),
    batch: new Map(groups.map((group) => [group.id, group.name])),
  };
}

/**
 * An entry's details as an admin reads them: a student or batch named by id is given as { id, name }
 * (the name it has now; "#id" when it is gone), under the key without `_id`.
 */
function withNames(details: Record<string, unknown>, names: Names): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => {
      const ref = namedRefs[key as keyof typeof namedRefs];
      if (!ref || value === null) return [key, value];
      const named = (id: number): NamedRef => ({ id, name: names[ref.kind].get(id) ?? `#${id}` });
      return [ref.key, Array.isArray(value) ? idsIn(value).map(named) : named(Number(value))];
    }),
  );
}

/** Newest first, one page, with everyone who appears as an actor (for the filter). */
export async function auditLogPage(db: Database, query: z.output<typeof auditQuery>): Promise<AuditPage> {
  const where: SQL | undefined =
    query.actor === 'cli'
      ? and(isNull(auditLog.actorId), notLike(auditLog.action, 'security.%'))
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
  const names = await namesIn(
    db,
    rows.map((row) => row.details),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorId === null ? null : (actorsById.get(row.actorId) ?? null),
      action: row.action as AuditAction,
      target_type: row.targetType,
      target_id: row.targetId,
      target_label: row.targetLabel,
      details: withNames(row.details, names),
    })),
    total,
    page: query.page,
    page_size: query.page_size,
    actors,
  };
}
