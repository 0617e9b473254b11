import { and, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { admissions } from '../../shared/constants';
import { messages } from '../../shared/messages';
import {
  type ApplicationDetail,
  type ApplicationStatus,
  type applicationAdmit,
  type applicationSubmit,
  programmeLabels,
} from '../../shared/schemas/applications';
import type { Database } from '../db/client';
import { applicationNotes, applications } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import type { Mailer } from '../mail/mailer';
import { checkNewAccount, insertAccount } from './accounts';
import type { AdminOperation } from './admin-operation';
import { applicationDetail, requireApplication } from './applications';
import { applicationTarget, recordAudit } from './audit';
import { conflict, invalid } from './errors';

type Submitted = z.output<typeof applicationSubmit>;

export type ApplicationIntake = { db: Database; mailer: Mailer; admissionsEmail: string; now?: Date };

const dayMs = 86_400_000;
// How far ahead of the server's clock a form's start may be (a phone's clock is not exact).
const clockSkewMs = 60_000;

/** Refuses what a person filling in the form would not send: the hidden field, or a form sent too soon. */
export function refuseAutomated(input: Pick<Submitted, 'website' | 'started_at'>, now: Date): void {
  if (input.website.trim() !== '') throw invalid(messages.admissions.refused);
  const age = now.getTime() - input.started_at;
  if (age < -clockSkewMs || age > dayMs) throw invalid(messages.admissions.refused);
  if (age < admissions.minFillMs) throw invalid(messages.admissions.tooFast);
}

const programmeOf = (input: Submitted) => (input.form === 'demo' ? input.programme : 'neet');

/**
 * Stores an application with its two mails (to the applicant and to the admissions desk), or refuses
 * a second one from the same e-mail for the same programme within the duplicate window. One
 * transaction, serialised per e-mail and programme, so two sends at once store one.
 */
export async function submitApplication(intake: ApplicationIntake, input: Submitted): Promise<string> {
  const now = intake.now ?? new Date();
  refuseAutomated(input, now);
  const programme = programmeOf(input);
  const reference = await intake.db.transaction(async (tx) => {
    await tx
      .select({ locked: sql`pg_advisory_xact_lock(hashtext(${`application:${input.email}:${programme}`}))` })
      .from(sql`(select 1) as one`);
    const since = new Date(now.getTime() - admissions.duplicateWindowDays * dayMs);
    const [earlier] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.email, input.email),
          eq(applications.programme, programme),
          gte(applications.createdAt, since),
        ),
      )
      .limit(1);
    if (earlier) throw conflict(messages.admissions.duplicate);
    const [{ id }] = await tx
      .select({ id: sql<number>`nextval(pg_get_serial_sequence('applications', 'id'))`.mapWith(Number) })
      .from(sql`(select 1) as one`);
    const reference = `APL-${now.getUTCFullYear()}-${String(id).padStart(5, '0')}`;
    await tx.insert(applications).values({
      id,
      reference,
      programme,
      studentName: input.student_name,
      classLevel: input.class_level,
      school: input.form === 'demo' ? input.school : null,
      institution: input.form === 'neet' ? input.institution : null,
      city: input.city,
      parentName: input.form === 'demo' ? input.parent_name : null,
      mobile: input.form === 'demo' ? input.parent_mobile : input.mobile,
      email: input.email,
      heardFrom: input.form === 'demo' ? input.heard_from : null,
      createdAt: now,
      updatedAt: now,
    });
    await queueApplicationMails(tx, intake, input, reference);
    return reference;
  });
  intake.mailer.poke();
  return reference;
}

