import { and, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { admissions } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import {
  type ApplicationDetail,
  type ApplicationStatus,
  type applicationAdmit,
  type applicationSubmit,
  programmeLabels,
} from '../../../shared/schemas/applications';
import type { Database } from '../../db/client';
import { applicationNotes, applications } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Mailer } from '../../mail/mailer';
import { checkNewAccount, insertAccount } from '../accounts/accounts';
import type { AdminOperation } from '../audit/admin-operation';
import { applicationTarget, recordAudit } from '../audit/audit';
import { conflict, invalid } from '../errors';
import { applicationDetail, requireApplication } from './applications';

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
 * The address an applicant is known by for the duplicate check: a `+tag` in the local part reaches
 * the same mailbox, so it does not make another applicant. (The schema has lowercased it already.)
 */
export function applicantKey(email: string): string {
  return email.toLowerCase().replace(/\+[^@]*@/, '@');
}

const storedApplicantKey = sql`regexp_replace(lower(${applications.email}), '\\+[^@]*@', '@')`;

/** What the visitor is told: a reference either way, so a duplicate looks like a new application. */
export type Submission = { reference: string; stored: boolean };

/**
 * Stores an application with its mails (to the admissions desk, and to the applicant when
 * `mailApplicant`), or, for a second one from the same applicant for the same programme within the
 * duplicate window, stores and mails nothing yet answers alike: a reference of the same form, so the
 * form does not tell a stranger who has applied. One transaction, serialised per applicant and
 * programme, so two sends at once store one.
 */
export async function submitApplication(
  intake: ApplicationIntake,
  input: Submitted,
  mailApplicant = true,
): Promise<Submission> {
  const now = intake.now ?? new Date();
  refuseAutomated(input, now);
  const programme = programmeOf(input);
  const applicant = applicantKey(input.email);
  const submission = await intake.db.transaction(async (tx) => {
    await tx
      .select({ locked: sql`pg_advisory_xact_lock(hashtext(${`application:${applicant}:${programme}`}))` })
      .from(sql`(select 1) as one`);
    const since = new Date(now.getTime() - admissions.duplicateWindowDays * dayMs);
    const [earlier] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          sql`${storedApplicantKey} = ${applicant}`,
          eq(applications.programme, programme),
          gte(applications.createdAt, since),
        ),
      )
      .limit(1);
    // A number of the sequence for the duplicate too: its reference is as new as any other.
    const [{ id }] = await tx
      .select({ id: sql<number>`nextval(pg_get_serial_sequence('applications', 'id'))`.mapWith(Number) })
      .from(sql`(select 1) as one`);
    const reference = `APL-${now.getUTCFullYear()}-${String(id).padStart(5, '0')}`;
    if (earlier) return { reference, stored: false };
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
    if (mailApplicant) await queueApplicantMail(tx, intake, input, reference);
    await queueAdmissionsNotice(tx, intake, input, reference, mailApplicant);
    return { reference, stored: true };
  });
  if (submission.stored) intake.mailer.poke();
  return submission;
}

/**
 * The receipt to the applicant's address. Anyone can type any address into the form, so it holds
 * nothing the sender wrote: only our own words and the reference.
 */
async function queueApplicantMail(
  tx: Database,
  intake: ApplicationIntake,
  input: Submitted,
  reference: string,
) {
  const programme = programmeLabels[programmeOf(input)];
  await intake.mailer.enqueue(tx, {
    to: input.email,
    subject: `We have your application (${reference})`,
    text: [
      `Hello,`,
      '',
      `Thank you for applying to the ${programme} programme.`,
      `Your reference number is ${reference}; please quote it when you write or call.`,
      '',
      `What happens next: ${messages.admissions.nextStep}`,
      'After the orientation week we confirm the final selection.',
      '',
      'If you did not apply, you can ignore this e-mail.',
    ].join('\n'),
  });
}

/** The notice to the admissions desk, our own address: it may carry what the applicant wrote. */
async function queueAdmissionsNotice(
  tx: Database,
  intake: ApplicationIntake,
  input: Submitted,
  reference: string,
  applicantMailed: boolean,
) {
  const programme = programmeLabels[programmeOf(input)];
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
      ...(applicantMailed
        ? []
        : ['', 'The hourly cap on application mail was reached: the applicant got no receipt by e-mail.']),
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
    // The demo form's parent, with the mobile and e-mail the form asked for, is the first guardian.
    ...(application.parentName
      ? {
          guardians: [
            {
              name: application.parentName,
              relation: 'parent' as const,
              email: application.email,
              mobile: application.mobile,
            },
          ],
        }
      : {}),
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
