import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AuditAction } from '../../../shared/schemas/admin';
import type { Role } from '../../../shared/schemas/auth';
import { hashPassword } from '../../auth/passwords';
import { revokeAllSessions, sessionsRevoked } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { passwordResetTokens, profiles, teacherBatches, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AdminOperation } from '../audit/admin-operation';
import { recordAudit, userTarget } from '../audit/audit';
import { refuseArchivedBatches, requireBatch } from '../batches/batches';
import type { DomainEvent } from '../domain-event';
import { conflict, invalid, notFound } from '../errors';
import { type GuardianValues, guardianFromParentName, writeGuardians } from '../guardians/guardians';
import { giveAdmissionCode } from '../payments/admission-codes';
import { queueAdminResetLink, queueInvitation } from './account-links';
import { findUserByEmail } from './users';

/**
 * The stored "hash" of an invited account that has not chosen a password yet: not in the scrypt
 * format, so no password matches it (auth/passwords.ts) and sign-in fails until the invitation is used.
 */
export const pendingPasswordHash = 'invitation-pending';

/** What every refresh, authenticated request and socket check requires (auth/guard.ts): not deactivated. */
export const accountIsActive = isNull(users.deactivatedAt);

/** The columns of a signed-in user (AuthUser), from users left-joined to profiles. */
export const authUserColumns = {
  id: users.id,
  role: users.role,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  batchId: profiles.batchId,
  validUntil: profiles.validUntil,
};

export type ProfileDetails = {
  parentName?: string;
  mobileNumber?: string;
  communicationNumber?: string;
  dateOfBirth?: string | null;
  address?: string;
  /** GST state code (shared/indian-states.ts). */
  state?: string | null;
};

export type NewAccount = {
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  /** Without one the account is invited: it gets a set-password link by e-mail (needs `op.links`). */
  password?: string;
  /** A student's batch. */
  batchId?: number | null;
  /** A teacher's batches. */
  teacherBatchIds?: number[];
  /** Students only: last day (YYYY-MM-DD) of the subscription. */
  validUntil?: string | null;
  profile?: ProfileDetails;
  /** A student's guardians; without them, the parent name (if any) becomes the first. */
  guardians?: GuardianValues[];
};

const createActions: Record<Role, AuditAction> = {
  student: 'student.create',
  teacher: 'teacher.create',
  admin: 'user.create',
  guardian: 'user.create',
};

export async function refuseTakenEmail(db: Database, email: string, exceptUserId?: number) {
  const existing = await findUserByEmail(db, email);
  if (existing && existing.id !== exceptUserId)
    throw conflict(`An account with the e-mail ${email.trim()} already exists.`);
}

/** Checks what an account may be created with; throws the refusal a caller shows as is. */
export async function checkNewAccount(db: Database, input: NewAccount): Promise<void> {
  if (input.role !== 'student' && input.validUntil) throw invalid('Only students have a valid-until date.');
  if (input.role !== 'student' && input.batchId) throw invalid('Only students belong to a batch.');
  if (input.role !== 'teacher' && input.teacherBatchIds?.length)
    throw invalid('Only teachers teach batches.');
  await refuseTakenEmail(db, input.email);
  const batchIds = [...(input.batchId ? [input.batchId] : []), ...(input.teacherBatchIds ?? [])];
  for (const batchId of batchIds) await requireBatch(db, batchId);
  await refuseArchivedBatches(db, batchIds);
}

/**
 * Inserts one account through `tx` with its audit entry (and its invitation, when it has no
 * password). The caller has run checkNewAccount and hashed the password, outside the transaction.
 */