async function queueApplicationMails(
  tx: Database,
  intake: ApplicationIntake,
  input: Submitted,
  reference: string,
): Promise<void> {
  const programme = programmeLabels[programmeOf(input)];
  await intake.mailer.enqueue(tx, {
    to: input.email,
    subject: `We have your application (${reference})`,
    text: [
      `Hello,`,
      '',
      `Thank you for applying to the ${programme} programme for ${input.student_name}.`,
      `Your reference number is ${reference}; please quote it when you write or call.`,
      '',
      `What happens next: ${messages.admissions.nextStep}`,
      'After the orientation week we confirm the final selection.',
      '',
      'If you did not apply, you can ignore this e-mail.',
    ].join('\n'),
  });
  const mobile = input.form === 'demo' ? input.parent_mobile : input.mobile;
  await intake.mailer.enqueue(tx, {
    to: intake.admissionsEmail,
    subject: `New application ${reference}: ${programme}, ${input.student_name}`,
    text: [
      `A new application arrived (${reference}).`,
      '',
      `Programme: ${programme}`,
      `Student: ${input.student_name}, class ${input.class_level}`,
      input.form === 'demo' ? `School: ${input.school}` : `Institution: ${input.institution}`,
      `City: ${input.city}`,
      ...(input.form === 'demo' ? [`Parent: ${input.parent_name}`] : []),
      `Mobile: ${mobile}`,
      `E-mail: ${input.email}`,
      '',
      'Open the admin area, Applications, to answer it.',
    ].join('\n'),
  });
}

/** A status move made by staff; `admitted` is reached only through admitApplication. */
export async function setApplicationStatus(
  op: AdminOperation,
  applicationId: number,
  status: Exclude<ApplicationStatus, 'admitted'>,
): Promise<ApplicationDetail> {
  await op.db.transaction(async (tx) => {
    const application = await requireApplication(tx, applicationId);
    if (application.status === 'admitted')
      throw conflict('This application is admitted: its student account exists, so its status stays.');
    if (application.status === status) return;
    await tx
      .update(applications)
      .set({ status, updatedAt: new Date() })
      .where(eq(applications.id, applicationId));
    await recordAudit(tx, op.actor, {
      action: 'application.status',
      ...applicationTarget(applicationId, application.reference),
      details: { from: application.status, to: status },
    });
  });
  return applicationDetail(op.db, applicationId);
}

export async function addApplicationNote(op: AdminOperation, applicationId: number, text: string) {
  await op.db.transaction(async (tx) => {
    const application = await requireApplication(tx, applicationId);
    await tx.insert(applicationNotes).values({ applicationId, authorId: op.actor.userId, text });
    await tx.update(applications).set({ updatedAt: new Date() }).where(eq(applications.id, applicationId));
    await recordAudit(tx, op.actor, {
      action: 'application.note',
      ...applicationTarget(applicationId, application.reference),
    });
  });
  return applicationDetail(op.db, applicationId);
}

/**
 * Admit: the student's account in the batch until `valid_until`, invited by e-mail to choose a
 * password (the admin area's own machinery), and the application marked admitted, all at once.
 */
export async function admitApplication(
  op: AdminOperation,
  applicationId: number,
  admit: z.output<typeof applicationAdmit>,
): Promise<ApplicationDetail> {
  const application = await requireApplication(op.db, applicationId);
  if (application.status === 'admitted') throw conflict('This application is already admitted.');
  const account = {
    role: 'student' as const,
    email: application.email,
    firstName: admit.first_name,
    lastName: admit.last_name,
    batchId: admit.batch_id,
    validUntil: admit.valid_until,
    profile: {
      parentName: application.parentName ?? '',
      mobileNumber: application.mobile,
    },
  };
  await checkNewAccount(op.db, account);
  try {
    await op.db.transaction(async (tx) => {
      // Re-read under the row lock: two admins admitting at once make one account.
      const [current] = await tx
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.id, applicationId))
        .for('update');
      if (current?.status === 'admitted') throw conflict('This application is already admitted.');
      const studentId = await insertAccount(tx, op, account, null, { application: application.reference });
      await tx
        .update(applications)
        .set({ status: 'admitted', studentId, updatedAt: new Date() })
        .where(eq(applications.id, applicationId));
      await recordAudit(tx, op.actor, {
        action: 'application.admit',
        ...applicationTarget(applicationId, application.reference),
        details: { student_id: studentId, batch_id: admit.batch_id, valid_until: admit.valid_until },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(`An account with the e-mail ${application.email} already exists.`);
    throw error;
  }
  op.links?.mailer.poke();
  return applicationDetail(op.db, applicationId);
}