export async function insertAccount(
  tx: Database,
  op: AdminOperation,
  input: NewAccount,
  passwordHash: string | null,
  details: Record<string, unknown> = {},
): Promise<number> {
  const email = input.email.trim();
  const [user] = await tx
    .insert(users)
    .values({
      email,
      passwordHash: passwordHash ?? pendingPasswordHash,
      role: input.role,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
    })
    .returning({ id: users.id });
  await tx.insert(profiles).values({
    userId: user.id,
    ...input.profile,
    batchId: input.role === 'student' ? (input.batchId ?? null) : null,
    validUntil: input.role === 'student' ? (input.validUntil ?? null) : null,
  });
  const admissionCode = input.role === 'student' ? await giveAdmissionCode(tx, user.id) : undefined;
  if (input.role === 'student') {
    const fromParent = guardianFromParentName(input.profile?.parentName ?? '');
    await writeGuardians(
      tx,
      { id: user.id, email },
      input.guardians ?? (fromParent ? [fromParent] : []),
      op.actor,
    );
  }
  const teaches = input.role === 'teacher' ? [...new Set(input.teacherBatchIds ?? [])] : [];
  if (teaches.length > 0) {
    await tx.insert(teacherBatches).values(teaches.map((batchId) => ({ teacherId: user.id, batchId })));
  }
  if (passwordHash === null) {
    if (!op.links) throw invalid('A password is required: invitations are sent from the web area.');
    await queueInvitation(
      tx,
      op.links,
      { id: user.id, email, firstName: input.firstName.trim() },
      admissionCode,
    );
  }
  await recordAudit(tx, op.actor, {
    action: createActions[input.role],
    ...userTarget(user.id, email),
    details: {
      role: input.role,
      ...(input.role === 'student'
        ? { batch_id: input.batchId ?? null, valid_until: input.validUntil ?? null }
        : {}),
      ...(teaches.length > 0 ? { batch_ids: teaches } : {}),
      invited: passwordHash === null,
      ...details,
    },
  });
  return user.id;
}

/** Creates an account of any role: with a password (the command line) or invited (the web area). */
export async function createAccount(op: AdminOperation, input: NewAccount): Promise<number> {
  await checkNewAccount(op.db, input);
  // Hashed before the transaction: the slow KDF must not hold PGlite's single connection.
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  try {
    const userId = await op.db.transaction((tx) => insertAccount(tx, op, input, passwordHash));
    op.links?.mailer.poke();
    return userId;
  } catch (error) {
    // Two creations of one e-mail at once: the unique index refuses the second.
    if (isUniqueViolation(error))
      throw conflict(`An account with the e-mail ${input.email.trim()} already exists.`);
    throw error;
  }
}

export async function requireAccount(db: Database, userId: number, role: Role) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, role)));
  if (!user) throw notFound(`No such ${role}.`);
  return user;
}

export async function requireAccountByEmail(db: Database, email: string, role?: Role) {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound(`No account has the e-mail ${email.trim()}.`);
  if (role && user.role !== role) throw invalid(`${user.email} is a ${user.role}, not a ${role}.`);
  return user;
}

/**
 * Deactivates (the account cannot sign in; its sessions, refresh tokens and open links end now, its
 * sockets close) or reactivates an account. Doing what is already done changes nothing. Answers the
 * event its caller publishes once committed, which closes the sockets (null when none need closing).
 */
export async function setAccountDeactivated(
  op: AdminOperation,
  userId: number,
  role: Role,
  deactivate: boolean,
): Promise<DomainEvent | null> {
  const user = await requireAccount(op.db, userId, role);
  const changed = await op.db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ deactivatedAt: deactivate ? new Date() : null })
      .where(
        and(eq(users.id, userId), deactivate ? isNull(users.deactivatedAt) : isNotNull(users.deactivatedAt)),
      )
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    if (deactivate) {
      await revokeAllSessions(tx, userId);
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    }
    await recordAudit(tx, op.actor, {
      action: deactivate ? 'user.deactivate' : 'user.reactivate',
      ...userTarget(userId, user.email),
      details: { role },
    });
    return true;
  });
  return changed && deactivate ? sessionsRevoked(userId) : null;
}

/** Mails the account a reset link (the web area): their password keeps working until they use it. */
export async function sendPasswordResetLink(op: AdminOperation, userId: number, role: Role): Promise<void> {
  const user = await requireAccount(op.db, userId, role);
  if (user.deactivatedAt) throw conflict('This account is deactivated: reactivate it before sending a link.');
  const links = op.links;
  if (!links) throw invalid('Reset links are sent from the web area.');
  await op.db.transaction(async (tx) => {
    await queueAdminResetLink(tx, links, user);
    await recordAudit(tx, op.actor, {
      action: 'user.password_reset',
      ...userTarget(userId, user.email),
    });
  });
  links.mailer.poke();
}
